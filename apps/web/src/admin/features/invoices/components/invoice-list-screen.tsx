import { INVOICE_STATUS_LABELS, INVOICE_STATUSES } from '@kodumasinad/contract';
import type { AdminInvoiceListItem } from '@kodumasinad/contract/admin';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../../components/ui/button';
import { PageTitle } from '../../../../components/ui/page-title';
import { formatCents, formatDate } from '../../../../lib/format';
import { AdminTable, type AdminColumn } from '../../../components/admin-table';
import { useListParams } from '../../../lib/use-list-params';
import { INVOICES_ENDPOINT, INVOICE_FILTERS, useAdminInvoices } from '../api/invoices-list';
import { useSendAllReminders } from '../api/invoices-reminders';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { InvoiceSums } from './invoice-sums';

const COLUMNS: AdminColumn<AdminInvoiceListItem>[] = [
  {
    id: 'number',
    header: 'Arve',
    sortable: true,
    cell: (invoice) => (
      <Link to={`/haldus/arved/${invoice.id}`} className="font-medium text-brand-700 hover:underline">
        {invoice.number}
      </Link>
    ),
  },
  { id: 'company', header: 'Ettevõte', sortable: true, cell: (invoice) => invoice.company.name },
  { id: 'issue_date', header: 'Kuupäev', sortable: true, cell: (invoice) => formatDate(invoice.issue_date) },
  { id: 'due_date', header: 'Maksetähtaeg', sortable: true, cell: (invoice) => formatDate(invoice.due_date) },
  {
    id: 'total_vat',
    header: 'Summa',
    sortable: true,
    align: 'right',
    cell: (invoice) => formatCents(invoice.total_vat),
  },
  {
    id: 'outstanding',
    header: 'Tasumata',
    sortable: true,
    align: 'right',
    cell: (invoice) => formatCents(invoice.outstanding),
  },
  { id: 'status', header: 'Olek', cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
  {
    id: 'reminders',
    header: 'Meeldetuletused',
    cell: (invoice) =>
      invoice.reminder_count === 0
        ? '—'
        : `${invoice.reminder_count} (${formatDate(invoice.last_reminder_at ?? '')})`,
  },
];

/**
 * /haldus/arved — every company's invoices: the sums at the top, status filter, search by number
 * or reference, server-side paging and sorting in the URL, CSV export; reminders for all overdue.
 */
export function InvoiceListScreen() {
  const list = useListParams(INVOICE_FILTERS);
  const { data, isError } = useAdminInvoices(list);
  const remindAll = useSendAllReminders();
  const statusId = useId();

  return (
    <section className="space-y-6" data-testid="admin-invoices">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>Arved</PageTitle>
        <div className="flex flex-wrap gap-2">
          <Link to="/haldus/arved/import" className={buttonClass('primary')}>
            Impordi pangaväljavõte
          </Link>
          <Button variant="secondary" disabled={remindAll.isPending} onClick={() => remindAll.mutate()}>
            Saada meeldetuletused
          </Button>
        </div>
      </div>
      {remindAll.data && (
        <p role="status" className="text-sm text-slate-700">
          Saadetud {remindAll.data.sent} meeldetuletust.
          {remindAll.data.skipped.length > 0 &&
            ` E-posti aadressita: ${remindAll.data.skipped.map((item) => item.number).join(', ')}.`}
        </p>
      )}
      {data && <InvoiceSums summary={data.summary} />}
      <AdminTable
        endpoint={INVOICES_ENDPOINT}
        columns={COLUMNS}
        list={list}
        reply={data}
        isError={isError}
        rowKey={(invoice) => invoice.id}
        caption="Arved"
        searchLabel="Otsi arve numbri või viitenumbri järgi"
        exportFileName="arved.csv"
        filters={
          <div>
            <label htmlFor={statusId} className="mb-1 block text-sm font-medium text-slate-700">
              Olek
            </label>
            <select
              id={statusId}
              value={list.params.filters.status ?? ''}
              onChange={(event) => list.update({ filters: { status: event.target.value } })}
              className="rounded-md border border-slate-500 bg-white px-3 py-2 text-sm"
            >
              <option value="">Kõik</option>
              {INVOICE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {INVOICE_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
        }
      />
    </section>
  );
}
