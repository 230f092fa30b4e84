import type { InvoicesListReply } from '@kodumasinad/contract';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCents, formatDate } from '../../../lib/format';
import { downloadInvoicesExport } from '../api/invoices-export';
import { useInvoicesList } from '../api/invoices-list';
import { filterFromParams, invoicesHref } from '../invoices-url';
import { InvoiceFilters } from './invoice-filters';
import { InvoiceStatusBadge } from '../../../components/status/invoice-status-badge';
import { StackedCell, stackedTh } from '../../../components/ui/stacked-table';

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
      {/* Remounted per URL so the fields show what the list shows (also after back/forward). */}
      <InvoiceFilters filter={filter} />
      <p className="mb-4 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        Laadi nimekiri alla:
        <button
          type="button"
          data-testid="invoices-export-csv"
          className="font-medium text-brand-700 hover:underline"
          onClick={() => void downloadInvoicesExport(filter, 'csv')}
        >
          CSV
        </button>
        <button
          type="button"
          data-testid="invoices-export-xlsx"
          className="font-medium text-brand-700 hover:underline"
          onClick={() => void downloadInvoicesExport(filter, 'xlsx')}
        >
          XLSX (Excel)
        </button>
      </p>
      {!reply && !invoices.isError && <Skeleton title={false} />}
      {invoices.isError && !reply && (
        <p role="alert" className="text-red-700">
          Arveid ei õnnestunud laadida.
        </p>
      )}
      {reply && reply.data.length === 0 && <p className="text-slate-600">Arveid ei leitud.</p>}
      {reply && reply.data.length > 0 && (
        <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="block w-full text-sm md:table">
            <thead className="hidden md:table-header-group">
              <tr className="border-b border-slate-200 text-left text-slate-500">
                <th scope="col" className={stackedTh()}>
                  Number
                </th>
                <th scope="col" className={stackedTh()}>
                  Kuupäev
                </th>
                <th scope="col" className={stackedTh()}>
                  Tellimus
                </th>
                <th scope="col" className={`${stackedTh()} text-right`}>
                  Summa
                </th>
                <th scope="col" className={`${stackedTh()} text-right`}>
                  Makstud
                </th>
                <th scope="col" className={stackedTh()}>
                  Maksetähtaeg
                </th>
                <th scope="col" className={stackedTh()}>
                  Staatus
                </th>
              </tr>
            </thead>
            <tbody className="block md:table-row-group">
              {reply.data.map((invoice) => (
                <tr
                  key={invoice.id}
                  data-testid="invoice-row"
                  className="block border-b border-slate-100 py-2 last:border-0 md:table-row md:py-0"
                >
                  <StackedCell label="Number">
                    <Link to={`/arved/${invoice.id}`} className="font-medium text-brand-700 hover:underline">
                      {invoice.number}
                    </Link>
                  </StackedCell>
                  <StackedCell label="Kuupäev" className="whitespace-nowrap">
                    {formatDate(invoice.issue_date)}
                  </StackedCell>
                  <StackedCell label="Tellimus">
                    <Link to={`/tellimused/${invoice.order_id}`} className="text-brand-700 hover:underline">
                      {invoice.order_number}
                    </Link>
                  </StackedCell>
                  <StackedCell label="Summa" className="whitespace-nowrap md:text-right">
                    {formatCents(invoice.total_vat)}
                  </StackedCell>
                  <StackedCell label="Makstud" className="whitespace-nowrap md:text-right">
                    {formatCents(invoice.paid)}
                  </StackedCell>
                  <StackedCell label="Maksetähtaeg" className="whitespace-nowrap">
                    {formatDate(invoice.due_date)}
                  </StackedCell>
                  <StackedCell label="Staatus">
                    <InvoiceStatusBadge status={invoice.status} />
                  </StackedCell>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {reply && (
        <Pagination
          page={reply.meta.current_page}
          lastPage={reply.meta.last_page}
          hrefFor={(page) => invoicesHref({ ...filter, page })}
        />
      )}
    </section>
  );
}
