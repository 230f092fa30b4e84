import { withVat } from '@kodumasinad/contract';
import {
  ProductSpecSchema,
  type AdminProduct,
  type IntegrationProductsQuery,
  type IntegrationProductsReply,
} from '@kodumasinad/contract/admin';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { parseStoredJson } from '../../platform/stored-json.js';
import { ProductFeedRepository } from './product-feed.repository.js';

const StoredSpecsSchema = z.array(ProductSpecSchema);

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
    const data = rows.map((row): AdminProduct => {
      const linked = linksOf.get(row.id) ?? [];
      const idsOf = (kind: string) =>
        linked.filter((link) => link.kind === kind).map((link) => link.linked_id);
      return {
        id: row.id,
        code: row.code,
        title: row.title,
        url: row.url,
        category_id: row.category_id,
        brand_id: row.brand_id,
        description: row.description,
        price: row.price_cents,
        retail_price: withVat(row.retail_cents),
        campaign_price: row.campaign_price_cents,
        discount_start: row.discount_start,
        discount_end: row.discount_end,
        featured: row.featured === 1,
        hidden: row.hidden === 1,
        specs: parseStoredJson(row.specs, `product ${row.id} specs`, StoredSpecsSchema),
        values: (valuesOf.get(row.id) ?? []).flatMap((value) => {
          const stored = value.value_text ?? value.value_num;
          return stored === null ? [] : [{ attribute_id: value.attribute_id, value: stored }];
        }),
        add_on_ids: idsOf('add_on'),
        related_ids: idsOf('related'),
        similar_ids: idsOf('similar'),
        supplier_code: row.supplier_code,
        images: (imagesOf.get(row.id) ?? []).map((image) => ({
          id: image.id,
          url: `/images/${image.filename}`,
          width: image.width,
          height: image.height,
        })),
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    });
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
