import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerLinkKey, open } from '../../platform/secret-box.js';
import { hashToken } from '../../platform/sessions.js';
import { migrationTestDatabase, type MigrationTestDatabase } from '../../test-support/migration-database.js';
import type { Db } from '../database.js';

const key = Buffer.alloc(32, 9);
const context = { staffTotpKey: key };
const NOW = '2026-11-20T10:00:00.000Z';
const LIVE = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const ACCEPTED = 'ZyXwVuTsRqPoNmLkJiHgFeDcBa987654';
let db: Db;
let m: MigrationTestDatabase;

beforeAll(async () => {
  m = await migrationTestDatabase(context);
  db = m.db;
  const old = db as Kysely<unknown>;
  await m.upTo('0025-staff-security');
  await sql`insert into b2b_clients (name, created_at, updated_at) values ('Vana OÜ', ${NOW}, ${NOW})`.execute(
    old,
  );
  const client = await sql<{ id: number }>`select id from b2b_clients`.execute(old);
  const offer = (number: string, status: string, token: string | null, accepted: boolean) => sql`
    insert into offers (b2b_client_id, number, status, title, customer_name, customer_company,
      customer_registry_code, customer_email, customer_phone, customer_address, language, offer_date,
      valid_days, valid_until, payment_term, price_increase, intro, signature, token,
      created_by_name, updated_by_name, created_at, updated_at, accepted_at, accepted_name)
    values (${client.rows[0]!.id}, ${number}, ${status}, 'Pakkumine', 'Kati', '', '', '', '', '', 'et',
      '2026-11-20', 14, '2026-12-04', '14', 0, '', '', ${token}, 'Anna', 'Anna', ${NOW}, ${NOW},
      ${accepted ? NOW : null}, ${accepted ? 'Kati' : null})`;
  await offer('P-2026-0001', 'sent', LIVE, false).execute(old);
  await offer('P-2026-0002', 'accepted', ACCEPTED, true).execute(old);
  await offer('P-2026-0003', 'open', null, false).execute(old);
  await m.latest();
});

afterAll(async () => {
  await m.close();
});

describe('migration 0028', () => {
  it('keeps only a hash and a sealed copy of each live link, so sent links keep working', async () => {
    const rows = await db.selectFrom('offers').selectAll().orderBy('number').execute();
    const [live, accepted, open_] = rows;
    expect(live?.token_hash).toBe(hashToken(LIVE));
    expect(open(offerLinkKey(key), live?.token_sealed ?? '')).toBe(LIVE);
    expect(accepted?.token_hash).toBe(hashToken(ACCEPTED));
    expect(JSON.stringify(rows)).not.toContain(LIVE);
    expect(JSON.stringify(rows)).not.toContain(ACCEPTED);
    expect(open_).toMatchObject({ token_hash: null, token_sealed: null });
  });

  it('numbers every offer version 1 and names it as the accepted one of accepted offers', async () => {
    const rows = await db
      .selectFrom('offers')
      .select(['number', 'version', 'accepted_version'])
      .orderBy('number')
      .execute();
    expect(rows.map((row) => [row.number, Number(row.version), row.accepted_version])).toEqual([
      ['P-2026-0001', 1, null],
      ['P-2026-0002', 1, 1],
      ['P-2026-0003', 1, null],
    ]);
  });
});
