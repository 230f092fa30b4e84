import type { ImportKey } from '@kodumasinad/contract/admin';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { AttributeInfo } from './import-fields.js';
import { foldPath, PATH_SEPARATOR } from './import-check.js';
import type { ImportCatalog, ImportLookups, ProductColumns, RowPlan, StoredProduct } from './import-plan.js';

/**
 * The imports' bulk reads and writes of the catalogue's product tables (`products`,
 * `product_values`, `product_redirects`), the one writer of those tables besides
 * products.repository.ts (docs/architecture.md, table ownership): a batch of row plans is written
 * inside the caller's transaction, inserts a few hundred rows per statement.
 */

const INSERT_CHUNK = 200;
const QUERY_CHUNK = 500;
const UPDATE_CHUNK = 200;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function parseChoices(text: string | null): string[] | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value.map(String) : null;
  } catch {
    return null;
  }
}

/**
 * The changed products' columns, one statement per group of rows changing the same columns
 * (decision 089): UPDATE ... FROM a VALUES table of the ids and new values, each cast to its
 * column's type. A row at a time cost PostgreSQL a round trip per product.
 */
async function updateChanged(trx: Db, changes: { id: number; columns: ProductColumns }[], now: string) {
  const groups = new Map<string, { id: number; columns: ProductColumns }[]>();
  for (const change of changes) {
    const key = Object.keys(change.columns).sort().join(',');
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  for (const [key, group] of groups) {
    const columns = key === '' ? [] : (key.split(',') as (keyof ProductColumns)[]);
    if (columns.length === 0) {
      for (const part of chunks(group, QUERY_CHUNK))
        await trx
          .updateTable('products')
          .set({ updated_at: now })
          .where(
            'id',
            'in',
            part.map((change) => change.id),
          )
          .execute();
      continue;
    }
    for (const part of chunks(group, UPDATE_CHUNK)) {
      const rows = part.map(
        (change) =>
          sql`(${sql.join([
            sql`CAST(${change.id} AS bigint)`,
            ...columns.map((column) => typed(column, change.columns[column] ?? null)),
          ])})`,
      );
      // VALUES names its columns column1, column2, … in both databases.
      await sql`UPDATE products SET ${sql.join(
        columns.map((column, i) => sql`${sql.ref(column)} = ${sql.ref(`v.column${i + 2}`)}`),
      )}, updated_at = ${now}
        FROM (VALUES ${sql.join(rows)}) AS v
        WHERE products.id = v.column1`.execute(trx);
    }
  }
}

const TEXT_COLUMNS = new Set<keyof ProductColumns>([
  'code',
  'supplier_code',
  'title',
  'url',
  'description',
  'discount_start',
  'discount_end',
  'supplier',
]);

/** A parameter cast to its column's type, so that neither database has to guess it. */
const typed = (column: keyof ProductColumns, value: string | number | null) =>
  TEXT_COLUMNS.has(column) ? sql`CAST(${value} AS text)` : sql`CAST(${value} AS bigint)`;

export class ImportWritesRepository implements ImportLookups {
  constructor(private readonly db: Db) {}

  async attributes(): Promise<AttributeInfo[]> {
    const rows = await this.db
      .selectFrom('attributes')
      .select(['id', 'code', 'name', 'kind', 'unit', 'choices'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ ...row, choices: parseChoices(row.choices) }));
  }

  /** The categories by title and path, the brands by name, the attributes by code. */
  async catalog(): Promise<ImportCatalog & { pathOf: Map<number, string>; brandName: Map<number, string> }> {
    const categories = await this.db.selectFrom('categories').select(['id', 'parent_id', 'title']).execute();
    const byId = new Map(categories.map((category) => [category.id, category]));
    const pathOf = new Map<number, string>();
    const path = (id: number): string => {
      const known = pathOf.get(id);
      if (known !== undefined) return known;
      const category = byId.get(id);
      if (category === undefined) return '';
      const parent = category.parent_id === null ? '' : path(category.parent_id);
      const text = parent === '' ? category.title : `${parent}${PATH_SEPARATOR}${category.title}`;
      pathOf.set(id, text);
      return text;
    };
    const names = new Map<string, number[]>();
    const add = (name: string, id: number) => {
      const key = foldPath(name);
      const ids = names.get(key) ?? [];
      if (!ids.includes(id)) names.set(key, [...ids, id]);
    };
    for (const category of categories) {
      add(category.title, category.id);
      add(path(category.id), category.id);
    }
    // A full path names one category even when a bare title is shared.
    for (const category of categories) names.set(foldPath(path(category.id)), [category.id]);
    const parents = new Set(
      categories.flatMap((category) => (category.parent_id === null ? [] : [category.parent_id])),
    );
    const brands = await this.db.selectFrom('brands').select(['id', 'name']).execute();
    const attributes = await this.attributes();
    return {
      categories: names,
      parents,
      brands: new Map(
        brands.map((brand) => [brand.name.trim().toLowerCase().replace(/\s+/g, ' '), brand.id]),
      ),
      attributes: new Map(attributes.map((attribute) => [attribute.code, attribute])),
      pathOf,
      brandName: new Map(brands.map((brand) => [brand.id, brand.name])),
    };
  }

  async byKey(key: ImportKey, values: string[]): Promise<StoredProduct[]> {
    const found: StoredProduct[] = [];
    for (const part of chunks(values, QUERY_CHUNK)) {
      const rows = await this.db
        .selectFrom('products')
        .select([
          'id',
          'code',
          'supplier_code',
          'title',
          'url',
          'category_id',
          'brand_id',
          'description',
          'price_cents',
          'retail_cents',
          'campaign_price_cents',
          'discount_start',
          'discount_end',
          'featured',
          'hidden',
          'supplier',
        ])
        .where(key, 'in', part)
        .execute();
      const values = new Map<number, Map<number, string | number>>();
      for (const ids of chunks(
        rows.map((row) => row.id),
        QUERY_CHUNK,
      )) {
        if (ids.length === 0) continue;
        const stored = await this.db
          .selectFrom('product_values')
          .select(['product_id', 'attribute_id', 'value_text', 'value_num'])
          .where('product_id', 'in', ids)
          .execute();
        for (const value of stored) {
          const map = values.get(value.product_id) ?? new Map<number, string | number>();
          map.set(value.attribute_id, value.value_num ?? value.value_text ?? '');
          values.set(value.product_id, map);
        }
      }
      for (const row of rows)
        found.push({
          id: row.id,
          code: row.code,
          supplier_code: row.supplier_code,
          title: row.title,
          url: row.url,
          category_id: row.category_id,
          brand_id: row.brand_id,
          description: row.description,
          price: Number(row.price_cents),
          retail_price: Number(row.retail_cents),
          campaign_price: row.campaign_price_cents === null ? null : Number(row.campaign_price_cents),
          discount_start: row.discount_start,
          discount_end: row.discount_end,
          featured: row.featured === 1,
          hidden: row.hidden === 1,
          supplier: row.supplier,
          values: values.get(row.id) ?? new Map(),
        });
    }
    return found;
  }

  async byCodes(codes: string[]): Promise<{ id: number; code: string }[]> {
    const found: { id: number; code: string }[] = [];
    for (const part of chunks(codes, QUERY_CHUNK))
      found.push(
        ...(await this.db.selectFrom('products').select(['id', 'code']).where('code', 'in', part).execute()),
      );
    return found;
  }

  async takenUrls(urls: string[]): Promise<{ url: string; product_id: number | null }[]> {
    const taken: { url: string; product_id: number | null }[] = [];
    for (const part of chunks(urls, QUERY_CHUNK)) {
      const products = await this.db
        .selectFrom('products')
        .select(['url', 'id'])
        .where('url', 'in', part)
        .execute();
      taken.push(...products.map((row) => ({ url: row.url, product_id: row.id })));
      const categories = await this.db
        .selectFrom('categories')
        .select('slug')
        .where('slug', 'in', part)
        .execute();
      taken.push(...categories.map((row) => ({ url: row.slug, product_id: null })));
      const pages = await this.db.selectFrom('pages').select('slug').where('slug', 'in', part).execute();
      taken.push(...pages.flatMap((row) => (row.slug === null ? [] : [{ url: row.slug, product_id: null }])));
    }
    return taken;
  }

  /** Writes a batch's creates and changes inside `trx`; the ids of the products written. */
  async writePlans(trx: Db, plans: RowPlan[], attributes: Map<number, AttributeInfo>): Promise<void> {
    const now = new Date().toISOString();
    const creates = plans.filter(
      (plan): plan is Extract<RowPlan, { columns: ProductColumns }> => plan.kind === 'create',
    );
    const ids = new Map<string, number>();
    for (const part of chunks(creates, INSERT_CHUNK)) {
      const rows = await trx
        .insertInto('products')
        .values(
          part.map((plan) => {
            const c = plan.columns as Required<ProductColumns>;
            return {
              category_id: c.category_id,
              brand_id: c.brand_id,
              code: c.code,
              title: c.title,
              url: c.url,
              description: c.description,
              filename: null,
              drawing: null,
              price_cents: c.price_cents,
              retail_cents: c.retail_cents,
              campaign_price_cents: c.campaign_price_cents,
              discount_start: c.discount_start,
              discount_end: c.discount_end,
              featured: c.featured,
              specs: '[]',
              created_at: now,
              updated_at: now,
              hidden: c.hidden,
              supplier_code: c.supplier_code,
              supplier: c.supplier,
            };
          }),
        )
        .returning(['id', 'code'])
        .execute();
      for (const row of rows) ids.set(row.code, row.id);
    }
    const values: {
      product_id: number;
      attribute_id: number;
      value: string | number | null;
      fresh: boolean;
    }[] = [];
    for (const plan of plans) {
      if (plan.kind !== 'create' && plan.kind !== 'change') continue;
      const id = plan.id ?? ids.get(plan.columns.code as string);
      if (id === undefined) throw new Error(`import: no id for line ${plan.line}`);
      if (plan.kind === 'change') {
        if (plan.oldUrl !== null && plan.columns.url !== undefined) {
          await trx.deleteFrom('product_redirects').where('old_url', '=', plan.columns.url).execute();
          await trx
            .insertInto('product_redirects')
            .values({ old_url: plan.oldUrl, product_id: id, created_at: now })
            .onConflict((oc) => oc.column('old_url').doUpdateSet({ product_id: id, created_at: now }))
            .execute();
        }
      }
      for (const [attribute_id, value] of plan.values)
        values.push({ product_id: id, attribute_id, value, fresh: plan.kind === 'create' });
    }
    await updateChanged(
      trx,
      plans.flatMap((plan) =>
        plan.kind === 'change' && plan.id !== null && plan.id !== undefined
          ? [{ id: plan.id, columns: plan.columns }]
          : [],
      ),
      now,
    );
    const replaced = new Map<number, number[]>();
    for (const value of values)
      if (!value.fresh)
        replaced.set(value.attribute_id, [...(replaced.get(value.attribute_id) ?? []), value.product_id]);
    for (const [attribute_id, products] of replaced)
      for (const part of chunks(products, QUERY_CHUNK))
        await trx
          .deleteFrom('product_values')
          .where('attribute_id', '=', attribute_id)
          .where('product_id', 'in', part)
          .execute();
    const inserts = values.filter((value) => value.value !== null);
    for (const part of chunks(inserts, INSERT_CHUNK)) {
      await trx
        .insertInto('product_values')
        .values(
          part.map((value) => {
            const number = attributes.get(value.attribute_id)?.kind === 'number';
            return {
              product_id: value.product_id,
              attribute_id: value.attribute_id,
              value_text: number ? null : String(value.value),
              value_num: number ? Number(value.value) : null,
            };
          }),
        )
        .execute();
    }
  }

  /** The supplier's visible products and their keys (for hiding the ones missing from a file). */
  async supplierProducts(supplier: string, key: ImportKey): Promise<{ id: number; key: string | null }[]> {
    const rows = await this.db
      .selectFrom('products')
      .select(['id', 'code', 'supplier_code'])
      .where('supplier', '=', supplier)
      .where('hidden', '=', 0)
      .execute();
    return rows.map((row) => ({ id: row.id, key: key === 'code' ? row.code : row.supplier_code }));
  }

  async hide(trx: Db, ids: number[]): Promise<void> {
    const now = new Date().toISOString();
    for (const part of chunks(ids, QUERY_CHUNK))
      await trx.updateTable('products').set({ hidden: 1, updated_at: now }).where('id', 'in', part).execute();
  }
}
