import type { AdminInvoiceListItem } from '@kodumasinad/contract/admin';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../../components/ui/button';
import { formatCents, formatDate } from '../../../../lib/format';
import { AdminListScreen } from '../../../components/admin-list-screen';
import type { AdminColumn } from '../../../components/admin-table';
import { useListParams, type ListState } from '../../../lib/use-list-params';
import { INVOICES_ENDPOINT, INVOICE_FILTERS, useAdminInvoices } from '../api/invoices-list';
import { useSendAllReminders } from '../api/invoices-reminders';
import { InvoiceFilters } from './invoice-filters';
import { InvoiceStatusBadge } from '../../../../components/status/invoice-status-badge';
import { InvoiceSums } from './invoice-sums';
import { RefundTasksPanel } from './refund-tasks-panel';
import { UnmatchedCreditsPanel } from './unmatched-credits-panel';

const columns = (list: ListState): AdminColumn<AdminInvoiceListItem>[] => [
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
  {
    id: 'company',
    header: 'Ettevõte',
    sortable: true,
    cell: (invoice) => (
      <button
        type="button"
        className="text-left hover:underline"
        title="Näita ainult selle ettevõtte arveid"
        onClick={() => list.update({ filters: { company: String(invoice.company.id) } })}
      >
        {invoice.company.name}
      </button>
    ),
  },
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
 * /haldus/arved — every company's invoices: the sums at the top, status, company and period
 * filters, search by number or reference, server-side paging and sorting in the URL, CSV export
 * of the same selection; reminders for all overdue; below, the unmatched bank credits.
 */
export function InvoiceListScreen() {
  const list = useListParams(INVOICE_FILTERS);
  const invoices = useAdminInvoices(list);
  const { data } = invoices;
  const remindAll = useSendAllReminders();
  const companyId = Number(list.params.filters.company);
  const companyName = data?.data.find((invoice) => invoice.company.id === companyId)?.company.name;

  return (
    <AdminListScreen
      testId="admin-invoices"
      title="Arved"
      spacing="wide"
      actions={
        <>
          <Link to="/haldus/arved/import" className={buttonClass('primary')}>
            Impordi pangaväljavõte
          </Link>
          <Button variant="secondary" disabled={remindAll.isPending} onClick={() => remindAll.mutate()}>
            Saada meeldetuletused
          </Button>
        </>
      }
      endpoint={INVOICES_ENDPOINT}
      columns={columns(list)}
      list={list}
      query={invoices}
      caption="Arved"
      searchLabel="Otsi arve või tellimuse numbri, viitenumbri või ettevõtte järgi"
      exportFileName="arved.csv"
      filters={<InvoiceFilters key={`filters?${list.query}`} list={list} companyName={companyName} />}
      after={<UnmatchedCreditsPanel />}
    >
      {data && <InvoiceSums summary={data.summary} />}
      <RefundTasksPanel />
    </AdminListScreen>
  );
}
