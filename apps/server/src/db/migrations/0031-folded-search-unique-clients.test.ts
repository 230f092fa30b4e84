import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { testDatabase } from '../../test-support/test-app.js';
import type { Db } from '../database.js';
import { createDialect } from '../dialect.js';
import { isUniqueViolation } from '../unique-violation.js';
import { migrateToLatest, migrateUpTo } from './index.js';

const context = { staffTotpKey: Buffer.alloc(32, 7) };
const NOW = '2026-11-27T10:00:00.000Z';
let db: Db;
let cleanup: () => Promise<void>;

const client = (name: string, registry_code: string | null, vat_number: string | null) => ({
  name,
  registry_code,
  vat_number,
  can_offers: 0 as const,
  offers_en: 0 as const,
  payment_term: null,
  address: null,
  city: null,
  postal_code: null,
  county: null,
  phone: null,
  email: null,
  created_at: NOW,
  updated_at: NOW,
});

const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => error,
  );

beforeAll(async () => {
  const database = await testDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'kms-0031-'));
  const config: Config['database'] =
    database.url === undefined
      ? { kind: 'sqlite', file: join(dir, 'shop.sqlite') }
      : { kind: 'postgres', url: database.url };
  db = new Kysely({ dialect: createDialect(config) });
  cleanup = async () => {
    await db.destroy();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  await migrateUpTo(db as Kysely<unknown>, config.kind, context, '0025-staff-security');
  // Existing data: two clients already share a registry code; VAT numbers are all different.
  await db
    .insertInto('b2b_clients')
    .values([
      client('Vana OÜ', '10000001', 'EE100247019'),
      client('Vana Kaksik OÜ', '10000001', null),
      client('Kolmas OÜ', null, null),
    ])
    .execute();
  await migrateToLatest(db as Kysely<unknown>, config.kind, context);
});

afterAll(async () => {
  await cleanup();
});

describe('migration 0031', () => {
  it('runs over duplicate registry codes, leaving that column without a unique index', async () => {
    await db
      .insertInto('b2b_clients')
      .values(client('Kolmas kaksik OÜ', '10000001', null))
      .execute();
  });

  it('makes VAT numbers unique where the data allowed it (several clients may have none)', async () => {
    await db
      .insertInto('b2b_clients')
      .values(client('Veel üks OÜ', null, null))
      .execute();
    const failure = await failureOf(
      db
        .insertInto('b2b_clients')
        .values(client('Teine OÜ', '10000002', 'EE100247019'))
        .execute(),
    );
    expect(isUniqueViolation(failure)).toBe(true);
  });
});
