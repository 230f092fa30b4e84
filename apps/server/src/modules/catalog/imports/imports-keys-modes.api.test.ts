import {
  IMPORT_MAPPING_KEY_MESSAGE,
  PRODUCT_CODE_TAKEN_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  type Import,
  type ImportProfile,
} from '@kodumasinad/contract/admin';
import { describe, expect, it } from 'vitest';
import { postForm } from '../../../test-support/multipart.js';
import {
  catalog,
  csv,
  current,
  guessed,
  HEADER,
  product,
  start,
  t,
  useImportApp,
} from '../../../test-support/supplier-imports.js';
import {
  NEW_PRODUCT_NEEDS_ALL_MESSAGE,
  REPEATED_KEY_MESSAGE,
  SUPPLIER_CODE_AMBIGUOUS_MESSAGE,
  SUPPLIER_CODE_MISSING_MESSAGE,
} from './import-check.js';
import { IMPORT_MISSING_COLUMN_MESSAGE } from './imports.service.js';

/**
 * Issue 24's import keys and apply modes over the API: a file keyed by the supplier's code kept
 * per product (which products it changes, creates or refuses, and the key's own errors), and the
 * "only listed fields" mode, which leaves the file's other mapped columns unread.
 */

useImportApp();

const SUPPLIER_KEY = 'Tarnija kood';

/** Applies a checked import and waits for it; its final state. */
async function apply(checked: Import): Promise<Import> {
  const response = await catalog.api('POST', `/api/admin/imports/${checked.id}/apply`);
  expect(response.statusCode, response.body).toBe(202);
  await t.app.imports.jobs.idle();
  const done = await current(checked.id);
  expect(done.status).toBe('done');
  return done;
}

const importCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('imports')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Products with supplier codes, made through a code-keyed import (two share one supplier code). */
async function seedSupplierProducts(): Promise<void> {
  const header = `${HEADER};${SUPPLIER_KEY}`;
  const seed = await start(
    csv([
      header,
      'SK-1;Masin A;Pesumasinad;Bosch;100;150;A;TAR-A',
      'SK-2;Masin B;Pesumasinad;Bosch;200;300;A;TAR-B',
      'SK-3;Masin C;Pesumasinad;Bosch;300;450;A;TAR-C',
      'SK-4;Masin D;Pesumasinad;Bosch;400;600;A;TAR-DUP',
      'SK-5;Masin E;Pesumasinad;Bosch;500;750;A;TAR-DUP',
    ]),
    { mapping: JSON.stringify({ ...JSON.parse(guessed(HEADER)), [SUPPLIER_KEY]: 'supplier_code' }) },
  );
  expect(seed.errors).toEqual([]);
  expect(seed.counts.create).toBe(5);
  await apply(seed);
  expect(await product('SK-4')).toMatchObject({ supplier_code: 'TAR-DUP' });
}

