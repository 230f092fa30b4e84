import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationTestDatabase, type MigrationTestDatabase } from '../../test-support/migration-database.js';
import type { Db } from '../database.js';
import { isUniqueViolation } from '../unique-violation.js';

const context = { staffTotpKey: Buffer.alloc(32, 7) };
const NOW = '2026-11-27T10:00:00.000Z';
let db: Db;
let m: MigrationTestDatabase;

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
  m = await migrationTestDatabase(context);
  db = m.db;
  await m.upTo('0025-staff-security');
  // Existing data: two clients already share a registry code; VAT numbers are all different.
  await db
    .insertInto('b2b_clients')
    .values([
      client('Vana OÜ', '10000001', 'EE100247019'),
      client('Vana Kaksik OÜ', '10000001', null),
      client('Kolmas OÜ', null, null),
    ])
    .execute();
  await m.latest();
});

afterAll(async () => {
  await m.close();
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
