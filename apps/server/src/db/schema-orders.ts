import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Row types of the cart and order tables (migration 0003), same conventions as schema.ts:
 * ISO-8601 UTC text timestamps, yyyy-mm-dd text dates, integer cents, JSON as text.
 */

export interface CartRowsTable {
  id: Generated<number>;
  user_id: number;
  /** No foreign key: a product that leaves the catalogue stays in the cart and is reported missing. */
  product_id: number;
  /** The cart row this add-on belongs to; null for a product of its own. */
  parent_row_id: number | null;
  /** parent_row_id or 0: the unique key (user, product, parent) needs a non-null column. */
  parent_key: number;
  quantity: number;
  /** Title and code when added, to name the product once the catalogue no longer has it. */
  title: string;
  code: string;
  created_at: string;
}

export interface CartStateTable {
  user_id: number;
  transport_code: string | null;
  transport_county: string | null;
  updated_at: string;
}

export interface OrderDraftsTable {
  user_id: number;
  /** Names this checkout: orders.draft_token makes a repeated confirm find its order. */
  token: string;
  /** JSON: contacts, services, payment_method, passed_steps. */
  data: string;
  /** Set when the draft was placed; the next checkout starts a fresh draft. */
  placed_order_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface OrdersTable {
  id: Generated<number>;
  /** '2026-000123': the year and that year's counter. */
  number: string;
  b2b_client_id: number;
  user_id: number | null;
  /** The user's name when placing: `placed_by` survives renames and removals. */
  placed_by: string;
  draft_token: string | null;
  status: string;
  payment_status: string;
  payment_method: string | null;
  payment_term: string | null;
  reference_number: string;
  company: string;
  contact_name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  postal_code: string;
  county: string | null;
  notes: string;
  transport_code: string | null;
  transport_title: string | null;
  transport_county: string | null;
  transport_price: number;
  /** The delivery address of a transport to the installation site (migration 0030); else all null. */
  delivery_recipient_name: string | null;
  delivery_recipient_phone: string | null;
  delivery_address: string | null;
  delivery_city: string | null;
  delivery_postal_code: string | null;
  delivery_county: string | null;
  /** JSON [{code, title, total}]. */
  services: string;
  services_total: number;
  products_total: number;
  /** Net total: products, transport and services. */
  total: number;
  vat: number;
  total_vat: number;
  created_at: string;
  updated_at: string;
}

export interface OrderRowsTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  /** No foreign key: the order keeps its rows when the product leaves the catalogue. */
  product_id: number | null;
  title: string;
  code: string;
  quantity: number;
  /** Net unit price at the time of ordering. */
  price: number;
  total: number;
}

/** One payment attempt; its id is the bank link's VK_STAMP, so every retry has a new stamp. */
export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  method: string;
  /**
   * open → closed (paid) or failed; 'invoice' for pay-later; 'superseded' when a newer attempt
   * replaced it unpaid; 'overpaid' for money received after the order was paid (decision 013),
   * 'refunded' once staff sent that money back (decision 065).
   */
  status: string;
  amount_cents: number;
  reference: string;
  /** Set for a pay-now attempt of an invoice (issue 13); null for the order's own payment. */
  invoice_id: Generated<number | null>;
  transaction_id: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
  /** The payer's account and name from the bank's success reply (migration 0029); null when none came. */
  payer_account: Generated<string | null>;
  payer_name: Generated<string | null>;
  /** When and by which staff member an overpayment was refunded (migration 0029). */
  refunded_at: Generated<string | null>;
  refunded_by: Generated<number | null>;
}

export interface InvoicesTable {
  id: Generated<number>;
  order_id: number;
  b2b_client_id: number;
  number: string;
  reference_number: string;
  /** yyyy-mm-dd (Estonian calendar day). */
  issue_date: string;
  due_date: string;
  payment_term_days: number;
  total: number;
  vat: number;
  total_vat: number;
  /** Money received so far (the sum of invoice_payments), cents. */
  paid: Generated<number>;
  /** 'open' or 'credited': the other statuses follow from `paid` and the day (decision 032). */
  status: string;
  created_at: string;
}

/** Money that arrived for an invoice: a bank-link payment, or a transfer the seller booked. */
export interface InvoicePaymentsTable {
  id: Generated<number>;
  invoice_id: number;
  /** The bank-link attempt that brought it; null for a booked transfer. */
  payment_id: number | null;
  amount: number;
  /** Payment method code; null for a bank transfer. */
  method: string | null;
  /** yyyy-mm-dd (Estonian calendar day). */
  paid_on: string;
  /** Unique outside reference: a bank entry (`bank:…`) or a hand-recorded payment's key (`manual:…`); migration 0022. */
  external_ref: Generated<string | null>;
  created_at: string;
}

export interface CountersTable {
  /** e.g. 'order-2026', 'invoice-2026'. */
  name: string;
  value: number;
}

export interface OrderTables {
  cart_rows: CartRowsTable;
  cart_state: CartStateTable;
  order_drafts: OrderDraftsTable;
  orders: OrdersTable;
  order_rows: OrderRowsTable;
  payments: PaymentsTable;
  invoices: InvoicesTable;
  invoice_payments: InvoicePaymentsTable;
  counters: CountersTable;
}

export type CartRowRecord = Selectable<CartRowsTable>;
export type OrderRecord = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;
export type OrderRowRecord = Selectable<OrderRowsTable>;
export type NewOrderRow = Insertable<OrderRowsTable>;
export type PaymentRecord = Selectable<PaymentsTable>;
export type InvoiceRecord = Selectable<InvoicesTable>;
export type NewInvoice = Insertable<InvoicesTable>;
export type InvoicePaymentRecord = Selectable<InvoicePaymentsTable>;
