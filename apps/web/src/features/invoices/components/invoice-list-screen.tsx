import type { InvoiceListItem, InvoicesListReply } from '@kodumasinad/contract';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { formatCents, formatDate } from '../../../lib/format';
import { downloadInvoicesExport } from '../api/invoices-export';
import { useInvoicesList } from '../api/invoices-list';
import { filterFromParams, invoicesHref } from '../invoices-url';
import { InvoiceFilters } from './invoice-filters';
import { InvoiceStatusBadge } from '../../../components/status/invoice-status-badge';
import { ExportLinks } from '../../../components/lists/export-links';
import { PagedList, type ListColumn } from '../../../components/lists/paged-list';

/** The company's open money, whatever the filter (decision 032). */
function Summary({ summary }: { summary: InvoicesListReply['summary'] }) {
  return (
    <dl data-testid="invoices-summary" className="mb-6 grid gap-4 sm:grid-cols-2">
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <dt className="text-sm text-slate-600">Maksmata kokku ({summary.unpaid_count})</dt>
        <dd data-testid="invoices-total-unpaid" className="text-xl font-semibold text-slate-900">
          {formatCents(summary.unpaid)}
        </dd>
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <dt className="text-sm text-slate-600">Tähtaeg ületatud ({summary.overdue_count})</dt>
        <dd
          data-testid="invoices-total-overdue"
          className={`text-xl font-semibold ${summary.overdue > 0 ? 'text-red-700' : 'text-slate-900'}`}
        >
          {formatCents(summary.overdue)}
        </dd>
      </div>
    </dl>
  );
}

const columns: ListColumn<InvoiceListItem>[] = [
  {
    header: 'Number',
    cell: (invoice) => (
      <Link to={`/arved/${invoice.id}`} className="font-medium text-brand-700 hover:underline">
        {invoice.number}
      </Link>
    ),
  },
  { header: 'Kuupäev', className: 'whitespace-nowrap', cell: (invoice) => formatDate(invoice.issue_date) },
  {
    header: 'Tellimus',
    cell: (invoice) => (
      <Link to={`/tellimused/${invoice.order_id}`} className="text-brand-700 hover:underline">
        {invoice.order_number}
      </Link>
    ),
  },
  {
    header: 'Summa',
    align: 'right',
    className: 'whitespace-nowrap md:text-right',
    cell: (invoice) => formatCents(invoice.total_vat),
  },
  {
    header: 'Makstud',
    align: 'right',
    className: 'whitespace-nowrap md:text-right',
    cell: (invoice) => formatCents(invoice.paid),
  },
  { header: 'Maksetähtaeg', className: 'whitespace-nowrap', cell: (invoice) => formatDate(invoice.due_date) },
  { header: 'Staatus', cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
];

/** /arved: the company's invoices with their open totals, filtered, searched and sorted. */
export function InvoiceListScreen() {
  const [params] = useSearchParams();
  const filter = filterFromParams(params);
  const invoices = useInvoicesList(filter);
  const reply = invoices.data;

  return (
    <section>
      <PageTitle>Arved</PageTitle>
      {reply && <Summary summary={reply.summary} />}
      <InvoiceFilters filter={filter} />
      <ExportLinks
        testIdPrefix="invoices"
        onDownload={(format) => void downloadInvoicesExport(filter, format)}
      />
      <PagedList
        reply={reply}
        isError={invoices.isError}
        errorText="Arveid ei õnnestunud laadida."
        emptyText="Arveid ei leitud."
        columns={columns}
        rowKey={(invoice) => invoice.id}
        rowTestId="invoice-row"
        hrefFor={(page) => invoicesHref({ ...filter, page })}
      />
    </section>
  );
}
