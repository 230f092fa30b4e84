import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
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
