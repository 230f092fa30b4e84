import { DEFAULT_VAT_MULTIPLIER, imageUrl, withVat } from '@kodumasinad/contract';
import { ProductSpecSchema, type AdminProduct } from '@kodumasinad/contract/admin';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { ProductLinkKind, ProductsTable } from '../../db/schema.js';
import { parseStoredJson } from '../../platform/stored-json.js';

const StoredSpecsSchema = z.array(ProductSpecSchema);

/** A product's own rows beside its `products` row. */
export interface AdminProductParts {
  values: readonly { attribute_id: number; value_text: string | null; value_num: number | null }[];
  links: readonly { kind: ProductLinkKind; linked_id: number }[];
  images: readonly { id: number; filename: string; width: number; height: number }[];
}

/** Hand-picked links by their kind, each in its stored order. */
export function linksByKind(links: AdminProductParts['links']): Record<ProductLinkKind, number[]> {
  const result: Record<ProductLinkKind, number[]> = { add_on: [], related: [], similar: [] };
  for (const link of links) result[link.kind].push(link.linked_id);
  return result;
}

/**
 * A stored product as the back-office and the ERP's integration calls read it (issue 24): money
 * in cents, the retail price with VAT (stored net), pictures by their addresses. One mapping for
 * every surface.
 */
export function toAdminProduct(
  row: Selectable<ProductsTable>,
  parts: AdminProductParts,
  vatMultiplier = DEFAULT_VAT_MULTIPLIER,
): AdminProduct {
  const byKind = linksByKind(parts.links);
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    url: row.url,
    category_id: row.category_id,
    brand_id: row.brand_id,
    description: row.description,
    price: row.price_cents,
    retail_price: withVat(row.retail_cents, vatMultiplier),
    campaign_price: row.campaign_price_cents,
    discount_start: row.discount_start,
    discount_end: row.discount_end,
    featured: row.featured === 1,
    hidden: row.hidden === 1,
    specs: parseStoredJson(row.specs, `product ${row.id} specs`, StoredSpecsSchema),
    // A value row holds a number or a label, never both.
    values: parts.values.flatMap((value) => {
      const stored = value.value_num ?? value.value_text;
      return stored === null ? [] : [{ attribute_id: value.attribute_id, value: stored }];
    }),
    add_on_ids: byKind.add_on,
    related_ids: byKind.related,
    similar_ids: byKind.similar,
    supplier_code: row.supplier_code,
    images: parts.images.map((image) => ({
      id: image.id,
      url: imageUrl(image.filename),
      width: image.width,
      height: image.height,
    })),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
