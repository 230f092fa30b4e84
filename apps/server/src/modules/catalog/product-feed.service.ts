import type { IntegrationProductsQuery, IntegrationProductsReply } from '@kodumasinad/contract/admin';
import type { Db } from '../../db/database.js';
import { toAdminProduct } from './admin-product-mapper.js';
import { ProductFeedRepository } from './product-feed.repository.js';

function groupBy<T extends { product_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.product_id);
    if (group === undefined) groups.set(row.product_id, [row]);
    else group.push(row);
  }
  return groups;
}

/**
 * Products for the ERP (issue 24, decision 081) in the back-office's shape (AdminProductSchema):
 * prices in cents, the recommended retail price with VAT as it is typed and fed (stored net).
 */
export class ProductFeedService {
  private readonly repository: ProductFeedRepository;

  constructor(db: Db) {
    this.repository = new ProductFeedRepository(db);
  }

  async list(query: IntegrationProductsQuery): Promise<IntegrationProductsReply> {
    const { page, per_page: perPage } = query;
    const { rows, total } = await this.repository.page(
      query.updated_since === undefined ? {} : { updatedSince: query.updated_since },
      { offset: (page - 1) * perPage, limit: perPage },
    );
    const ids = rows.map((row) => row.id);
    const [values, links, images] = await Promise.all([
      this.repository.values(ids),
      this.repository.links(ids),
      this.repository.images(ids),
    ]);
    const valuesOf = groupBy(values);
    const linksOf = groupBy(links);
    const imagesOf = groupBy(images);
    const data = rows.map((row) =>
      toAdminProduct(row, {
        values: valuesOf.get(row.id) ?? [],
        links: linksOf.get(row.id) ?? [],
        images: imagesOf.get(row.id) ?? [],
      }),
    );
    return {
      data,
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        per_page: perPage,
        total,
      },
    };
  }
}
