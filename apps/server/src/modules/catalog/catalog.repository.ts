import { readCatalogChanges, readCatalogStamp, readCatalogVersion } from '../../db/catalog-version.js';
import type { Db } from '../../db/database.js';
import { nextTurn } from '../../platform/event-loop.js';
import type { PriceRow } from './engine/snapshot-patch.js';

/** Prices read per statement: a millisecond or two of SQLite's synchronous work. */
const PRICES_PER_QUERY = 500;

/**
 * What buyers see of the catalogue: products not hidden, in a category that is not hidden and
 * whose parent is not hidden (a hidden category takes its products with it). Hidden products are
 * left out of the in-memory index altogether, so every buyer call built on it (listings, facets,
 * search, product pages, links, compare, cart, quick order, offers) treats them as unknown, while
 * orders, invoices and offers keep their own copies of the rows they hold.
 */
const visible = (db: Db) =>
  db
    .selectFrom('products')
    .where('products.hidden', '=', 0)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('categories as c')
            .leftJoin('categories as parent', 'parent.id', 'c.parent_id')
            .select('c.id')
            .whereRef('c.id', '=', 'products.category_id')
            .where((inner) => inner.or([inner('c.hidden', '=', 1), inner('parent.hidden', '=', 1)])),
        ),
      ),
    );

/** SQL of the catalogue: loading the in-memory index, product details and recently viewed. */
export class CatalogRepository {
  constructor(private readonly db: Db) {}

  version(): Promise<number> {
    return readCatalogVersion(this.db);
  }

  /** The version and when it was raised (the on-disk index's check, decision 085). */
  stamp(): Promise<{ version: number; updatedAt: string }> {
    return readCatalogStamp(this.db);
  }

  /** What each version after `after` up to `upTo` changed; null when one is not recorded (decision 092). */
  changes(after: number, upTo: number) {
    return readCatalogChanges(this.db, after, upTo);
  }

  /**
   * The stored prices of these products, hidden or not (the index skips the ones it lacks); a
   * turn of the event loop between statements, so buyers wait for one statement at most.
   */
  async prices(ids: readonly number[]): Promise<PriceRow[]> {
    const rows: PriceRow[] = [];
    for (let start = 0; start < ids.length; start += PRICES_PER_QUERY) {
      if (start > 0) await nextTurn();
      const chunk = await this.db
        .selectFrom('products')
        .select([
          'id',
          'price_cents',
          'retail_cents',
          'campaign_price_cents',
          'discount_start',
          'discount_end',
        ])
        .where('id', 'in', ids.slice(start, start + PRICES_PER_QUERY))
        .execute();
      for (const row of chunk)
        rows.push({
          id: Number(row.id),
          price_cents: Number(row.price_cents),
          retail_cents: Number(row.retail_cents),
          campaign_price_cents: row.campaign_price_cents === null ? null : Number(row.campaign_price_cents),
          discount_start: row.discount_start,
          discount_end: row.discount_end,
        });
    }
    return rows;
  }