describe('an import keyed by the supplier code', () => {
  it('changes the products whose supplier code the rows name, and refuses repeated, empty, unknown and shared codes', async () => {
    await seedSupplierProducts();
    const mapping = JSON.stringify({
      [SUPPLIER_KEY]: 'supplier_code',
      Hind: 'price',
      Jaehind: 'retail_price',
    });
    const checked = await start(
      csv([
        `${SUPPLIER_KEY};Hind;Jaehind`,
        'TAR-B;250;300',
        'TAR-A;100;150',
        // SK-3 is a product's own code, not a supplier's: under this key it names nothing.
        'SK-3;999;999',
        'TAR-B;1;1',
        ';5;5',
        'TAR-DUP;5;5',
        'TAR-C;320;450',
      ]),
      { key: 'supplier_code', mapping, options: JSON.stringify({ mode: 'prices' }) },
    );
    expect(checked.status).toBe('checked');
    expect(checked.key).toBe('supplier_code');
    expect(checked.counts).toEqual({ create: 0, change: 2, unchanged: 1, error: 4, hide: 0, pictures: 0 });
    expect(checked.field_changes).toEqual({ price: 2 });
    expect(checked.errors).toEqual([
      { line: 4, column: SUPPLIER_KEY, message: PRODUCT_NOT_FOUND_MESSAGE },
      { line: 5, column: SUPPLIER_KEY, message: `${REPEATED_KEY_MESSAGE} 2.` },
      { line: 6, column: SUPPLIER_KEY, message: SUPPLIER_CODE_MISSING_MESSAGE },
      { line: 7, column: SUPPLIER_KEY, message: SUPPLIER_CODE_AMBIGUOUS_MESSAGE },
    ]);
    // The dry run changed nothing.
    expect((await product('SK-2'))?.price_cents).toBe(20000);

    const done = await apply(checked);
    expect(done.applied).toMatchObject({ change: 2, unchanged: 1, error: 4 });
    expect(await product('SK-1')).toMatchObject({ price_cents: 10000, retail_cents: 15000 });
    expect(await product('SK-2')).toMatchObject({ price_cents: 25000, retail_cents: 30000 });
    expect(await product('SK-3')).toMatchObject({ price_cents: 32000, retail_cents: 45000 });
    expect((await product('SK-4'))?.price_cents).toBe(40000);
    expect((await product('SK-5'))?.price_cents).toBe(50000);
  });

  it('creates products with their supplier code and renames a product by its code column, refusing a taken or repeated code', async () => {
    const before = await product('SK-1');
    const header = `${SUPPLIER_KEY};Kood;Nimetus;Kategooria;Kaubamärk;Hind;Jaehind`;
    const mapping = JSON.stringify({
      [SUPPLIER_KEY]: 'supplier_code',
      Kood: 'code',
      Nimetus: 'title',
      Kategooria: 'category',
      Kaubamärk: 'brand',
      Hind: 'price',
      Jaehind: 'retail_price',
    });
    const checked = await start(
      csv([
        header,
        'TAR-NEW;SK-NEW;Uus masin;Pesumasinad;Bosch;10;15',
        'TAR-A;SK-1A;Masin A;Pesumasinad;Bosch;100;150',
        'TAR-C;SK-2;Masin C;Pesumasinad;Bosch;320;450',
        'TAR-NEW2;SK-NEW;Teine uus masin;Pesumasinad;Bosch;10;15',
      ]),
      { key: 'supplier_code', mapping, options: JSON.stringify({ mode: 'all' }) },
    );
    expect(checked.counts).toEqual({ create: 1, change: 1, unchanged: 0, error: 2, hide: 0, pictures: 0 });
    expect(checked.field_changes).toEqual({ code: 1 });
    expect(checked.errors).toEqual([
      { line: 4, column: 'Kood', message: PRODUCT_CODE_TAKEN_MESSAGE },
      { line: 5, column: 'Kood', message: `${REPEATED_KEY_MESSAGE} 2.` },
    ]);

    await apply(checked);
    expect(await product('SK-NEW')).toMatchObject({
      supplier_code: 'TAR-NEW',
      title: 'Uus masin',
      price_cents: 1000,
    });
    // The same product, found by its supplier code, now has the new code.
    expect(await product('SK-1')).toBeUndefined();
    expect(await product('SK-1A')).toMatchObject({ id: before?.id, supplier_code: 'TAR-A' });
    expect(await product('SK-3')).toMatchObject({ supplier_code: 'TAR-C' });
    expect(await product('TAR-NEW2')).toBeUndefined();
  });

  it("refuses a file without the key column, stores nothing, and takes a saved profile's supplier key", async () => {
    const imports = await importCount();
    const file = csv(['Kood;Hind', 'SK-2;260']);
    // The mapping names no column as the supplier code.
    const unmapped = await postForm(
      catalog,
      '/api/admin/imports',
      { key: 'supplier_code', mapping: JSON.stringify({ Kood: 'code', Hind: 'price' }) },
      { data: file, filename: 'hinnad.csv' },
    );
    expect(unmapped.statusCode).toBe(422);
    expect(unmapped.json()).toMatchObject({ errors: { mapping: [IMPORT_MAPPING_KEY_MESSAGE] } });
    // The mapping names one, but the file has no such column.
    const absent = await postForm(
      catalog,
      '/api/admin/imports',
      { key: 'supplier_code', mapping: JSON.stringify({ [SUPPLIER_KEY]: 'supplier_code', Hind: 'price' }) },
      { data: file, filename: 'hinnad.csv' },
    );
    expect(absent.statusCode).toBe(422);
    expect(absent.json()).toEqual({
      message: expect.any(String),
      code: 'validation',
      errors: { mapping: [`${IMPORT_MISSING_COLUMN_MESSAGE} „${SUPPLIER_KEY}”.`] },
    });
    expect(await importCount()).toBe(imports);

    // The demo profile of a supplier's daily feed is keyed by the supplier code; no key is sent.
    const profiles = (await catalog.api('GET', '/api/admin/import-profiles')).json() as {
      data: ImportProfile[];
    };
    const feed = profiles.data.find((profile) => profile.key === 'supplier_code');
    if (feed === undefined) throw new Error('no profile keyed by the supplier code');
    const response = await postForm(
      catalog,
      '/api/admin/imports',
      { profile_id: String(feed.id), options: JSON.stringify({ mode: 'prices' }) },
      {
        data: csv(['Tarnija kood;Netohind;Soovitushind', 'TAR-B;260;300', 'SK-2;1;1']),
        filename: 'voog.csv',
      },
    );
    expect(response.statusCode, response.body).toBe(202);
    await t.app.imports.jobs.idle();
    const checked = await current((response.json() as { import: Import }).import.id);
    expect(checked.key).toBe('supplier_code');
    expect(checked.counts).toMatchObject({ change: 1, error: 1 });
    expect(checked.errors).toEqual([{ line: 3, column: SUPPLIER_KEY, message: PRODUCT_NOT_FOUND_MESSAGE }]);
    await apply(checked);
    expect((await product('SK-2'))?.price_cents).toBe(26000);
  });
});

