import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { InvoiceStatus } from '@kodumasinad/contract';
import type { Database } from '../../db/schema.js';

/**
 * The invoice statuses of decision 032 as SQL on `invoices`, for `today` (yyyy-mm-dd): the same
 * rules as the contract's invoiceStatus. Shared by the buyer's invoice list and the back-office's
 * (a module file, not a repository, so the admin module may import it).
 */
export function invoiceStatusCondition(
  eb: ExpressionBuilder<Database, 'invoices'>,
  status: InvoiceStatus,
  today: string,
): Expression<SqlBool> {
  const open = eb('invoices.status', '<>', 'credited');
  const owing = eb('invoices.paid', '<', eb.ref('invoices.total_vat'));
  switch (status) {
    case 'credited':
      return eb('invoices.status', '=', 'credited');
    case 'paid':
      return eb.and([open, eb('invoices.paid', '>=', eb.ref('invoices.total_vat'))]);
    case 'overdue':
      return eb.and([open, owing, eb('invoices.due_date', '<', today)]);
    case 'partly_paid':
      return eb.and([open, owing, eb('invoices.paid', '>', 0), eb('invoices.due_date', '>=', today)]);
    case 'unpaid':
      return eb.and([open, owing, eb('invoices.paid', '=', 0), eb('invoices.due_date', '>=', today)]);
  }
}

/** The money owed on a set of invoices: all with money outstanding, and the overdue part of it. */
export interface OutstandingSummary {
  unpaid: number;
  overdue: number;
  unpaidCount: number;
  overdueCount: number;
}

/**
 * The one definition of "Tasumata" (issue 22 #26): invoices not credited with money outstanding
 * (`paid < total_vat`), overdue ones included, and of them "Tähtaeg ületatud": due before `today`.
 * The buyer's invoice list, the back-office list and the dashboard all count with it.
 */
export async function outstandingSummary<DB extends Database, TB extends keyof DB & 'invoices', O>(
  query: SelectQueryBuilder<DB, TB, O>,
  today: string,
): Promise<OutstandingSummary> {
  const row = await (query as unknown as SelectQueryBuilder<Database, 'invoices', object>)
    .where('invoices.status', '<>', 'credited')
    .whereRef('invoices.paid', '<', 'invoices.total_vat')
    .select([
      sql<string | number | null>`sum(invoices.total_vat - invoices.paid)`.as('unpaid'),
      sql<
        string | number | null
      >`sum(case when invoices.due_date < ${today} then invoices.total_vat - invoices.paid else 0 end)`.as(
        'overdue',
      ),
      sql<string | number>`count(*)`.as('unpaid_count'),
      sql<string | number | null>`sum(case when invoices.due_date < ${today} then 1 else 0 end)`.as(
        'overdue_count',
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    unpaid: Number(row.unpaid ?? 0),
    overdue: Number(row.overdue ?? 0),
    unpaidCount: Number(row.unpaid_count),
    overdueCount: Number(row.overdue_count ?? 0),
  };
}
