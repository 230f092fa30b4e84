import {
  PRODUCT_CODE_TAKEN_MESSAGE,
  PRODUCT_URL_TAKEN_MESSAGE,
  ProductFieldsInputSchema,
  type ProductFieldsInput,
} from '@kodumasinad/contract/admin';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueViolationColumns } from '../../db/unique-violation.js';
import { AppError } from '../../platform/errors.js';
import { createStaff } from '../../test-support/staff-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { recordCatalogAudit } from './index.js';
import { ProductEditingService } from './product-editing.service.js';

/**
 * Decision 090: a save that passed the pre-check but lost a race (a parallel save took the code or
 * the address before the commit) is refused on the field that clashed, on both databases. The race
 * is staged by a trigger that inserts the "parallel" product just before the save's own insert.
 */
let t: TestApp;
let service: ProductEditingService;
let fields: ProductFieldsInput;
let staff: { id: number };

const errorOf = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
};

/** Before inserting code RACE-URL (or url race-code), a parallel save takes that address (or code). */
async function stageRace(): Promise<void> {
  const parallel = (code: string, url: string) =>
    `INSERT INTO products (category_id, brand_id, code, title, url, price_cents, retail_cents, created_at, updated_at)
     VALUES (NEW.category_id, NEW.brand_id, ${code}, NEW.title, ${url}, NEW.price_cents, NEW.retail_cents, NEW.created_at, NEW.updated_at);`;
  if (t.config.database.kind === 'sqlite') {
    await sql
      .raw(
        `CREATE TRIGGER race_url BEFORE INSERT ON products WHEN NEW.code = 'RACE-URL' BEGIN
           ${parallel("'RACE-URL-PARALLEL'", 'NEW.url')} END`,
      )
      .execute(t.db);
    await sql
      .raw(
        `CREATE TRIGGER race_code BEFORE INSERT ON products WHEN NEW.url = 'race-code' BEGIN
           ${parallel('NEW.code', "'race-code-parallel'")} END`,
      )
      .execute(t.db);
    return;
  }
  await sql
    .raw(
      `CREATE FUNCTION race_insert() RETURNS trigger AS $$ BEGIN
         IF NEW.code = 'RACE-URL' THEN ${parallel("'RACE-URL-PARALLEL'", 'NEW.url')}
         ELSIF NEW.url = 'race-code' THEN ${parallel('NEW.code', "'race-code-parallel'")}
         END IF;
         RETURN NEW;
       END $$ LANGUAGE plpgsql`,
    )
    .execute(t.db);
  await sql
    .raw('CREATE TRIGGER race BEFORE INSERT ON products FOR EACH ROW EXECUTE FUNCTION race_insert()')
    .execute(t.db);
}

beforeAll(async () => {
  t = await createTestApp();
  service = new ProductEditingService({ db: t.db, audit: recordCatalogAudit });
  const categories = await t.db.selectFrom('categories').select(['id', 'parent_id']).execute();
  const parents = new Set(categories.map((c) => c.parent_id));
  const leaf = categories.find((c) => c.parent_id !== null && !parents.has(c.id));
  const brand = await t.db.selectFrom('brands').select('id').executeTakeFirstOrThrow();
  fields = ProductFieldsInputSchema.parse({
    title: 'Võidujooks',
    url: 'voidujooks',
    category_id: leaf?.id,
    brand_id: brand.id,
    price: 10000,
    retail_price: 15500,
  });
  staff = { id: (await createStaff(t, 'catalog')).id };
  await stageRace();
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('a unique violation names its column on this database', () => {
  it('reads products.code, products.url and categories.slug from the error', async () => {
    const product = await t.db
      .selectFrom('products')
      .select(['code', 'url', 'category_id', 'brand_id'])
      .executeTakeFirstOrThrow();
    const row = {
      ...product,
      title: 'Kordus',
      description: '',
      featured: 0 as const,
      specs: '[]',
      price_cents: 1,
      retail_cents: 1,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    };
    const sameCode = await errorOf(
      t.db
        .insertInto('products')
        .values({ ...row, url: 'kordus-uus' })
        .execute(),
    );
    expect(uniqueViolationColumns(sameCode)).toEqual(['code']);
    const sameUrl = await errorOf(
      t.db
        .insertInto('products')
        .values({ ...row, code: 'KORDUS-UUS' })
        .execute(),
    );
    expect(uniqueViolationColumns(sameUrl)).toEqual(['url']);
    const category = await t.db.selectFrom('categories').select('slug').executeTakeFirstOrThrow();
    const sameSlug = await errorOf(
      t.db
        .insertInto('categories')
        .values({ slug: category.slug, title: 'Kordus', sort: 0, two_columns: 0 })
        .execute(),
    );
    expect(uniqueViolationColumns(sameSlug)).toEqual(['slug']);
    expect(uniqueViolationColumns(new Error('other'))).toEqual([]);
  });
});

describe('a save that lost the race', () => {
  it('is refused on url when the parallel save took the address', async () => {
    const error = await errorOf(service.saveByCode('RACE-URL', { ...fields, url: 'race-url' }, staff));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).errors).toEqual({ url: [PRODUCT_URL_TAKEN_MESSAGE] });
  });

  it('is refused on code when the parallel save took the code', async () => {
    const error = await errorOf(service.saveByCode('RACE-CODE', { ...fields, url: 'race-code' }, staff));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).errors).toEqual({ code: [PRODUCT_CODE_TAKEN_MESSAGE] });
    // Neither the save nor the staged parallel insert stayed.
    const left = await t.db.selectFrom('products').select('id').where('code', 'like', 'RACE-%').execute();
    expect(left).toEqual([]);
  });
});
