import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { migrationTestDatabase, type MigrationTestDatabase } from '../../test-support/migration-database.js';
import { ClientsRepository } from './clients.repository.js';

/** Clients that shared a registry code before migration 0031 (which then skips that index). */
const NOW = '2026-11-27T10:00:00.000Z';
let db: Db;
let m: MigrationTestDatabase;

const client = (name: string, registry_code: string | null, vat_number: string | null) => ({
  ...{ name, registry_code, vat_number, can_offers: 0 as const, offers_en: 0 as const },
  ...{ payment_term: null, address: null, city: null, postal_code: null, county: null },
  ...{ phone: null, email: null, created_at: NOW, updated_at: NOW },
});

beforeAll(async () => {
  m = await migrationTestDatabase({ staffTotpKey: Buffer.alloc(32, 7) });
  db = m.db;
  await m.upTo('0025-staff-security');
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

describe('clients that shared a registry code before it was unique', () => {
  it('keep their own code on edit, but no client takes another’s', async () => {
    const ids = await db.selectFrom('b2b_clients').select(['id', 'name']).execute();
    const idOf = (name: string) => ids.find((row) => row.name === name)?.id ?? -1;
    const clients = new ClientsRepository(db);
    const kept = await clients.takenIdentity(
      { registry_code: '10000001', vat_number: null },
      idOf('Vana Kaksik OÜ'),
    );
    expect(kept).toEqual({ registry_code: false, vat_number: false });
    const taken = await clients.takenIdentity(
      { registry_code: '10000001', vat_number: 'EE100247019' },
      idOf('Kolmas OÜ'),
    );
    expect(taken).toEqual({ registry_code: true, vat_number: true });
  });
});
