import { readFileSync } from 'node:fs';
import type { ImportProfile } from '@kodumasinad/contract/admin';
import { postForm } from '../../../test-support/multipart.js';
import { describe, expect, it } from 'vitest';
import {
  csv,
  guessed,
  HEADER,
  t,
  catalog,
  start,
  current,
  product,
  useImportApp,
} from '../../../test-support/supplier-imports.js';

/**
 * Issue 24's export and supplier profiles over the API: the export → import round trip, saved
 * profiles, and the sample supplier file imported with its demo profile.
 */

useImportApp();

describe('supplier imports', () => {
  it('exports the filtered products in the import columns and imports them back with nothing changed', async () => {
    const category = await t.db
      .selectFrom('categories')
      .select('id')
      .where('slug', '=', 'kuivatid')
      .executeTakeFirstOrThrow();
    const exported = await catalog.api('GET', `/api/admin/products/export.csv?category=${category.id}`);
    expect(exported.statusCode).toBe(200);
    const [header = '', ...rows] = exported.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header.startsWith('Kood;Nimetus;Aadress;Kategooria;Kaubamärk;Hind;Jaehind')).toBe(true);
    expect(rows.filter((row) => row !== '').length).toBeGreaterThan(1);

    const preview = await postForm(
      catalog,
      '/api/admin/imports/preview',
      {},
      {
        data: Buffer.from(exported.body, 'utf8'),
        filename: 'eksport.csv',
      },
    );
    const { mapping } = preview.json() as { mapping: Record<string, string> };
    const roundTrip = await start(
      Buffer.from(exported.body, 'utf8'),
      { mapping: JSON.stringify(mapping) },
      'eksport.csv',
    );
    expect(roundTrip.status).toBe('checked');
    expect(roundTrip.errors).toEqual([]);
    expect(roundTrip.counts).toMatchObject({ create: 0, change: 0, error: 0 });
    const inCategory = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('category_id', '=', category.id)
      .executeTakeFirstOrThrow();
    expect(roundTrip.counts.unchanged).toBe(Number(inCategory.n));

    const xlsx = await catalog.api('GET', `/api/admin/products/export.xlsx?category=${category.id}`);
    expect(xlsx.statusCode).toBe(200);
    const fromXlsx = await start(xlsx.rawPayload, { mapping: JSON.stringify(mapping) }, 'eksport.xlsx');
    expect(fromXlsx.errors).toEqual([]);
    expect(fromXlsx.counts).toMatchObject({ create: 0, change: 0, error: 0 });
  });

  it('saves, changes and deletes supplier profiles, and starts an import from one', async () => {
    const created = await catalog.api('POST', '/api/admin/import-profiles', {
      name: 'Hinnad',
      supplier: 'Tarnija OÜ',
      mapping: { Kood: 'code', Hind: 'price' },
      key: 'code',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { profile } = created.json() as { profile: { id: number } };
    const bad = await catalog.api('PUT', `/api/admin/import-profiles/${profile.id}`, {
      name: '',
      supplier: 'x',
      mapping: {},
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { name: ['Nimi on nõutud väli (kuni 100 märki).'] } });
    // The product the profile's file names (its price already 500).
    const seed = await start(csv([HEADER, 'IMP-2;Kuivati;Pesu ja kuivatus > Kuivatid;Bosch;500;700;B']), {
      mapping: guessed(HEADER),
    });
    await catalog.api('POST', `/api/admin/imports/${seed.id}/apply`);
    await t.app.imports.jobs.idle();
    const fromProfile = await start(csv(['Kood;Hind', 'IMP-2;500']), {
      profile_id: String(profile.id),
      options: JSON.stringify({ mode: 'prices' }),
    });
    expect(fromProfile.counts).toMatchObject({ unchanged: 1, error: 0 });
    expect((await catalog.api('DELETE', `/api/admin/import-profiles/${profile.id}`)).statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'import')
      .where('entity_id', '=', `profile-${profile.id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['import.profile_create', 'import.profile_delete']);
    expect((await catalog.api('DELETE', `/api/admin/import-profiles/${profile.id}`)).statusCode).toBe(404);
  });

  it('imports the sample supplier file cleanly with its demo profile, then hides what the supplier dropped', async () => {
    const profiles = (await catalog.api('GET', '/api/admin/import-profiles')).json() as {
      data: ImportProfile[];
    };
    const full = profiles.data.find((profile) => profile.name === 'Hinnakiri (kõik väljad)');
    expect(profiles.data).toHaveLength(2);
    if (full === undefined) throw new Error('no demo profile');
    const sample = readFileSync(
      new URL('../../../../../../docs/samples/tarnija-hinnakiri.csv', import.meta.url),
    );
    const options = JSON.stringify({ mode: 'all', supplier: full.supplier });
    const checked = await start(sample, { profile_id: String(full.id), options }, 'tarnija-hinnakiri.csv');
    expect(checked.errors).toEqual([]);
    expect(checked.counts).toEqual({ create: 6, change: 0, unchanged: 0, error: 0, hide: 0, pictures: 0 });
    await catalog.api('POST', `/api/admin/imports/${checked.id}/apply`);
    await t.app.imports.jobs.idle();
    expect((await current(checked.id)).status).toBe('done');
    expect(await product('TRN-1005')).toMatchObject({
      price_cents: 104900,
      retail_cents: 149900,
      supplier: full.supplier,
      supplier_code: 'NA-FR-60',
    });
    expect(await product('TRN-1002')).toMatchObject({
      campaign_price_cents: 57900,
      discount_start: '2026-01-01',
      discount_end: '2026-12-31',
    });

    // The next list lacks the last product: with hide_missing it is hidden, the rest left alone.
    const lines = sample.toString('utf8').split('\r\n');
    const shorter = Buffer.from(lines.filter((line) => !line.startsWith('TRN-1006')).join('\r\n'), 'utf8');
    const hiding = JSON.stringify({ mode: 'all', supplier: full.supplier, hide_missing: true });
    const second = await start(shorter, { profile_id: String(full.id), options: hiding });
    expect(second.counts).toEqual({ create: 0, change: 0, unchanged: 5, error: 0, hide: 1, pictures: 0 });
    await catalog.api('POST', `/api/admin/imports/${second.id}/apply`);
    await t.app.imports.jobs.idle();
    expect((await product('TRN-1006'))?.hidden).toBe(1);
    expect((await product('TRN-1005'))?.hidden).toBe(0);
  });
});
