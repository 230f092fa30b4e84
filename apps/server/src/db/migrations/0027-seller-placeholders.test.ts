import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationTestDatabase, type MigrationTestDatabase } from '../../test-support/migration-database.js';
import type { Db } from '../database.js';

const context = { staffTotpKey: Buffer.alloc(32, 7) };
const NOW = '2026-11-20T10:00:00.000Z';
const OLD_FOOTER = `<p><strong>Kodumasinad AS</strong><br>Peterburi tee 46, 11415 Tallinn</p>
<p>Telefon: <a href="tel:+3726001234">+372 600 1234</a>, <a href="tel:+3726001235">+372 600 1235</a><br>E-post: <a href="mailto:hulgimuuk@kodumasinad.ee">hulgimuuk@kodumasinad.ee</a></p>
<p>Avatud E–R 9.00–17.00, L–P suletud</p>`;
let db: Db;
let m: MigrationTestDatabase;

beforeAll(async () => {
  m = await migrationTestDatabase(context);
  db = m.db;
  await m.upTo('0025-staff-security');
  const page = (slug: string | null, hook: string | null, content: string) => ({
    slug,
    hook,
    title: slug ?? hook ?? '',
    content,
    created_at: NOW,
    updated_at: NOW,
  });
  await db
    .insertInto('pages')
    .values([
      page(
        'muugitingimused',
        null,
        '<p>Need tingimused kehtivad Kodumasinad AS-i (registrikood 10123456, KMKR EE100123456, Peterburi tee 46, 11415 Tallinn; edaspidi müüja)</p>',
      ),
      page(null, 'footer-b2b', OLD_FOOTER),
      page(
        'garantii',
        null,
        '<p>Kodumasinad AS-i (registrikood 10123456, KMKR EE100123456, Peterburi tee 46, 11415 Tallinn;</p>',
      ),
    ])
    .execute();
  await db
    .insertInto('settings')
    .values([
      { key: 'legal_name', value: '"Kodumasinad AS"' },
      { key: 'registry_code', value: '"10123456"' },
      { key: 'support_phones', value: '["+372 600 1234"]' },
    ])
    .execute();
  await m.latest();
});

afterAll(async () => {
  await m.close();
});

describe('0027 seller placeholders', () => {
  it('names the seller by placeholders in the seeded sales terms and footer only', async () => {
    const pages = new Map(
      (await db.selectFrom('pages').select(['slug', 'hook', 'content']).execute()).map((p) => [
        p.slug ?? p.hook,
        p.content,
      ]),
    );
    expect(pages.get('muugitingimused')).toBe(
      '<p>Need tingimused kehtivad {{seller.name}} (registrikood {{seller.registry_code}}, KMKR {{seller.vat_number}}, {{seller.address}}; edaspidi müüja)</p>',
    );
    expect(pages.get('footer-b2b')).toContain('<strong>{{seller.name}}</strong>');
    expect(pages.get('footer-b2b')).not.toContain('Peterburi');
    // Another page is not the migration's to change.
    expect(pages.get('garantii')).toContain('10123456');
  });

  it('drops the unused settings of the seller’s identity, keeping the help contacts', async () => {
    const keys = (await db.selectFrom('settings').select('key').execute()).map((row) => row.key);
    expect(keys).toEqual(['support_phones']);
  });
});
