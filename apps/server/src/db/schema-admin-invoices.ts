import type { Generated, Selectable } from 'kysely';

/** Row types of the back-office's invoice tables (migration 0022, decision 048); conventions as in schema.ts. */

/** One overdue reminder e-mailed for an invoice. */
export interface InvoiceRemindersTable {
  id: Generated<number>;
  invoice_id: number;
  sent_to: string;
  /** The staff member who sent it (no foreign key: the staff table belongs to the core). */
  staff_id: number | null;
  created_at: string;
}

/** A bank statement's preview, kept under its token until confirmed. */
export interface BankStatementPreviewsTable {
  token: string;
  filename: string;
  /** JSON: the classified lines (contract BankStatementLine[]). */
  lines: string;
  staff_id: number | null;
  created_at: string;
  confirmed_at: string | null;
  /** JSON: the confirm's reply, given again to a repeated confirm. */
  result: string | null;
}

/**
 * A confirmed statement's credit not booked in full on its invoice (migration 0024, decision 051):
 * `kind` unmatched (no money booked; can be assigned to an invoice) or partial (booked on
 * `invoice_id`, kept for review); `state` open, assigned or dismissed.
 */
export interface BankUnmatchedCreditsTable {
  id: Generated<number>;
  /** The bank entry's key, as invoice_payments.external_ref (`bank:…`); unique. */
  bank_ref: string;
  kind: 'unmatched' | 'partial';
  booking_date: string;
  amount: number;
  currency: string;
  debtor: string;
  reference: string | null;
  text: string;
  /** Why the line was not booked in full (Estonian, as the preview showed it). */
  note: string;
  /** The statement's file name. */
  statement: string;
  /** The invoice a partial line was booked on; null for an unmatched one. */
  invoice_id: number | null;
  state: 'open' | 'assigned' | 'dismissed';
  /** The invoice an unmatched credit was assigned to. */
  resolved_invoice_id: number | null;
  /** The staff member who assigned or dismissed it (no foreign key, as invoice_reminders). */
  resolved_by: number | null;
  resolved_at: string | null;
  created_at: string;
}

export interface AdminInvoiceTables {
  invoice_reminders: InvoiceRemindersTable;
  bank_statement_previews: BankStatementPreviewsTable;
  bank_unmatched_credits: BankUnmatchedCreditsTable;
}

export type BankUnmatchedCreditRecord = Selectable<BankUnmatchedCreditsTable>;
