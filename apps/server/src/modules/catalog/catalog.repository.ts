import { readCatalogVersion } from '../../db/catalog-version.js';
import type { Db } from '../../db/database.js';

/** SQL of the catalogue: loading the in-memory index, product details and recently viewed. */
export class CatalogRepository {
  constructor(private readonly db: Db) {}

  version(): Promise<number> {
    return readCatalogVersion(this.db);
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
    const row = await this.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Products after `afterId` in id order, the columns the listing index keeps. */
  productChunk(afterId: number, limit: number) {
    return this.db
      .selectFrom('products')
      .select([
        'id',
        'category_id',
        'brand_id',
        'code',
        'title',
        'url',
        'filename',
        'price_cents',
        'retail_cents',
        'campaign_price_cents',
        'discount_start',
        'discount_end',
        'featured',
      ])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** The distinct stored values of the attributes that listings filter by value. */
  distinctValues() {
    return this.db
      .selectFrom('product_values')
      .innerJoin('attributes', 'attributes.id', 'product_values.attribute_id')
      .select(['product_values.attribute_id', 'product_values.value_text', 'product_values.value_num'])
      .where('attributes.filter', '=', 'values')
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
