import type { ImportCounts, ImportKey } from '@kodumasinad/contract/admin';
import type { AttributeInfo } from './import-fields.js';

/**
 * What the check of an import's rows works with and gives (decision 080): the catalogue and the
 * stored products it reads against, and each row's plan: a create, a change (with the columns
 * and attribute values it writes), unchanged, or an error with its line, column and message.
 */

/** The catalogue the rows are read against. */
export interface ImportCatalog {
  /** Folded title or "Parent > Child" path → category ids. */
  categories: Map<string, number[]>;
  /** Categories that have subcategories (a product cannot be in one). */
  parents: Set<number>;
  /** Folded name → brand id. */
  brands: Map<string, number>;
  /** Attribute code → attribute. */
  attributes: Map<string, AttributeInfo>;
}

/** A stored product as the check compares it. */
export interface StoredProduct {
  id: number;
  code: string;
  supplier_code: string | null;
  title: string;
  url: string;
  category_id: number;
  brand_id: number;
  description: string;
  price: number;
  retail_price: number;
  campaign_price: number | null;
  discount_start: string | null;
  discount_end: string | null;
  featured: boolean;
  hidden: boolean;
  supplier: string | null;
  /** attribute id → value (text of an enum, number of a measure). */
  values: Map<number, string | number>;
}

/** Reads the check needs per batch (ImportWritesRepository answers them). */
export interface ImportLookups {
  byKey(key: ImportKey, values: string[]): Promise<StoredProduct[]>;
  byCodes(codes: string[]): Promise<{ id: number; code: string }[]>;
  /** Of `urls`, those a product other than its own (id), a category or a page already uses. */
  takenUrls(urls: string[]): Promise<{ url: string; product_id: number | null }[]>;
}

export interface RowError {
  line: number;
  column: string;
  message: string;
}

/** The product columns a plan writes (names of ProductsTable's columns). */
export interface ProductColumns {
  code?: string;
  supplier_code?: string | null;
  title?: string;
  url?: string;
  category_id?: number;
  brand_id?: number;
  description?: string;
  price_cents?: number;
  retail_cents?: number;
  campaign_price_cents?: number | null;
  discount_start?: string | null;
  discount_end?: string | null;
  featured?: 0 | 1;
  hidden?: 0 | 1;
  supplier?: string | null;
}

export type RowPlan =
  | { kind: 'error'; line: number; cells: string[]; errors: RowError[] }
  | { kind: 'unchanged'; line: number; id: number }
  | {
      kind: 'create' | 'change';
      line: number;
      /** The product changed; null for a create. */
      id: number | null;
      columns: ProductColumns;
      /** attribute id → new value (null removes it). */
      values: Map<number, string | number | null>;
      /** The product's old address, when the change moves it. */
      oldUrl: string | null;
      fields: string[];
    };

export const emptyCounts = (): ImportCounts => ({
  create: 0,
  change: 0,
  unchanged: 0,
  error: 0,
  hide: 0,
  pictures: 0,
});

export function countPlans(
  counts: ImportCounts,
  fieldChanges: Record<string, number>,
  plans: RowPlan[],
): void {
  for (const plan of plans) {
    counts[plan.kind === 'error' ? 'error' : plan.kind]++;
    if (plan.kind === 'change')
      for (const field of plan.fields) fieldChanges[field] = (fieldChanges[field] ?? 0) + 1;
  }
}