  brands() {
    return this.db
      .selectFrom('brands')
      .select(['id', 'slug', 'name', 'group_name'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  categories() {
    return this.db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'slug', 'title', 'two_columns', 'sort', 'hidden'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  /** Which attributes each category's filters offer, in order (by attribute code). */
  categoryFilters() {
    return this.db
      .selectFrom('category_attributes')
      .innerJoin('attributes', 'attributes.id', 'category_attributes.attribute_id')
      .select(['category_attributes.category_id', 'attributes.code'])
      .orderBy('category_attributes.category_id')
      .orderBy('category_attributes.sort')
      .execute();
  }

  attributes() {
    return this.db
      .selectFrom('attributes')
      .select(['id', 'code', 'name', 'kind', 'unit', 'filter'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  discounts() {
    return this.db
      .selectFrom('client_discounts')
      .select(['b2b_client_id', 'brand_id', 'category_id', 'percent'])
      .orderBy('id')
      .execute();
  }

  async productCount(): Promise<number> {
    const row = await visible(this.db)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Visible products after `afterId` in id order, the columns the listing index keeps. */
  productChunk(afterId: number, limit: number) {
    return visible(this.db)
      .select([
        'products.id',
        'products.category_id',
        'products.brand_id',
        'products.code',
        'products.title',
        'products.url',
        'products.filename',
        'products.price_cents',
        'products.retail_cents',
        'products.campaign_price_cents',
        'products.discount_start',
        'products.discount_end',
        'products.featured',
      ])
      .where('products.id', '>', afterId)
      .orderBy('products.id')
      .limit(limit)
      .execute();
  }

  /**
   * The distinct stored values of the attributes that listings filter by value, of visible
   * products (a value only hidden products have offers no filter).
   */
  distinctValues() {
    return this.db
      .selectFrom('product_values')
      .innerJoin('attributes', 'attributes.id', 'product_values.attribute_id')
      .select(['product_values.attribute_id', 'product_values.value_text', 'product_values.value_num'])
      .where('attributes.filter', '=', 'values')
      .where('product_values.product_id', 'in', visible(this.db).select('products.id'))
      .groupBy(['product_values.attribute_id', 'product_values.value_text', 'product_values.value_num'])
      .execute();
  }

  /**
   * The products having one value, ascending. Loading values this way (ids only, per value)
   * keeps the rows small: the catalogue's million values never exist as row objects with strings.
   */
  async productsWithValue(attributeId: number, text: string | null, num: number | null): Promise<Int32Array> {
    let query = this.db
      .selectFrom('product_values')
      .select('product_id')
      .where('attribute_id', '=', attributeId);
    query = text === null ? query.where('value_text', 'is', null) : query.where('value_text', '=', text);
    query = num === null ? query.where('value_num', 'is', null) : query.where('value_num', '=', num);
    const rows = await query.orderBy('product_id').execute();
    return Int32Array.from(rows, (row) => row.product_id);
  }

  /** A number attribute's values, for range filters. */
  numbers(attributeId: number) {
    return this.db
      .selectFrom('product_values')
      .select(['product_id', 'value_num'])
      .where('attribute_id', '=', attributeId)
      .where('value_num', 'is not', null)
      .execute();
  }

  async categorySlugs(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('categories')
      .select('slug')
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.slug);
  }

  /** The columns of product pages that the listing index does not keep. */
  productTexts(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('products')
      .select(['id', 'description', 'specs'])
      .where('id', 'in', ids)
      .execute();
  }

  /** What the image pipeline needs to draw a product's picture, by any of its possible paths. */
  drawingByFilename(filenames: readonly string[]) {
    return this.db
      .selectFrom('products')
      .innerJoin('brands', 'brands.id', 'products.brand_id')
      .leftJoin('attributes', (join) => join.on('attributes.code', '=', 'varvus'))
      .leftJoin('product_values', (join) =>
        join
          .onRef('product_values.product_id', '=', 'products.id')
          .onRef('product_values.attribute_id', '=', 'attributes.id'),
      )
      .select([
        'products.filename',
        'products.drawing',
        'products.code',
        'brands.name as brand',
        'product_values.value_text as colour',
      ])
      .where('products.filename', 'in', filenames)
      .orderBy('products.id')
      .executeTakeFirst();
  }

  /** The add-ons that fit products of these categories (decision 020), each once, in their order. */
  async addOnIds(categoryIds: readonly number[]): Promise<number[]> {
    if (categoryIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('category_add_ons')
      .select(['product_id', 'sort'])
      .where('category_id', 'in', categoryIds)
      .orderBy('sort')
      .orderBy('product_id')
      .execute();
    return [...new Set(rows.map((row) => row.product_id))];
  }

  /** The product an old address (a slug it had before) belongs to (product_redirects). */
  async redirectedProductId(oldUrl: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('product_redirects')
      .select('product_id')
      .where('old_url', '=', oldUrl)
      .executeTakeFirst();
    return row?.product_id;
  }

  /** A product's hand-picked links (related, similar, add-ons), each kind in its sort order. */
  handPickedLinks(productId: number) {
    return this.db
      .selectFrom('product_links')
      .select(['kind', 'linked_id'])
      .where('product_id', '=', productId)
      .orderBy('sort')
      .orderBy('linked_id')
      .execute();
  }

  /** Hand-picked add-ons of these products, by product, in their sort order. */
  async handPickedAddOns(productIds: readonly number[]): Promise<Map<number, number[]>> {
    const result = new Map<number, number[]>();
    if (productIds.length === 0) return result;
    const rows = await this.db
      .selectFrom('product_links')
      .select(['product_id', 'linked_id'])
      .where('product_id', 'in', productIds)
      .where('kind', '=', 'add_on')
      .orderBy('product_id')
      .orderBy('sort')
      .orderBy('linked_id')
      .execute();
    for (const row of rows)
      result.set(row.product_id, [...(result.get(row.product_id) ?? []), row.linked_id]);
    return result;
  }

  async isCompared(userId: number, productId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('compares')
      .select('product_id')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Remembers the view: one row per user and product, with the latest time. */
  async recordView(userId: number, productId: number, at: string): Promise<void> {
    await this.db
      .insertInto('recent_views')
      .values({ user_id: userId, product_id: productId, viewed_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'product_id']).doUpdateSet({ viewed_at: at }))
      .execute();
  }

  /** Forgets the user's views from before the recency window. */
  async forgetViews(userId: number, before: string): Promise<void> {
    await this.db
      .deleteFrom('recent_views')
      .where('user_id', '=', userId)
      .where('viewed_at', '<', before)
      .execute();
  }

  async recentProductIds(userId: number, since: string, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('recent_views')
      .select('product_id')
      .where('user_id', '=', userId)
      .where('viewed_at', '>=', since)
      .orderBy('viewed_at', 'desc')
      .orderBy('product_id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.product_id);
  }
}
