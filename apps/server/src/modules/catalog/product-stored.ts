import type { AdminProduct } from '@kodumasinad/contract/admin';
import type { ProductLinkKind } from '../../db/schema.js';
import type { AuditValues } from '../admin/core/index.js';
import type { ProductColumns, ProductRow, StoredValue } from './products.repository.js';

/*
 * A product as the editor stores it (issue 24, decision 077): the columns, typed values and links,
 * how two stored states compare, and the audit's view of a product.
 */

/** A product as stored: the columns, the typed values and the hand-picked links. */
export interface StoredProduct {
  columns: ProductColumns;
  values: StoredValue[];
  links: Record<ProductLinkKind, number[]>;
}

export const LINK_FIELDS = { add_on: 'add_on_ids', related: 'related_ids', similar: 'similar_ids' } as const;
export const LINK_KINDS = Object.keys(LINK_FIELDS) as ProductLinkKind[];

export function parseChoices(text: string | null): string[] | null {
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map(String) : null;
  } catch {
    return null;
  }
}

/** A number attribute's value as typed: a number, or text with a decimal comma or point. */
export function numberOf(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^-?\d+(?:\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** The audit's view of a product: its fields as the API shows them, without the gallery or times. */
export function audited(product: AdminProduct): AuditValues {
  const { images: _images, created_at: _created, updated_at: _updated, ...fields } = product;
  return fields;
}

/** Same stored product? Compares everything the editor writes (key order fixed by `stateOf`). */
export function stateOf(stored: StoredProduct): string {
  const c = stored.columns;
  return JSON.stringify([
    c.code,
    c.title,
    c.url,
    c.category_id,
    c.brand_id,
    c.description,
    c.price_cents,
    c.retail_cents,
    c.campaign_price_cents ?? null,
    c.discount_start ?? null,
    c.discount_end ?? null,
    Number(c.featured),
    Number(c.hidden ?? 0),
    c.specs,
    c.supplier_code ?? null,
    [...stored.values].sort((a, b) => a.attribute_id - b.attribute_id),
    LINK_KINDS.map((kind) => stored.links[kind]),
  ]);
}

export function columnsOf(row: ProductRow): ProductColumns {
  return {
    code: row.code,
    title: row.title,
    url: row.url,
    category_id: row.category_id,
    brand_id: row.brand_id,
    description: row.description,
    price_cents: row.price_cents,
    retail_cents: row.retail_cents,
    campaign_price_cents: row.campaign_price_cents,
    discount_start: row.discount_start,
    discount_end: row.discount_end,
    featured: row.featured,
    hidden: row.hidden,
    specs: row.specs,
    supplier_code: row.supplier_code,
  };
}
