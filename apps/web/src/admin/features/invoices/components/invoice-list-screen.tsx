import { Link } from 'react-router';
import { InvoiceStatusBadge } from '../../../../components/status/invoice-status-badge';
import { Button, buttonClass } from '../../../../components/ui/button';
import { formatCents, formatDate } from '../../../../lib/format';
import { AdminList, defineAdminList } from '../../../components/admin-list';
import { INVOICE_FILTERS, invoicesList } from '../api/invoices-list';
import { useSendAllReminders } from '../api/invoices-reminders';
import { InvoiceFilters } from './invoice-filters';
import { InvoiceSums } from './invoice-sums';
import { RefundTasksPanel } from './refund-tasks-panel';
import { UnmatchedCreditsPanel } from './unmatched-credits-panel';

/** The statement import and the reminders for every overdue invoice. */
function InvoiceActions() {
  const remindAll = useSendAllReminders();
  return (
    <>
      <Link to="/haldus/arved/import" className={buttonClass('primary')}>
        Impordi pangaväljavõte
      </Link>
      <Button variant="secondary" disabled={remindAll.isPending} onClick={() => remindAll.mutate()}>
        Saada meeldetuletused
      </Button>
    </>
  );
}

/**
 * /haldus/arved — every company's invoices: the sums at the top, status, company and period
 * filters, search by number or reference, server-side paging and sorting in the URL, CSV export
 * of the same selection; reminders for all overdue; below, the unmatched bank credits.
 */
const invoiceList = defineAdminList({
  ...invoicesList,
  testId: 'admin-invoices',
  title: 'Arved',
  caption: 'Arved',
  spacing: 'wide',
  actions: <InvoiceActions />,
  searchLabel: 'Otsi arve või tellimuse numbri, viitenumbri või ettevõtte järgi',
  exportFileName: 'arved.csv',
  filters: INVOICE_FILTERS,
  filterForm: ({ list, reply }) => {
    const companyId = Number(list.params.filters.company);
    const companyName = reply?.data.find((invoice) => invoice.company.id === companyId)?.company.name;
    return <InvoiceFilters key={`filters?${list.query}`} list={list} companyName={companyName} />;
  },
  above: ({ reply }) => (
    <>
      {reply && <InvoiceSums summary={reply.summary} />}
      <RefundTasksPanel />
    </>
  ),
  after: <UnmatchedCreditsPanel />,
  columns: [
    {
      id: 'number',
      header: 'Arve',
      sortable: true,
      link: (invoice) => `/haldus/arved/${invoice.id}`,
      cell: (invoice) => invoice.number,
    },
    {
      id: 'company',
      header: 'Ettevõte',
      sortable: true,
      filterBy: {
        name: 'company',
        value: (invoice) => String(invoice.company.id),
        title: 'Näita ainult selle ettevõtte arveid',
      },
      cell: (invoice) => invoice.company.name,
    },
    {
      id: 'issue_date',
      header: 'Kuupäev',
      sortable: true,
      cell: (invoice) => formatDate(invoice.issue_date),
    },
    {
      id: 'due_date',
      header: 'Maksetähtaeg',
      sortable: true,
      cell: (invoice) => formatDate(invoice.due_date),
    },
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
  ],
});

export function InvoiceListScreen() {
  return <AdminList of={invoiceList} />;
}
