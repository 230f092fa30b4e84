import type { Db } from '../../db/database.js';

/** One stored picture of a product's gallery. */
export interface ProductImageRow {
  id: number;
  product_id: number;
  filename: string;
  sort: number;
  width: number;
  height: number;
}

export interface NewProductImage {
  filename: string;
  width: number;
  height: number;
  /** Where an import took it from (decision 088); absent for an upload. */
  source?: string;
}

/**
 * A product's picture gallery (issue 24, decision 083): the only writer of `product_images`, and
 * of `products.filename`, which mirrors the gallery's main (first) picture for the listings.
 */
export class ProductImagesRepository {
  constructor(private readonly db: Db) {}

  /** The gallery of one product, main picture first. */
  async list(productId: number): Promise<ProductImageRow[]> {
    return this.db
      .selectFrom('product_images')
      .select(['id', 'product_id', 'filename', 'sort', 'width', 'height'])
      .where('product_id', '=', productId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  /** The import sources (decision 088) of the products' pictures: product id → sources. */
  async sources(productIds: readonly number[]): Promise<Map<number, Set<string>>> {
    const found = new Map<number, Set<string>>();
    for (let i = 0; i < productIds.length; i += 500) {
      const rows = await this.db
        .selectFrom('product_images')
        .select(['product_id', 'source'])
        .where('product_id', 'in', productIds.slice(i, i + 500))
        .where('source', 'is not', null)
        .execute();
      for (const row of rows) {
        const set = found.get(row.product_id) ?? new Set<string>();
        set.add(row.source as string);
        found.set(row.product_id, set);
      }
    }
    return found;
  }

  /** The product's current `filename`, or undefined when there is no such product. */
  async productFilename(productId: number): Promise<{ filename: string | null } | undefined> {
    return this.db.selectFrom('products').select('filename').where('id', '=', productId).executeTakeFirst();
  }

  /**
   * Marks the product changed (its `updated_at`), which also holds its row for the rest of the
   * transaction on PostgreSQL, so two gallery changes of one product take turns; false when there
   * is no such product.
   */
  async touchProduct(productId: number, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('products')
      .set({ updated_at: at })
      .where('id', '=', productId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Adds pictures after the existing ones, in the given order. */
  async append(productId: number, images: readonly NewProductImage[], at: string): Promise<void> {
    if (images.length === 0) return;
    const last = await this.db
      .selectFrom('product_images')
      .select((eb) => eb.fn.max('sort').as('sort'))
      .where('product_id', '=', productId)
      .executeTakeFirst();
    const start = Number(last?.sort ?? 0) + 1;
    await this.db
      .insertInto('product_images')
      .values(
        images.map((image, i) => ({
          product_id: productId,
          filename: image.filename,
          sort: start + i,
          width: image.width,
          height: image.height,
          created_at: at,
          source: image.source ?? null,
        })),
      )
      .execute();
  }

  /** Numbers the product's pictures 1… in the order of `ids` (all of its pictures). */
  async setOrder(productId: number, ids: readonly number[]): Promise<void> {
    for (const [i, id] of ids.entries()) {
      await this.db
        .updateTable('product_images')
        .set({ sort: i + 1 })
        .where('id', '=', id)
        .where('product_id', '=', productId)
        .execute();
    }
  }

  async remove(productId: number, imageId: number): Promise<void> {
    await this.db
      .deleteFrom('product_images')
      .where('id', '=', imageId)
      .where('product_id', '=', productId)
      .execute();
  }

  /** Mirrors the main picture into `products.filename` (null: the product has no picture). */
  async setMainFilename(productId: number, filename: string | null): Promise<void> {
    await this.db.updateTable('products').set({ filename }).where('id', '=', productId).execute();
  }
}
