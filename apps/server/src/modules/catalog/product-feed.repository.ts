import type { Db } from '../../db/database.js';

/**
 * The ERP's product list (decision 081): reads only. Products of a page with their typed values,
 * links and gallery, the least recently changed first.
 */
export class ProductFeedRepository {
  constructor(private readonly db: Db) {}

  async page(filter: { updatedSince?: string }, page: { offset: number; limit: number }) {
    let query = this.db.selectFrom('products');
    if (filter.updatedSince !== undefined) query = query.where('updated_at', '>=', filter.updatedSince);
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('updated_at').orderBy('id').offset(page.offset).limit(page.limit).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  values(productIds: readonly number[]) {
    if (productIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('product_values')
      .select(['product_id', 'attribute_id', 'value_text', 'value_num'])
      .where('product_id', 'in', productIds)
      .orderBy('product_id')
      .orderBy('attribute_id')
      .execute();
  }

  links(productIds: readonly number[]) {
    if (productIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('product_links')
      .select(['product_id', 'kind', 'linked_id'])
      .where('product_id', 'in', productIds)
      .orderBy('product_id')
      .orderBy('kind')
      .orderBy('sort')
      .execute();
  }

  images(productIds: readonly number[]) {
    if (productIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('product_images')
      .select(['id', 'product_id', 'filename', 'width', 'height'])
      .where('product_id', 'in', productIds)
      .orderBy('product_id')
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }
}
