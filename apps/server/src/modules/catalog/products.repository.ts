import type { AdminProductsQuery } from '@kodumasinad/contract/admin';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ProductLinkKind, ProductsTable } from '../../db/schema.js';
import { anyContainsFolded } from '../../db/text-search.js';
import { dayStartUtc } from '../../platform/estonian-calendar.js';

export type ProductRow = Selectable<ProductsTable>;
/** The stored columns a product editor writes (id, timestamps and pictures aside). */
export type ProductColumns = Omit<
  Insertable<ProductsTable>,
  'id' | 'created_at' | 'updated_at' | 'filename' | 'drawing'
>;
export interface StoredValue {
  attribute_id: number;
  value_text: string | null;
  value_num: number | null;
}
export interface StoredLink {
  kind: ProductLinkKind;
  linked_id: number;
}

/** The staff list's filters (the paging and sort aside). */
export type ProductListFilters = Pick<
  AdminProductsQuery,
  'q' | 'category' | 'brand' | 'hidden' | 'no_picture' | 'no_price' | 'campaign' | 'changed_since'
>;

const LINK_KINDS: readonly ProductLinkKind[] = ['add_on', 'related', 'similar'];

/**
 * The products as staff manage them (issue 24): the only writer of `products`, `product_values`,
 * `product_links` and `product_redirects` outside the bulk import. The staff list is plain SQL
 * over the indexed columns (decision 077), so it shows hidden products too.
 */
export class ProductsRepository {
  constructor(private readonly db: Db) {}

