import {
  defaultUnitPrice,
  marginOf,
  offerTotals,
  rowTotal,
  type Offer,
  type OfferRow,
  type OfferSaveInput,
} from '@kodumasinad/contract';
import { centsText, parseHundredths } from './offer-format';

/** The offer editor's form state: what the buyer types, before the server checks it. */

export interface RowDraft {
  key: string;
  product_id: number | null;
  own_product: boolean;
  title: string;
  code: string;
  unit: string;
  quantity: string;
  /** '' on a catalogue row: the price follows the purchase price and the markup. */
  price: string;
  discount: string;
  purchase_price: number | null;
}

export interface Draft {
  title: string;
  customer_name: string;
  customer_company: string;
  customer_registry_code: string;
  customer_email: string;
  customer_phone: string;
  customer_address: string;
  language: 'et' | 'en';
  valid_days: string;
  payment_term: string;
  price_increase: string;
  intro: string;
  signature: string;
  rows: RowDraft[];
}

let keys = 0;
export const rowDraft = (row: OfferRow): RowDraft => ({
  key: `row-${row.rowId}-${(keys += 1)}`,
  product_id: row.product_id,
  own_product: row.own_product,
  title: row.title,
  code: row.code,
  unit: row.unit,
  quantity: String(row.quantity),
  price: row.custom_price ? centsText(row.price) : '',
  discount: row.discount === 0 ? '' : String(row.discount).replace('.', ','),
  purchase_price: row.purchase_price,
});

/** The empty row "Lisa oma toode" appends. */
export const ownRowDraft = (): RowDraft => ({
  key: `own-${(keys += 1)}`,
  product_id: null,
  own_product: true,
  title: '',
  code: '',
  unit: 'tk',
  quantity: '1',
  price: '',
  discount: '',
  purchase_price: null,
});

export const toDraft = (offer: Offer): Draft => ({
  title: offer.title,
  customer_name: offer.customer_name,
  customer_company: offer.customer_company,
  customer_registry_code: offer.customer_registry_code,
  customer_email: offer.customer_email,
  customer_phone: offer.customer_phone,
  customer_address: offer.customer_address,
  language: offer.language,
  valid_days: String(offer.valid_days),
  payment_term: offer.payment_term,
  price_increase: String(offer.price_increase).replace('.', ','),
  intro: offer.intro,
  signature: offer.signature,
  rows: offer.rows.map(rowDraft),
});

/** The save request for the draft, as typed: the server parses and checks it. */
export const saveRequest = (draft: Draft): OfferSaveInput => ({
  ...draft,
  valid_days: draft.valid_days,
  rows: draft.rows.map((row) => ({
    product_id: row.own_product ? null : row.product_id,
    own_product: row.own_product,
    title: row.title,
    code: row.code,
    unit: row.unit,
    quantity: row.quantity,
    price: row.price,
    discount: row.discount,
  })),
});

/** What the row costs the end customer now, by the same rules as the server. */
function livePrice(row: RowDraft, markup: number): number {
  const own = parseHundredths(row.price);
  if (own !== null) return own;
  return row.purchase_price === null ? 0 : defaultUnitPrice(row.purchase_price, markup);
}

export const asPercent = (text: string) => (parseHundredths(text) ?? 0) / 100;
const asQuantity = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : 0);

export type PricedRow = ReturnType<typeof priceRows>[number];

/** Each row's live price, quantity, discount, total and margin at the draft's markup. */
export function priceRows(rows: readonly RowDraft[], markup: number) {
  return rows.map((row) => {
    const price = livePrice(row, markup);
    const quantity = asQuantity(row.quantity);
    const discount = asPercent(row.discount);
    const total = rowTotal(price, quantity, Math.min(100, Math.max(0, discount)));
    const margin = row.purchase_price === null ? null : marginOf(total, row.purchase_price * quantity);
    return { price, quantity, discount, total, margin };
  });
}

export function draftTotals(rows: readonly RowDraft[], priced: readonly PricedRow[], vat: number) {
  return offerTotals(
    rows.map((row, index) => ({
      quantity: priced[index]?.quantity ?? 0,
      price: priced[index]?.price ?? 0,
      discount: Math.min(100, Math.max(0, priced[index]?.discount ?? 0)),
      purchasePrice: row.purchase_price,
    })),
    vat,
  );
}
