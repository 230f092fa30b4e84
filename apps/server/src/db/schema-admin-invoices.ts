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

export interface AdminInvoiceTables {
  invoice_reminders: InvoiceRemindersTable;
  bank_statement_previews: BankStatementPreviewsTable;
}

export type BankStatementPreviewRecord = Selectable<BankStatementPreviewsTable>;
