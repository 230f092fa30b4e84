import type { Meta } from '@kodumasinad/contract';
import type { ReactNode } from 'react';
import { Pagination } from '../ui/pagination';
import { Skeleton } from '../ui/skeleton';
import { StackedCell, stackedTd, stackedTh } from '../ui/stacked-table';

/** A column of a shop list: its header (also the cell's label on a phone) and its cell. */
export interface ListColumn<T> {
  header: string;
  cell(row: T): ReactNode;
  /** The header's alignment from md up (the cell's own is in `className`). */
  align?: 'right';
  className?: string;
  /** A cell without the phone label (a row's buttons). */
  unlabelled?: boolean;
}

interface PagedListProps<T> {
  /** The current page; undefined while the first one loads. */
  reply: { data: T[]; meta: Meta } | undefined;
  isError: boolean;
  /** Shown when the first page fails; without it the loading placeholder stays. */
  errorText?: string;
  emptyText: string;
  columns: ListColumn<T>[];
  rowKey(row: T): string | number;
  rowTestId: string;
  hrefFor(page: number): string;
}

/**
 * The body of a shop list screen (orders, invoices, offers): loading, error, empty, the rows (a
 * card each below md, a table from md up) and the page links. The filters above it are the
 * screen's own.
 */
export function PagedList<T>({
  reply,
  isError,
  errorText,
  emptyText,
  columns,
  rowKey,
  rowTestId,
  hrefFor,
}: PagedListProps<T>) {
  return (
    <>
      {!reply && !isError && <Skeleton title={false} />}
      {isError && !reply && errorText && (
        <p role="alert" className="text-red-700">
          {errorText}
        </p>
      )}
      {reply && reply.data.length === 0 && <p className="text-slate-600">{emptyText}</p>}
      {reply && reply.data.length > 0 && (
        <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="block w-full text-sm md:table">
            <thead className="hidden md:table-header-group">
              <tr className="border-b border-slate-200 text-left text-slate-500">
                {columns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={column.align === 'right' ? `${stackedTh()} text-right` : stackedTh()}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="block md:table-row-group">
              {reply.data.map((row) => (
                <tr
                  key={rowKey(row)}
                  data-testid={rowTestId}
                  className="block border-b border-slate-100 py-2 last:border-0 md:table-row md:py-0"
                >
                  {columns.map((column) =>
                    column.unlabelled ? (
                      <td key={column.header} className={`${stackedTd()} ${column.className ?? ''}`}>
                        {column.cell(row)}
                      </td>
                    ) : (
                      <StackedCell key={column.header} label={column.header} className={column.className}>
                        {column.cell(row)}
                      </StackedCell>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {reply && (
        <Pagination page={reply.meta.current_page} lastPage={reply.meta.last_page} hrefFor={hrefFor} />
      )}
    </>
  );
}