  byId(id: number): Promise<ProductRow | undefined> {
    return this.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byCode(code: string): Promise<ProductRow | undefined> {
    return this.db.selectFrom('products').selectAll().where('code', '=', code).executeTakeFirst();
  }

  values(productId: number): Promise<StoredValue[]> {
    return this.db
      .selectFrom('product_values')
      .select(['attribute_id', 'value_text', 'value_num'])
      .where('product_id', '=', productId)
      .orderBy('attribute_id')
      .execute();
  }

  links(productId: number): Promise<StoredLink[]> {
    return this.db
      .selectFrom('product_links')
      .select(['kind', 'linked_id'])
      .where('product_id', '=', productId)
      .orderBy('kind')
      .orderBy('sort')
      .execute();
  }

  images(productId: number) {
    return this.db
      .selectFrom('product_images')
      .select(['id', 'filename', 'width', 'height'])
      .where('product_id', '=', productId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  async codeTaken(code: string, exceptId: number | null): Promise<boolean> {
    let query = this.db.selectFrom('products').select('id').where('code', '=', code);
    if (exceptId !== null) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** Whether another product, a category or a static page has the address. */
  async urlTaken(url: string, exceptId: number | null): Promise<boolean> {
    let product = this.db.selectFrom('products').select('id').where('url', '=', url);
    if (exceptId !== null) product = product.where('id', '!=', exceptId);
    if ((await product.executeTakeFirst()) !== undefined) return true;
    const category = await this.db
      .selectFrom('categories')
      .select('id')
      .where('slug', '=', url)
      .executeTakeFirst();
    if (category !== undefined) return true;
    const page = await this.db.selectFrom('pages').select('id').where('slug', '=', url).executeTakeFirst();
    return page !== undefined;
  }

  /** The codes among `codes` that products have. */
  async existingCodes(prefix: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('products')
      .select('code')
      .where('code', 'like', `${prefix}%`)
      .execute();
    return new Set(rows.map((row) => row.code));
  }

  async existingUrls(prefix: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('products')
      .select('url')
      .where('url', 'like', `${prefix}%`)
      .execute();
    return new Set(rows.map((row) => row.url));
  }

  /** Which of `ids` are products. */
  async existingIds(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.selectFrom('products').select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((row) => row.id));
  }

  category(id: number) {
    return this.db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'title'])
      .select((eb) =>
        eb
          .selectFrom('categories as child')
          .whereRef('child.parent_id', '=', 'categories.id')
          .select(eb.fn.countAll<number>().as('n'))
          .as('children'),
      )
      .where('id', '=', id)
      .executeTakeFirst();
  }

  brand(id: number) {
    return this.db.selectFrom('brands').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  }

  attributes(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('attributes')
      .select(['id', 'kind', 'choices'])
      .where('id', 'in', ids)
      .execute();
  }

  /** The editor's choices: every category, brand and attribute, and the categories' filter attributes. */
  async options() {
    const [categories, brands, attributes, categoryAttributes] = await Promise.all([
      this.db
        .selectFrom('categories')
        .select(['id', 'parent_id', 'title'])
        .orderBy('sort')
        .orderBy('id')
        .execute(),
      this.db.selectFrom('brands').select(['id', 'name']).orderBy('name').orderBy('id').execute(),
      this.db
        .selectFrom('attributes')
        .select(['id', 'code', 'name', 'kind', 'unit', 'choices'])
        .orderBy('sort')
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('category_attributes')
        .select(['category_id', 'attribute_id'])
        .orderBy('category_id')
        .orderBy('sort')
        .execute(),
    ]);
    return { categories, brands, attributes, categoryAttributes };
  }

  /** The B2B client's name and discount rules (decision 004). */
  async client(id: number) {
    const client = await this.db
      .selectFrom('b2b_clients')
      .select(['id', 'name'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (client === undefined) return undefined;
    const discounts = await this.db
      .selectFrom('client_discounts')
      .select(['brand_id', 'category_id', 'percent'])
      .where('b2b_client_id', '=', id)
      .orderBy('id')
      .execute();
    return { ...client, discounts };
  }

  // The staff list.

  private filtered(filters: ProductListFilters, today: string, skip: { category?: true; brand?: true } = {}) {
    let select = this.db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .innerJoin('brands', 'brands.id', 'products.brand_id');
    for (const word of (filters.q ?? '').trim().split(/\s+/).filter(Boolean)) {
      select = select.where(anyContainsFolded(['products.code', 'products.title'], word));
    }
    if (filters.category !== undefined && skip.category !== true) {
      const category = filters.category;
      select = select.where((eb) =>
        eb.or([eb('products.category_id', '=', category), eb('categories.parent_id', '=', category)]),
      );
    }
    if (filters.brand !== undefined && skip.brand !== true)
      select = select.where('products.brand_id', '=', filters.brand);
    if (filters.hidden !== undefined) select = select.where('products.hidden', '=', filters.hidden ? 1 : 0);
    if (filters.no_picture !== undefined)
      select = select.where('products.filename', filters.no_picture ? 'is' : 'is not', null);
    if (filters.no_price !== undefined)
      select = select.where('products.price_cents', filters.no_price ? '=' : '>', 0);
    if (filters.campaign !== undefined) {
      const active = sql<boolean>`(products.campaign_price_cents is not null
        and (products.discount_start is null or products.discount_start <= ${today})
        and (products.discount_end is null or products.discount_end >= ${today}))`;
      select = select.where(filters.campaign ? active : sql<boolean>`not ${active}`);
    }
    // The day is Tallinn's: it starts at its midnight, as UTC times are stored.
    if (filters.changed_since !== undefined)
      select = select.where('products.updated_at', '>=', dayStartUtc(filters.changed_since));
    return select;
  }

  async list(query: AdminProductsQuery, today: string) {
    const base = this.filtered(query, today);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const column = {
      updated_at: 'products.updated_at',
      code: 'products.code',
      title: 'products.title',
      price: 'products.price_cents',
      retail_price: 'products.retail_cents',
    } as const;
    const rows = await base
      .selectAll('products')
      .select(['categories.title as category_title', 'brands.name as brand_name'])
      .orderBy(column[query.sort], query.dir)
      .orderBy('products.id', query.dir)
      .offset((query.page - 1) * query.per_page)
      .limit(query.per_page)
      .execute();
    return { rows, total: Number(total.n) };
  }

  /**
   * Facet counts of the list: by leaf category (the category filter left out) and by brand (the
   * brand filter left out), both under the other filters.
   */
  async facets(filters: ProductListFilters, today: string) {
    const [categories, brands] = await Promise.all([
      this.filtered(filters, today, { category: true })
        .select(['products.category_id as id', 'categories.parent_id', 'categories.title as name'])
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .groupBy(['products.category_id', 'categories.parent_id', 'categories.title'])
        .execute(),
      this.filtered(filters, today, { brand: true })
        .select(['products.brand_id as id', 'brands.name as name'])
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .groupBy(['products.brand_id', 'brands.name'])
        .orderBy('brands.name')
        .execute(),
    ]);
    return { categories, brands };
  }

  categoryTitles(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('categories').select(['id', 'title']).where('id', 'in', ids).execute();
  }

  // Writes.

  async insert(columns: ProductColumns, now: string): Promise<number> {
    const row = await this.db
      .insertInto('products')
      .values({ ...columns, filename: null, drawing: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, columns: Updateable<ProductsTable>, now: string): Promise<void> {
    await this.db
      .updateTable('products')
      .set({ ...columns, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  async replaceValues(productId: number, values: readonly StoredValue[]): Promise<void> {
    await this.db.deleteFrom('product_values').where('product_id', '=', productId).execute();
    if (values.length === 0) return;
    await this.db
      .insertInto('product_values')
      .values(values.map((value) => ({ product_id: productId, ...value })))
      .execute();
  }

  async replaceLinks(productId: number, links: Record<ProductLinkKind, readonly number[]>): Promise<void> {
    await this.db.deleteFrom('product_links').where('product_id', '=', productId).execute();
    const rows = LINK_KINDS.flatMap((kind) =>
      links[kind].map((linked_id, sort) => ({ product_id: productId, kind, linked_id, sort })),
    );
    if (rows.length > 0) await this.db.insertInto('product_links').values(rows).execute();
  }

  /** The old address now redirects to the product (replacing any older claim on it). */
  async addRedirect(oldUrl: string, productId: number, now: string): Promise<void> {
    await this.db.deleteFrom('product_redirects').where('old_url', '=', oldUrl).execute();
    await this.db
      .insertInto('product_redirects')
      .values({ old_url: oldUrl, product_id: productId, created_at: now })
      .execute();
  }

  /** A product now lives at `url`: no old address may redirect from it any more. */
  async dropRedirect(url: string): Promise<void> {
    await this.db.deleteFrom('product_redirects').where('old_url', '=', url).execute();
  }

  redirectsOf(productId: number) {
    return this.db
      .selectFrom('product_redirects')
      .select(['old_url', 'product_id'])
      .where('product_id', '=', productId)
      .orderBy('old_url')
      .execute();
  }

  byIds(ids: readonly number[]): Promise<ProductRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('products').selectAll().where('id', 'in', ids).orderBy('id').execute();
  }
}
