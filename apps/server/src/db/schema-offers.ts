import type { Generated, Selectable } from 'kysely';
import type { Flag } from './schema-flag.js';

/** Row types of the offers (migration 0011, decision 024); conventions as in schema.ts. */

export interface OffersTable {
  id: Generated<number>;
  b2b_client_id: number;
  /** P-2026-0042, unique per client. */
  number: string;
  /** open, sent, accepted, ordered or archived; `expired` is derived from valid_until. */
  status: string;
  title: string;
  customer_name: string;
  customer_company: string;
  customer_registry_code: string;
  customer_email: string;
  customer_phone: string;
  customer_address: string;
  /** 'et' or 'en'. */
  language: string;
  /** yyyy-mm-dd (Tallinn) the validity counts from. */
  offer_date: string;
  valid_days: number;
  /** yyyy-mm-dd: offer_date + valid_days, the last day the offer holds. */
  valid_until: string;
  payment_term: string;
  /** Markup percent over the purchase price, two decimals. */
  price_increase: number;
  intro: string;
  signature: string;
  logo_path: string | null;
  /**
   * The end customer's link (base64url, 192 random bits) while it is live, as its SHA-256 hex
   * (platform/sessions hashToken); null when revoked (migration 0028, decision 064).
   */
  token_hash: string | null;
  /** The same link sealed with secret-box (offerLinkKey), so the buyer can see it again. */
  token_sealed: string | null;
  /** Counts the changes the end customer can see (fields, rows); accepting names the one seen. */
  version: Generated<number>;
  /** The version the end customer accepted. */
  accepted_version: number | null;
  created_by: number | null;
  created_by_name: string;
  updated_by_name: string;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  sent_to: string | null;
  sent_by: number | null;
  accepted_at: string | null;
  accepted_name: string | null;
  ordered_at: string | null;
  order_id: number | null;
}

export interface OfferRowsTable {
  id: Generated<number>;
  offer_id: number;
  position: number;
  product_id: number | null;
  own_product: Flag;
  title: string;
  code: string;
  unit: string;
  quantity: number;
  /** Unit price to the end customer, net cents. */
  price: number;
  /** 1: the buyer set the price; 0: it follows purchase_price and the markup. */
  custom_price: Flag;
  discount: number;
  /** Our net purchase price per unit when the row was last priced; null for own products. */
  purchase_price: number | null;
}

export interface OfferCartLinksTable {
  user_id: number;
  offer_id: number;
  created_at: string;
}

export interface OfferTables {
  offers: OffersTable;
  offer_rows: OfferRowsTable;
  offer_cart_links: OfferCartLinksTable;
}

export type OfferRecord = Selectable<OffersTable>;
export type OfferRowRecord = Selectable<OfferRowsTable>;