describe('the "only listed fields" mode', () => {
  const listedValue = async (code: string) => {
    const row = await t.db
      .selectFrom('product_values')
      .innerJoin('attributes', 'attributes.id', 'product_values.attribute_id')
      .innerJoin('products', 'products.id', 'product_values.product_id')
      .select('product_values.value_text')
      .where('products.code', '=', code)
      .where('attributes.code', '=', 'energiaklass')
      .executeTakeFirst();
    return row?.value_text ?? null;
  };

  it('changes only the listed fields, leaving the other mapped columns unread', async () => {
    const seed = await start(
      csv([
        HEADER,
        'LST-1;Vana nimi;Pesumasinad;Bosch;100;150;A',
        'LST-2;Teine nimi;Pesumasinad;Bosch;200;300;A',
      ]),
      { mapping: guessed(HEADER) },
    );
    await apply(seed);
    const before = await product('LST-1');
    if (before === undefined) throw new Error('LST-1 was not created');

    const options = JSON.stringify({ mode: 'listed', fields: ['title', 'attr:energiaklass'] });
    const checked = await start(
      csv([
        HEADER,
        // Category, prices and brand differ from what is stored, but are not listed.
        'LST-1;Uus nimi;Pesu ja kuivatus > Kuivatid;Siemens;999;1999;B',
        // The unlisted cells would be errors if they were read (unknown brand, price not a number).
        'LST-2;Teine nimi;Puuduvad;Tundmatu;12,3x;abc;A',
        'LST-9;Uus toode;Pesumasinad;Bosch;100;150;A',
      ]),
      { mapping: guessed(HEADER), options },
    );
    expect(checked.options).toMatchObject({ mode: 'listed', fields: ['title', 'attr:energiaklass'] });
    expect(checked.counts).toEqual({ create: 0, change: 1, unchanged: 1, error: 1, hide: 0, pictures: 0 });
    expect(checked.field_changes).toEqual({ title: 1, 'attr:energiaklass': 1 });
    expect(checked.errors).toEqual([{ line: 4, column: 'Kood', message: NEW_PRODUCT_NEEDS_ALL_MESSAGE }]);

    await apply(checked);
    expect(await product('LST-1')).toMatchObject({
      id: before.id,
      title: 'Uus nimi',
      category_id: before.category_id,
      brand_id: before.brand_id,
      price_cents: 10000,
      retail_cents: 15000,
      url: before.url,
    });
    expect(await listedValue('LST-1')).toBe('B');
    expect(await product('LST-2')).toMatchObject({
      title: 'Teine nimi',
      price_cents: 20000,
      retail_cents: 30000,
    });
    expect(await listedValue('LST-2')).toBe('A');
    expect(await product('LST-9')).toBeUndefined();

    // The same file with everything mapped would change the other fields too (the mode is what held them).
    const all = await start(csv([HEADER, 'LST-1;Uus nimi;Pesu ja kuivatus > Kuivatid;Siemens;999;1999;B']), {
      mapping: guessed(HEADER),
      options: JSON.stringify({ mode: 'all' }),
    });
    expect(all.field_changes).toEqual({ category: 1, brand: 1, price: 1, retail_price: 1 });
  });
});
