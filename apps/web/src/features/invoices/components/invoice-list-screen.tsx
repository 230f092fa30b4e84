import type { InvoicesListReply } from '@kodumasinad/contract';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCents, formatDate } from '../../../lib/format';
import { downloadInvoicesExport } from '../api/invoices-export';
import { useInvoicesList } from '../api/invoices-list';
import { filterFromParams, invoicesHref } from '../invoices-url';
import { InvoiceFilters } from './invoice-filters';
import { InvoiceStatusBadge } from './invoice-status-badge';

const th = 'px-4 py-3 font-medium';
/** Below md every row is a card: each cell a line with its own label (no sideways scrolling at 375 px). */
const td = 'flex justify-between gap-3 px-4 py-1 md:table-cell md:py-3';

function Cell({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td className={`${td} ${className}`}>
      <span aria-hidden="true" className="text-slate-500 md:hidden">
        {label}
      </span>
      <span>{children}</span>
    </td>
  );
}

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
      <InvoiceFilters key={params.toString()} filter={filter} />
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
                <th scope="col" className={th}>
                  Number
                </th>
                <th scope="col" className={th}>
                  Kuupäev
                </th>
                <th scope="col" className={th}>
                  Tellimus
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Summa
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Makstud
                </th>
                <th scope="col" className={th}>
                  Maksetähtaeg
                </th>
                <th scope="col" className={th}>
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
                  <Cell label="Number">
                    <Link to={`/arved/${invoice.id}`} className="font-medium text-brand-700 hover:underline">
                      {invoice.number}
                    </Link>
                  </Cell>
                  <Cell label="Kuupäev" className="whitespace-nowrap">
                    {formatDate(invoice.issue_date)}
                  </Cell>
                  <Cell label="Tellimus">
                    <Link to={`/tellimused/${invoice.order_id}`} className="text-brand-700 hover:underline">
                      {invoice.order_number}
                    </Link>
                  </Cell>
                  <Cell label="Summa" className="whitespace-nowrap md:text-right">
                    {formatCents(invoice.total_vat)}
                  </Cell>
                  <Cell label="Makstud" className="whitespace-nowrap md:text-right">
                    {formatCents(invoice.paid)}
                  </Cell>
                  <Cell label="Maksetähtaeg" className="whitespace-nowrap">
                    {formatDate(invoice.due_date)}
                  </Cell>
                  <Cell label="Staatus">
                    <InvoiceStatusBadge status={invoice.status} />
                  </Cell>
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
