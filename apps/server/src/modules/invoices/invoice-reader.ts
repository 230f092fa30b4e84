import {
  INVOICE_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  invoiceStatus,
  outstandingOf,
  type InvoiceListItem,
  type PaymentMethodCode,
} from '@kodumasinad/contract';
import type { Db } from '../../db/database.js';
import { estonianDay } from '../../platform/estonian-calendar.js';
import { moneyState } from './invoice-money.js';
import { InvoicesRepository, type InvoiceListRecord } from './invoices.repository.js';

export const TRANSFER_LABEL = 'Pangaülekanne';

/** How a booked payment came in: its bank link's name, or a bank transfer (no method). */
export function paymentMethodLabel(method: string | null): string {
  return method === null ? TRANSFER_LABEL : (PAYMENT_METHOD_LABELS[method as PaymentMethodCode] ?? method);
}

/** An invoice as both lists show it, its status and what it still owes as of `today`. */
export function invoiceListItem(record: InvoiceListRecord, today: string): InvoiceListItem {
  const state = moneyState(record, today);
  const status = invoiceStatus(state);
  return {
    id: record.id,
    number: record.number,
    issue_date: record.issue_date,
    due_date: record.due_date,
    order_id: record.order_id,
    order_number: record.order_number,
    total: record.total,
    vat: record.vat,
    total_vat: record.total_vat,
    paid: record.paid,
    outstanding: outstandingOf(state),
    status,
    status_label: INVOICE_STATUS_LABELS[status],
  };
}

/**
 * What the buyer's and the staff's invoice services share: the invoices read through their
 * repository, and today's Estonian day from the clock, of which the statuses are derived
 * (decision 032).
 */
export class InvoiceReader {
  protected readonly invoices: InvoicesRepository;
  protected readonly clock: () => Date;

  constructor(deps: { db: Db; clock?: (() => Date) | undefined }) {
    this.invoices = new InvoicesRepository(deps.db);
    this.clock = deps.clock ?? (() => new Date());
  }

  today(): string {
    return estonianDay(this.clock());
  }
}
