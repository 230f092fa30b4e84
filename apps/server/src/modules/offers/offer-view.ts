import {
  OFFER_STATUS_LABELS,
  marginOf,
  offerTotals,
  paymentTermLabel,
  rowTotal,
  type Offer,
  type OfferLanguage,
  type OfferListItem,
  type OfferRow,
  type OfferStatus,
  type OfferStoredStatus,
  type Product,
} from '@kodumasinad/contract';
import type { OfferRecord, OfferRowRecord } from '../../db/schema-offers.js';

/** How stored offers and rows read in the replies: no database, no clock. */

export const asStored = (status: string): OfferStoredStatus =>
  (['open', 'sent', 'accepted', 'ordered', 'archived'] as const).find((s) => s === status) ?? 'open';
export const asLanguage = (language: string): OfferLanguage => (language === 'en' ? 'en' : 'et');

/** The end customer's link to the offer. */
export const customerUrl = (appUrl: string, token: string): string =>
  `${appUrl.replace(/\/$/, '')}/pakkumine/${token}`;

/** The fields of an offer the end customer sees (its page, PDF and e-mail). */
type VisibleFields = Pick<
  OfferRecord,
  | 'title'
  | 'customer_name'
  | 'customer_company'
  | 'customer_registry_code'
  | 'customer_email'
  | 'customer_phone'
  | 'customer_address'
  | 'language'
  | 'valid_days'
  | 'valid_until'
  | 'payment_term'
  | 'intro'
  | 'signature'
>;
type VisibleRow = Pick<OfferRowRecord, 'title' | 'code' | 'unit' | 'quantity' | 'price' | 'discount'>;

/** What the end customer sees of an offer, as one text: a save that changes it is a new version. */
export function visibleFingerprint(fields: VisibleFields, rows: readonly VisibleRow[]): string {
  return JSON.stringify([
    fields.title,
    fields.customer_name,
    fields.customer_company,
    fields.customer_registry_code,
    fields.customer_email,
    fields.customer_phone,
    fields.customer_address,
    fields.language,
    fields.valid_days,
    fields.valid_until,
    fields.payment_term,
    fields.intro,
    fields.signature,
    rows.map((row) => [row.title, row.code, row.unit, row.quantity, row.price, row.discount]),
  ]);
}

/** The catalogue products named by the rows (own rows have none). */
export const productIds = (rows: readonly OfferRowRecord[]): number[] =>
  rows.flatMap((row) => (row.product_id === null ? [] : [row.product_id]));

export function rowsTotals(rows: readonly OfferRowRecord[], vat: number) {
  return offerTotals(
    rows.map((row) => ({
      quantity: row.quantity,
      price: row.price,
      discount: row.discount,
      purchasePrice: row.purchase_price,
    })),
    vat,
  );
}

function toRow(row: OfferRowRecord, urls: ReadonlyMap<number, Product>): OfferRow {
  const total = rowTotal(row.price, row.quantity, row.discount);
  const margin = row.purchase_price === null ? null : marginOf(total, row.purchase_price * row.quantity);
  const product = row.product_id === null ? undefined : urls.get(row.product_id);
  return {
    rowId: row.id,
    product_id: row.product_id,
    own_product: row.own_product === 1,
    title: row.title,
    code: row.code,
    unit: row.unit,
    quantity: row.quantity,
    price: row.price,
    custom_price: row.custom_price === 1,
    discount: row.discount,
    total,
    purchase_price: row.purchase_price,
    margin: margin?.amount ?? null,
    margin_percent: margin?.percent ?? null,
    url: product?.url ?? null,
    filename: product?.filename ?? null,
  };
}

export interface OfferViewContext {
  status: OfferStatus;
  vat: number;
  appUrl: string;
  /** The live end-customer link's token in clear (opened from token_sealed), or null. */
  token: string | null;
}

/** What an offer and its line in the offer list both show first. */
function offerHeading(record: OfferRecord, status: OfferStatus) {
  return {
    id: record.id,
    number: record.number,
    status,
    status_label: OFFER_STATUS_LABELS[status],
    title: record.title,
    customer_name: record.customer_name,
    customer_company: record.customer_company,
  };
}

export function toOffer(
  record: OfferRecord,
  rows: readonly OfferRowRecord[],
  products: ReadonlyMap<number, Product>,
  { status, vat, appUrl, token }: OfferViewContext,
): Offer {
  const language = asLanguage(record.language);
  return {
    ...offerHeading(record, status),
    customer_registry_code: record.customer_registry_code,
    customer_email: record.customer_email,
    customer_phone: record.customer_phone,
    customer_address: record.customer_address,
    language,
    date: record.offer_date,
    valid_days: record.valid_days,
    valid_until: record.valid_until,
    payment_term: record.payment_term,
    payment_term_label: paymentTermLabel(record.payment_term, language),
    price_increase: record.price_increase,
    intro: record.intro,
    signature: record.signature,
    logo: record.logo_path === null ? null : `/images/${record.logo_path}`,
    rows: rows.map((row) => toRow(row, products)),
    totals: rowsTotals(rows, vat),
    created_by: record.created_by_name,
    created_at: record.created_at,
    updated_by: record.updated_by_name,
    updated_at: record.updated_at,
    sent_at: record.sent_at,
    sent_to: record.sent_to,
    accepted_at: record.accepted_at,
    accepted_by: record.accepted_name,
    ordered_at: record.ordered_at,
    customer_url: token === null ? null : customerUrl(appUrl, token),
    version: record.version,
    accepted_version: record.accepted_version,
  };
}

export function toListItem(
  record: OfferRecord,
  status: OfferStatus,
  rows: readonly OfferRowRecord[],
  vat: number,
): OfferListItem {
  const totals = rowsTotals(rows, vat);
  return {
    ...offerHeading(record, status),
    valid_until: record.valid_until,
    created_by: record.created_by_name,
    updated_at: record.updated_at,
    total: totals.net,
    total_vat: totals.gross,
  };
}
