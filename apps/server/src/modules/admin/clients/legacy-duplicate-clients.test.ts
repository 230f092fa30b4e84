import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { createDialect } from '../../../db/dialect.js';
import { migrateToLatest, migrateUpTo } from '../../../db/migrations/index.js';
import { testDatabase } from '../../../test-support/test-app.js';
import { ClientsRepository } from './clients.repository.js';

/** Clients that shared a registry code before migration 0031 (which then skips that index). */
const NOW = '2026-11-27T10:00:00.000Z';
let db: Db;
let cleanup: () => Promise<void>;

const client = (name: string, registry_code: string | null, vat_number: string | null) => ({
  ...{ name, registry_code, vat_number, can_offers: 0 as const, offers_en: 0 as const },
  ...{ payment_term: null, address: null, city: null, postal_code: null, county: null },
  ...{ phone: null, email: null, created_at: NOW, updated_at: NOW },
});

beforeAll(async () => {
  const database = await testDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'kms-dup-clients-'));
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
  const context = { staffTotpKey: Buffer.alloc(32, 7) };
  await migrateUpTo(db as Kysely<unknown>, config.kind, context, '0025-staff-security');
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
