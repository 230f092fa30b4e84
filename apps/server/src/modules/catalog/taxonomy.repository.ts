import type { Db } from '../../db/database.js';
import type { AttributeFilter, AttributeKindValue } from '../../db/schema.js';

type Flag = 0 | 1;

export interface CategoryValues {
  parent_id: number | null;
  slug: string;
  title: string;
  two_columns: Flag;
  hidden: Flag;
  sort: number;
}

export interface BrandValues {
  slug: string;
  name: string;
  group_name: string | null;
  sort: number;
}

export interface AttributeValues {
  code: string;
  name: string;
  kind: AttributeKindValue;
  unit: string | null;
  filter: AttributeFilter;
  sort: number;
  /** JSON array text, or null: any value. */
  choices: string | null;
}

const count = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

/**
 * The catalogue's taxonomy as the back-office edits it (issue 24, decision 078): the only writer
 * of `categories`, `brands`, `attributes`, `category_attributes` and `category_add_ons`.
 */
export class TaxonomyRepository {
  constructor(private readonly db: Db) {}

  // ------------------------------------------------------------ categories

  categories() {
    return this.db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'slug', 'title', 'two_columns', 'hidden', 'sort'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  category(id: number) {
    return this.db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'slug', 'title', 'two_columns', 'hidden', 'sort'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Products per category (only leaves hold products). */
  async productCounts(): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('products')
      .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('category_id')
      .execute();
    return new Map(rows.map((row) => [row.category_id, Number(row.n)]));
  }

  async categoryProductCount(id: number): Promise<number> {
    return count(
      await this.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('category_id', '=', id)
        .executeTakeFirst(),
    );
  }

  async childCount(id: number): Promise<number> {
    return count(
      await this.db
        .selectFrom('categories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('parent_id', '=', id)
        .executeTakeFirst(),
    );
  }

  /** Each category's filter attributes in order. */
  async categoryAttributeIds(categoryId?: number): Promise<Map<number, number[]>> {
    let query = this.db.selectFrom('category_attributes').select(['category_id', 'attribute_id']);
    if (categoryId !== undefined) query = query.where('category_id', '=', categoryId);
    return groupIds(await query.orderBy('category_id').orderBy('sort').execute(), 'attribute_id');
  }

  /** Each category's add-on products in order. */
  async categoryAddOnIds(categoryId?: number): Promise<Map<number, number[]>> {
    let query = this.db
      .selectFrom('category_add_ons')
      .select(['category_id', 'product_id'])
      .orderBy('category_id')
      .orderBy('sort')
      .orderBy('product_id');
    if (categoryId !== undefined) query = query.where('category_id', '=', categoryId);
    return groupIds(await query.execute(), 'product_id');
  }

  async categorySlugTaken(slug: string, exceptId: number | null): Promise<boolean> {
    let query = this.db.selectFrom('categories').select('id').where('slug', '=', slug);
    if (exceptId !== null) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** Whether a product or a static page already answers at /{slug}. */
  async slugOfProductOrPage(slug: string): Promise<boolean> {
    const product = await this.db
      .selectFrom('products')
      .select('id')
      .where('url', '=', slug)
      .executeTakeFirst();
    if (product !== undefined) return true;
    const page = await this.db.selectFrom('pages').select('id').where('slug', '=', slug).executeTakeFirst();
    return page !== undefined;
  }

  /** The position after the last sibling. */
  async nextCategorySort(parentId: number | null): Promise<number> {
    const query = this.db.selectFrom('categories').select((eb) => eb.fn.max('sort').as('n'));
    const row = await (
      parentId === null ? query.where('parent_id', 'is', null) : query.where('parent_id', '=', parentId)
    ).executeTakeFirst();
    return row?.n === null || row?.n === undefined ? 0 : Number(row.n) + 1;
  }

  async siblingIds(parentId: number | null): Promise<number[]> {
    const query = this.db.selectFrom('categories').select('id').orderBy('sort').orderBy('id');
    const rows = await (
      parentId === null ? query.where('parent_id', 'is', null) : query.where('parent_id', '=', parentId)
    ).execute();
    return rows.map((row) => row.id);
  }

  async insertCategory(values: CategoryValues): Promise<number> {
    const row = await this.db
      .insertInto('categories')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateCategory(id: number, values: CategoryValues): Promise<void> {
    await this.db.updateTable('categories').set(values).where('id', '=', id).execute();
  }

  /** Numbers the categories 0, 1, 2… in the order given. */
  async orderCategories(ids: readonly number[]): Promise<void> {
    for (const [sort, id] of ids.entries()) {
      await this.db.updateTable('categories').set({ sort }).where('id', '=', id).execute();
    }
  }

  async deleteCategory(id: number): Promise<void> {
    await this.db.deleteFrom('category_attributes').where('category_id', '=', id).execute();
    await this.db.deleteFrom('category_add_ons').where('category_id', '=', id).execute();
    await this.db.deleteFrom('categories').where('id', '=', id).execute();
  }

  async setCategoryAttributes(categoryId: number, attributeIds: readonly number[]): Promise<void> {
    await this.db.deleteFrom('category_attributes').where('category_id', '=', categoryId).execute();
    if (attributeIds.length === 0) return;
    await this.db
      .insertInto('category_attributes')
      .values(attributeIds.map((attribute_id, sort) => ({ category_id: categoryId, attribute_id, sort })))
      .execute();
  }

  async setCategoryAddOns(categoryId: number, productIds: readonly number[]): Promise<void> {
    await this.db.deleteFrom('category_add_ons').where('category_id', '=', categoryId).execute();
    if (productIds.length === 0) return;
    await this.db
      .insertInto('category_add_ons')
      .values(productIds.map((product_id, sort) => ({ category_id: categoryId, product_id, sort })))
      .execute();
  }

  async existingAttributeIds(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.selectFrom('attributes').select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((row) => row.id));
  }

  async existingProductIds(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.selectFrom('products').select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((row) => row.id));
  }

  // ------------------------------------------------------------ client discounts (read only)

  /** Client companies with a discount on each category or brand (decision 090). */
  async discountClientCounts(column: 'category_id' | 'brand_id'): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('client_discounts')
      .select([column, (eb) => eb.fn.count<number>('b2b_client_id').distinct().as('n')])
      .where(column, 'is not', null)
      .groupBy(column)
      .execute();
    return new Map(rows.map((row) => [Number(row[column]), Number(row.n)]));
  }

  async discountClientCount(column: 'category_id' | 'brand_id', id: number): Promise<number> {
    return count(
      await this.db
        .selectFrom('client_discounts')
        .select((eb) => eb.fn.count<number>('b2b_client_id').distinct().as('n'))
        .where(column, '=', id)
        .executeTakeFirst(),
    );
  }

  // ------------------------------------------------------------ brands

  brands() {
    return this.db
      .selectFrom('brands')
      .select(['id', 'slug', 'name', 'group_name', 'sort'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  brand(id: number) {
    return this.db
      .selectFrom('brands')
      .select(['id', 'slug', 'name', 'group_name', 'sort'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async brandProductCounts(): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('products')
      .select(['brand_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('brand_id')
      .execute();
    return new Map(rows.map((row) => [row.brand_id, Number(row.n)]));
  }

  async brandProductCount(id: number): Promise<number> {
    return count(
      await this.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('brand_id', '=', id)
        .executeTakeFirst(),
    );
  }

  async brandSlugTaken(slug: string, exceptId: number | null): Promise<boolean> {
    let query = this.db.selectFrom('brands').select('id').where('slug', '=', slug);
    if (exceptId !== null) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async nextBrandSort(): Promise<number> {
    const row = await this.db
      .selectFrom('brands')
      .select((eb) => eb.fn.max('sort').as('n'))
      .executeTakeFirst();
    return row?.n === null || row?.n === undefined ? 0 : Number(row.n) + 1;
  }

  async insertBrand(values: BrandValues): Promise<number> {
    const row = await this.db.insertInto('brands').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async updateBrand(id: number, values: BrandValues): Promise<void> {
    await this.db.updateTable('brands').set(values).where('id', '=', id).execute();
  }

  async deleteBrand(id: number): Promise<void> {
    await this.db.deleteFrom('brands').where('id', '=', id).execute();
  }

  // ------------------------------------------------------------ attributes

  attributes() {
    return this.db
      .selectFrom('attributes')
      .select(['id', 'code', 'name', 'kind', 'unit', 'filter', 'sort', 'choices'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  attribute(id: number) {
    return this.db
      .selectFrom('attributes')
      .select(['id', 'code', 'name', 'kind', 'unit', 'filter', 'sort', 'choices'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async attributeProductCounts(): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('product_values')
      .select(['attribute_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('attribute_id')
      .execute();
    return new Map(rows.map((row) => [row.attribute_id, Number(row.n)]));
  }

  async attributeProductCount(id: number): Promise<number> {
    return count(
      await this.db
        .selectFrom('product_values')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('attribute_id', '=', id)
        .executeTakeFirst(),
    );
  }

  /** The attribute's stored text values with how many products hold each. */
  async attributeTextUse(id: number): Promise<{ value: string; products: number }[]> {
    const rows = await this.db
      .selectFrom('product_values')
      .select(['value_text', (eb) => eb.fn.countAll<number>().as('n')])
      .where('attribute_id', '=', id)
      .where('value_text', 'is not', null)
      .groupBy('value_text')
      .orderBy('value_text')
      .execute();
    return rows.map((row) => ({ value: row.value_text ?? '', products: Number(row.n) }));
  }

  async attributeCodeTaken(code: string, exceptId: number | null): Promise<boolean> {
    let query = this.db.selectFrom('attributes').select('id').where('code', '=', code);
    if (exceptId !== null) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async nextAttributeSort(): Promise<number> {
    const row = await this.db
      .selectFrom('attributes')
      .select((eb) => eb.fn.max('sort').as('n'))
      .executeTakeFirst();
    return row?.n === null || row?.n === undefined ? 0 : Number(row.n) + 1;
  }

  async insertAttribute(values: AttributeValues): Promise<number> {
    const row = await this.db
      .insertInto('attributes')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateAttribute(id: number, values: AttributeValues): Promise<void> {
    await this.db.updateTable('attributes').set(values).where('id', '=', id).execute();
  }

  async deleteAttribute(id: number): Promise<void> {
    await this.db.deleteFrom('category_attributes').where('attribute_id', '=', id).execute();
    await this.db.deleteFrom('attributes').where('id', '=', id).execute();
  }
}

function groupIds<K extends string>(
  rows: readonly ({ category_id: number } & Record<K, number>)[],
  key: K,
): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const row of rows) {
    const list = groups.get(row.category_id) ?? [];
    list.push(row[key]);
    groups.set(row.category_id, list);
  }
  return groups;
}
