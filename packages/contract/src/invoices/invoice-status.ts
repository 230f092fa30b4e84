/**
 * Invoice statuses (issue 13). Only `credited` is stored; the others follow from the money
 * received and the Estonian day, so an invoice never shows a stale "unpaid" after its due date.
 */
export const INVOICE_STATUSES = ['unpaid', 'partly_paid', 'paid', 'overdue', 'credited'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  unpaid: 'Maksmata',
  partly_paid: 'Osaliselt makstud',
  paid: 'Makstud',
  overdue: 'Tähtaeg ületatud',
  credited: 'Krediteeritud',
};

export interface InvoiceMoneyState {
  /** The stored state: `credited` (a credit note cancelled it) or `open`. */
  credited: boolean;
  /** Total with VAT (cents). */
  totalVat: number;
  /** Money received so far (cents). */
  paid: number;
  /** yyyy-mm-dd. */
  dueDate: string;
  /** The Estonian day now, yyyy-mm-dd. */
  today: string;
}

/**
 * Credited wins; then fully paid; then, with money still outstanding after the due date,
 * overdue (also when part was paid: the accountant must chase the rest); else partly paid or
 * unpaid. The due date itself is still in time.
 */
export function invoiceStatus(state: InvoiceMoneyState): InvoiceStatus {
  if (state.credited) return 'credited';
  if (state.paid >= state.totalVat) return 'paid';
  if (state.today > state.dueDate) return 'overdue';
  return state.paid > 0 ? 'partly_paid' : 'unpaid';
}

/** What is still to pay (never negative: an overpayment leaves nothing outstanding). */
export function outstandingOf(state: Pick<InvoiceMoneyState, 'credited' | 'totalVat' | 'paid'>): number {
  if (state.credited) return 0;
  return Math.max(0, state.totalVat - state.paid);
}

/** An invoice can be paid online while money is outstanding. */
export function canPayInvoice(status: InvoiceStatus): boolean {
  return status === 'unpaid' || status === 'overdue' || status === 'partly_paid';
}
