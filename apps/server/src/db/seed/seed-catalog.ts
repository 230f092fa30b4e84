import { bumpCatalogVersion } from '../catalog-version.js';
import type { Db } from '../database.js';
import type { AttributeFilter } from '../schema.js';
import { ADD_ON_BRAND, ADD_ON_CATEGORY, ADD_ONS } from './catalog/add-ons.js';
import { ATTRIBUTES, type AttributeKey } from './catalog/attributes.js';
import { BRANDS } from './catalog/brands.js';
import { CATEGORY_TREE } from './catalog/categories.js';
import { generateCatalog, type GeneratedProduct } from './catalog/generate-catalog.js';

export const DEFAULT_SEED_PRODUCTS = 5000;

/**
 * How listings filter by each attribute: enumerations and measures with few distinct values by
 * value (checkboxes), measures that vary continuously by a min–max range.
 */
const ATTRIBUTE_FILTERS: Record<AttributeKey, AttributeFilter> = {
  energy: 'values',
  install: 'values',
  colour: 'values',
  noFrost: 'values',
  wifi: 'values',
  width: 'values',
  depth: 'values',
  capacityKg: 'values',
  spin: 'values',
  placeSettings: 'values',
  zones: 'values',
  warranty: 'values',
  height: 'range',
  volume: 'range',
  noise: 'range',
  airflow: 'range',
  power: 'range',
};

/** Rows per INSERT: well inside SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const PRODUCT_BATCH = 500;
const VALUE_BATCH = 5000;

export interface SeedCatalogOptions {
  products?: number;
  /** Campaign windows are placed around this day (default: today). */
  now?: Date;
}

async function insertBrands(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .insertInto('brands')
    .values(BRANDS.map((b, sort) => ({ slug: b.slug, name: b.name, group_name: b.group, sort })))
    .returning(['id', 'slug'])
    .execute();
  return new Map(rows.map((r) => [r.slug, r.id]));
}

async function insertCategories(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const tops = await db
    .insertInto('categories')
    .values(
      CATEGORY_TREE.map((c, sort) => ({
        parent_id: null,
        slug: c.slug,
        title: c.title,
        two_columns: c.twoColumns ? (1 as const) : (0 as const),
        sort,
      })),
    )
    .returning(['id', 'slug'])
    .execute();
  for (const row of tops) ids.set(row.slug, row.id);
  const children = CATEGORY_TREE.flatMap((c) =>
    c.children.map((leaf, sort) => ({
      parent_id: ids.get(c.slug) ?? null,
      slug: leaf.slug,
      title: leaf.title,
      two_columns: 0 as const,
      sort,
    })),
  );
  const leaves = await db.insertInto('categories').values(children).returning(['id', 'slug']).execute();
  for (const row of leaves) ids.set(row.slug, row.id);
  return ids;
}

async function insertAttributes(db: Db): Promise<Map<AttributeKey, number>> {
  const keys = Object.keys(ATTRIBUTES) as AttributeKey[];
  const rows = await db
    .insertInto('attributes')
    .values(
      keys.map((key, sort) => {
        const a = ATTRIBUTES[key];
        return {
          code: a.code,
          name: a.name,
          kind: a.kind,
          unit: a.unit,
          filter: ATTRIBUTE_FILTERS[key],
          sort,
        };
      }),
    )
    .returning(['id', 'code'])
    .execute();
  const idByCode = new Map(rows.map((r) => [r.code, r.id]));
  return new Map(keys.map((key) => [key, idByCode.get(ATTRIBUTES[key].code) ?? 0]));
}

function productRow(p: GeneratedProduct, brandId: number, categoryId: number, at: string) {
  return {
    category_id: categoryId,
    brand_id: brandId,
    code: p.code,
    title: p.title,
    url: p.url,
    description: p.description,
    filename: `products/${p.url}.png`,
    drawing: p.drawing,
    price_cents: p.priceCents,
    retail_cents: p.retailCents,
    campaign_price_cents: p.campaign?.priceCents ?? null,
    discount_start: p.campaign?.start ?? null,
    discount_end: p.campaign?.end ?? null,
    featured: p.featured ? (1 as const) : (0 as const),
    specs: JSON.stringify(p.specs),
    created_at: at,
    updated_at: at,
  };
}

/**
 * The add-ons of decision 020 after the generated catalogue (so its ids stay as they were): their
 * brand, their category, the products and which categories they fit.
 */
