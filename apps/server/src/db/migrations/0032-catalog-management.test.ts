import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationTestDatabase, type MigrationTestDatabase } from '../../test-support/migration-database.js';
import type { Db } from '../database.js';

const context = { staffTotpKey: Buffer.alloc(32, 7) };
const NOW = '2026-11-27T10:00:00.000Z';
let db: Db;
let m: MigrationTestDatabase;

const staff = (email: string, role: 'admin' | 'sales' | 'content' | 'catalog') => ({
  email,
  name: email,
  role,
  password_hash: 'x',
  totp_secret: null,
  totp_last_step: null,
  active: 1 as const,
  created_at: NOW,
  updated_at: NOW,
});

const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => error,
  );

beforeAll(async () => {
  m = await migrationTestDatabase(context);
  db = m.db;
  await m.upTo('0031-folded-search-unique-clients');
  // A staff member with a session and an audit entry: the staff table's copy must keep them.
  await db.insertInto('staff').values(staff('vana@kodumasinad.test', 'sales')).execute();
  const { id } = await db.selectFrom('staff').select('id').executeTakeFirstOrThrow();
  await db
    .insertInto('audit_log')
    .values({
      staff_id: id,
      action: 'update',
      entity: 'client',
      entity_id: '1',
      before_json: null,
      after_json: null,
      created_at: NOW,
      email: null,
      ip: null,
    })
    .execute();
  await m.latest();
});

afterAll(async () => {
  await m.close();
});

describe('migration 0032', () => {
  it('keeps the staff and what refers to them, and takes the catalog role', async () => {
    const kept = await db.selectFrom('staff').select(['id', 'email', 'role']).execute();
    expect(kept).toEqual([expect.objectContaining({ email: 'vana@kodumasinad.test', role: 'sales' })]);
    const audit = await db.selectFrom('audit_log').select('staff_id').execute();
    expect(audit).toEqual([{ staff_id: kept[0]?.id }]);
    await db.insertInto('staff').values(staff('tooted@kodumasinad.test', 'catalog')).execute();
    expect(await db.selectFrom('staff').select('email').where('role', '=', 'catalog').execute()).toHaveLength(
      1,
    );
  });

  it('still refuses an unknown role and a repeated e-mail', async () => {
    const unknownRole = { ...staff('x@kodumasinad.test', 'sales'), role: 'boss' as 'sales' };
    expect(await failureOf(db.insertInto('staff').values(unknownRole).execute())).toBeInstanceOf(Error);
    expect(
      await failureOf(db.insertInto('staff').values(staff('vana@kodumasinad.test', 'admin')).execute()),
    ).toBeInstanceOf(Error);
  });

  it('still refuses an audit entry of a staff member who does not exist', async () => {
    const entry = {
      staff_id: 99999,
      action: 'update',
      entity: 'client',
      entity_id: '1',
      before_json: null,
      after_json: null,
      created_at: NOW,
      email: null,
      ip: null,
    };
    expect(await failureOf(db.insertInto('audit_log').values(entry).execute())).toBeInstanceOf(Error);
  });
});
