import { withVat } from '@kodumasinad/contract';
import { MAX_PRODUCT_CENTS, type AdminProductBulkRequest } from '@kodumasinad/contract/admin';
import type { Updateable } from 'kysely';
import type { ProductsTable } from '../../db/schema.js';
import type { AuditValues } from '../admin/core/index.js';
import type { ProductRow } from './products.repository.js';

/** What one bulk action changes in one product; null: nothing (a campaign that would not lower its price). */
export function bulkChange(
  row: ProductRow,
  request: AdminProductBulkRequest,
): Updateable<ProductsTable> | null {
  switch (request.action) {
    case 'hide':
      return { hidden: 1 };
    case 'show':
      return { hidden: 0 };
    case 'move':
      return { category_id: request.category_id ?? row.category_id };
    case 'end_campaign':
      return { campaign_price_cents: null, discount_start: null, discount_end: null };
    case 'campaign': {
      const campaign =
        request.campaign_price ??
        Math.round((row.price_cents * (100 - (request.campaign_percent ?? 0))) / 100);
      // A campaign must lower the price; products it would not lower keep theirs.
      if (campaign >= row.price_cents) return null;
      return {
        campaign_price_cents: campaign,
        discount_start: request.discount_start,
        discount_end: request.discount_end,
      };
    }
    case 'price_percent': {
      const factor = 100 + (request.percent ?? 0);
      const scale = (cents: number) => Math.min(MAX_PRODUCT_CENTS, Math.round((cents * factor) / 100));
      const price = scale(row.price_cents);
      const change: Updateable<ProductsTable> = {
        price_cents: price,
        retail_cents: scale(row.retail_cents),
      };
      // A campaign no longer below the new price would break the campaign rule: it ends.
      if (row.campaign_price_cents !== null && row.campaign_price_cents >= price)
        Object.assign(change, { campaign_price_cents: null, discount_start: null, discount_end: null });
      return change;
    }
  }
}

/** Stored column names and values as the API names them, for the bulk's audit entries. */
export function wireColumns(values: Record<string, unknown>, vat: number): AuditValues {
  const names: Record<string, string> = {
    price_cents: 'price',
    retail_cents: 'retail_price',
    campaign_price_cents: 'campaign_price',
  };
  const result: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(values)) {
    if (column === 'retail_cents') result.retail_price = withVat(value as number, vat);
    else if (column === 'hidden' || column === 'featured') result[column] = value === 1;
    else result[names[column] ?? column] = value;
  }
  return result;
}
