import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSealed, open } from '../../platform/secret-box.js';
import { migrationTestDatabase, type MigrationTestDatabase } from '../../test-support/migration-database.js';
import type { Db } from '../database.js';

const key = Buffer.alloc(32, 7);
const context = { staffTotpKey: key };
const NOW = '2026-11-20T10:00:00.000Z';
let db: Db;
let m: MigrationTestDatabase;

beforeAll(async () => {
  m = await migrationTestDatabase(context);
  db = m.db;
  await m.upTo('0023-content-admin');

  const staff = await db
    .insertInto('staff')
    .values([
      {
        email: 'vana@kodumasinad.test',
        name: 'Vana Töötaja',
        role: 'admin',
        password_hash: 'x',
        totp_secret: 'KODUMASINADADMINDEMOSECRET234567',
        totp_last_step: null,
        active: 1,
        created_at: NOW,
        updated_at: NOW,
      },
      {
        email: 'uus@kodumasinad.test',
        name: 'Uus Töötaja',
        role: 'sales',
        password_hash: 'x',
        totp_secret: null,
        totp_last_step: null,
        active: 1,
        created_at: NOW,
        updated_at: NOW,
      },
    ])
    .returning('id')
    .execute();
  await db
    .insertInto('sessions')
    .values({
      id: 'enrolling',
      user_id: null,
      flash: null,
      ip: null,
      user_agent: null,
      created_at: NOW,
      last_seen_at: NOW,
      expires_at: '2026-12-20T10:00:00.000Z',
      staff_id: staff[1]!.id,
      staff_stage: 'password',
      staff_enroll_secret: 'ENROLLINGSECRETENROLLINGSECRET23',
    })
    .execute();
  await db
    .insertInto('audit_log')
    .values({
      staff_id: staff[0]!.id,
      action: 'staff.update',
      entity: 'staff',
      entity_id: String(staff[1]!.id),
      before_json: '{"role":"content"}',
      after_json: '{"role":"sales"}',
      created_at: NOW,
    } as never)
    .execute();
  const news = (url: string, published_at: string) => ({
    url,
    title: url,
    excerpt: '',
    content: '<p>x</p>',
    published_at,
    created_at: NOW,
  });
  await db
    .insertInto('news')
    .values([
      news('talvine', '2026-12-01T00:00:00.000Z'),
      news('suvine', '2026-07-01T00:00:00.000Z'),
      news('kellaajaga', '2026-11-20T09:15:00.000Z'),
    ])
    .execute();

  await m.latest();
});

afterAll(async () => {
  await m.close();
});

describe('migration 0025', () => {
  it('seals the enrolled TOTP secrets and those of enrolments under way', async () => {
    const row = await db
      .selectFrom('staff')
      .select('totp_secret')
      .where('email', '=', 'vana@kodumasinad.test')
      .executeTakeFirstOrThrow();
    expect(isSealed(row.totp_secret!)).toBe(true);
    expect(open(key, row.totp_secret!)).toBe('KODUMASINADADMINDEMOSECRET234567');
    const unenrolled = await db
      .selectFrom('staff')
      .select('totp_secret')
      .where('email', '=', 'uus@kodumasinad.test')
      .executeTakeFirstOrThrow();
    expect(unenrolled.totp_secret).toBeNull();
    const session = await db
      .selectFrom('sessions')
      .select('staff_enroll_secret')
      .where('id', '=', 'enrolling')
      .executeTakeFirstOrThrow();
    expect(open(key, session.staff_enroll_secret!)).toBe('ENROLLINGSECRETENROLLINGSECRET23');
  });

  it('keeps the audit log and lets it hold sign-ins without a staff member', async () => {
    const kept = await db.selectFrom('audit_log').selectAll().execute();
    expect(kept).toMatchObject([
      { action: 'staff.update', before_json: '{"role":"content"}', email: null, ip: null },
    ]);
    await db
      .insertInto('audit_log')
      .values({
        staff_id: null,
        action: 'sign_in.password_failed',
        entity: 'sign_in',
        entity_id: null,
        before_json: null,
        after_json: null,
        created_at: NOW,
        email: 'keegi@kodumasinad.test',
        ip: '192.0.2.1',
      })
      .execute();
    const next = await db.selectFrom('audit_log').select('id').orderBy('id').execute();
    expect(next).toHaveLength(2);
    expect(next[1]!.id).toBeGreaterThan(next[0]!.id);
  });

  it('moves news dated by day to the Estonian midnight, winter and summer, and keeps stamped times', async () => {
    const rows = await db.selectFrom('news').select(['url', 'published_at']).orderBy('url').execute();
    expect(rows).toEqual([
      { url: 'kellaajaga', published_at: '2026-11-20T09:15:00.000Z' },
      { url: 'suvine', published_at: '2026-06-30T21:00:00.000Z' },
      { url: 'talvine', published_at: '2026-11-30T22:00:00.000Z' },
    ]);
  });

  it('runs again without effect (secrets sealed once)', async () => {
    const before = await db.selectFrom('staff').select('totp_secret').orderBy('id').execute();
    await m.latest();
    expect(await db.selectFrom('staff').select('totp_secret').orderBy('id').execute()).toEqual(before);
  });
});
