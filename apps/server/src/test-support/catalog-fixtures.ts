import { bumpCatalogVersion } from '../db/catalog-version.js';
import type { Db } from '../db/database.js';
import { estonianDay } from '../platform/estonian-calendar.js';

/** Products with known prices, dates and attributes, for exact assertions in API tests. */
export interface TestProduct {
  code: string;
  title?: string;
  brand: string;
  category: string;
  price: number;
  retail?: number;
  campaign?: { price: number; start: string | null; end: string | null } | null;
  /** Attribute code → value ('A', 60). */
  attributes?: Record<string, string | number>;
  featured?: boolean;
}

const AT = '2025-01-06T08:00:00.000Z';

/** The Estonian calendar day `days` from today, yyyy-mm-dd. */
export function dayFromToday(days: number): string {
  return estonianDay(new Date(Date.now() + days * 86_400_000));
}

export function slugOf(code: string): string {
  return `test-${code.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/** Adds a category (under `parent`, a slug) and returns its id. */
export async function insertCategory(db: Db, slug: string, title: string, parent: string | null = null) {
  const parentRow =
    parent === null
      ? undefined
      : await db.selectFrom('categories').select('id').where('slug', '=', parent).executeTakeFirstOrThrow();
  const row = await db
    .insertInto('categories')
    .values({ parent_id: parentRow?.id ?? null, slug, title, two_columns: 0, sort: 100 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Inserts the products with their attribute values and raises the catalogue version; returns
 * code → id. Call it before the test file's first catalogue request (the app's index then
 * builds with them) or await a rebuild.
 */
export async function insertProducts(db: Db, products: TestProduct[]): Promise<Map<string, number>> {
  const brands = new Map(
    (await db.selectFrom('brands').select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]),
  );
  const categories = new Map(
    (await db.selectFrom('categories').select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]),
  );
  const attributes = await db.selectFrom('attributes').select(['id', 'code', 'kind']).execute();
  const ids = new Map<string, number>();
  for (const p of products) {
    const url = slugOf(p.code);
    const row = await db
      .insertInto('products')
      .values({
        category_id: categories.get(p.category) ?? 0,
        brand_id: brands.get(p.brand) ?? 0,
        code: p.code,
        title: p.title ?? `Testtoode ${p.code}`,
        url,
        description: `Testtoote ${p.code} kirjeldus.`,
        filename: `products/${url}.png`,
        drawing: 'washer',
        price_cents: p.price,
        retail_cents: p.retail ?? Math.round(p.price * 1.3),
        campaign_price_cents: p.campaign?.price ?? null,
        discount_start: p.campaign?.start ?? null,
        discount_end: p.campaign?.end ?? null,
        featured: p.featured ? 1 : 0,
        specs: JSON.stringify([
          { name: 'Mudel', value: p.code },
          ...Object.entries(p.attributes ?? {}).map(([name, value]) => ({ name, value: String(value) })),
        ]),
        created_at: AT,
        updated_at: AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(p.code, row.id);
    for (const [code, value] of Object.entries(p.attributes ?? {})) {
      const attribute = attributes.find((a) => a.code === code);
      if (attribute === undefined) throw new Error(`unknown attribute ${code}`);
      const numeric = attribute.kind === 'number';
      await db
        .insertInto('product_values')
        .values({
          product_id: row.id,
          attribute_id: attribute.id,
          value_text: numeric ? null : String(value),
          value_num: numeric ? Number(value) : null,
        })
        .execute();
    }
  }
  await bumpCatalogVersion(db);
  return ids;
}