async function insertAddOns(db: Db, categoryIds: ReadonlyMap<string, number>, at: string): Promise<void> {
  const brand = await db
    .insertInto('brands')
    .values({ ...ADD_ON_BRAND, group_name: null, sort: BRANDS.length })
    .returning('id')
    .executeTakeFirstOrThrow();
  const top = await db
    .insertInto('categories')
    .values({
      parent_id: null,
      slug: ADD_ON_CATEGORY.slug,
      title: ADD_ON_CATEGORY.title,
      two_columns: 0,
      sort: CATEGORY_TREE.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const leaves = await db
    .insertInto('categories')
    .values(
      ADD_ON_CATEGORY.children.map((leaf, sort) => ({
        parent_id: top.id,
        slug: leaf.slug,
        title: leaf.title,
        two_columns: 0 as const,
        sort,
      })),
    )
    .returning(['id', 'slug'])
    .execute();
  const leafIds = new Map(leaves.map((row) => [row.slug, row.id]));
  const products = await db
    .insertInto('products')
    .values(
      ADD_ONS.map((addOn) => ({
        category_id: leafIds.get(addOn.leaf) ?? 0,
        brand_id: brand.id,
        code: addOn.code,
        title: addOn.title,
        url: addOn.url,
        description: addOn.description,
        filename: null,
        drawing: null,
        price_cents: addOn.priceCents,
        retail_cents: addOn.retailCents,
        campaign_price_cents: null,
        discount_start: null,
        discount_end: null,
        featured: 0 as const,
        specs: '[]',
        created_at: at,
        updated_at: at,
      })),
    )
    .returning(['id', 'code'])
    .execute();
  const idByCode = new Map(products.map((row) => [row.code, row.id]));
  await db
    .insertInto('category_add_ons')
    .values(
      ADD_ONS.flatMap((addOn, sort) =>
        addOn.fits.map((slug) => {
          const categoryId = categoryIds.get(slug);
          if (categoryId === undefined) throw new Error(`add-on ${addOn.code} fits unknown category ${slug}`);
          return { category_id: categoryId, product_id: idByCode.get(addOn.code) ?? 0, sort };
        }),
      ),
    )
    .execute();
}

/**
 * Inserts brands, categories, attributes and a generated catalogue of `products` products with
 * their attribute values, in batches (run it inside a transaction), then raises the catalogue
 * version. Expects the catalogue tables to be empty.
 */
export async function seedCatalog(db: Db, options: SeedCatalogOptions = {}): Promise<number> {
  const brandIds = await insertBrands(db);
  const categoryIds = await insertCategories(db);
  const attributeIds = await insertAttributes(db);
  const products = generateCatalog({ products: options.products ?? DEFAULT_SEED_PRODUCTS, now: options.now });
  const at = new Date().toISOString();

  let values: {
    product_id: number;
    attribute_id: number;
    value_text: string | null;
    value_num: number | null;
  }[] = [];
  const flushValues = async () => {
    if (values.length === 0) return;
    await db.insertInto('product_values').values(values).execute();
    values = [];
  };

  for (let start = 0; start < products.length; start += PRODUCT_BATCH) {
    const batch = products.slice(start, start + PRODUCT_BATCH);
    const inserted = await db
      .insertInto('products')
      .values(
        batch.map((p) => productRow(p, brandIds.get(p.brand) ?? 0, categoryIds.get(p.category) ?? 0, at)),
      )
      .returning(['id', 'code'])
      .execute();
    // Rows are matched by code: RETURNING does not promise the order of a multi-row insert.
    const idByCode = new Map(inserted.map((r) => [r.code, r.id]));
    for (const p of batch) {
      const productId = idByCode.get(p.code) ?? 0;
      for (const [key, value] of Object.entries(p.attributes) as [AttributeKey, string | number][]) {
        const numeric = ATTRIBUTES[key].kind === 'number';
        values.push({
          product_id: productId,
          attribute_id: attributeIds.get(key) ?? 0,
          value_text: numeric ? null : String(value),
          value_num: numeric ? Number(value) : null,
        });
      }
      if (values.length >= VALUE_BATCH) await flushValues();
    }
  }
  await flushValues();
  await insertAddOns(db, categoryIds, at);
  await bumpCatalogVersion(db);
  return products.length;
}
