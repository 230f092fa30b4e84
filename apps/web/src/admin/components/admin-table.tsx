import type { Meta } from '@kodumasinad/contract';
import { createColumnHelper, tableFeatures, useTable, type RowData } from '@tanstack/react-table';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { LIST_LOAD_ERROR, LoadFallback } from '../../components/ui/load-fallback';
import { Pagination } from '../../components/ui/pagination';
import { downloadListExport } from '../../lib/api/list-export';
import type { ListState } from '../lib/use-list-params';
import { SearchBox } from './search-box';

/** A column: its header (also the label of the cell on a phone), its cell, and whether the server sorts by it. */
export interface AdminColumn<T> {
  /** The `sort` value sent to the server when sortable. */
  id: string;
  header: string;
  cell(row: T): ReactNode;
  sortable?: boolean;
  align?: 'left' | 'right';
  /** The address the cell links to (the row's own screen). */
  link?(row: T): string;
  /** The cell is a button narrowing the list to the rows sharing its value (a URL filter). */
  filterBy?: { name: string; value(row: T): string; title: string };
}

/** A page of a list as the contract's `listReply(...)` parses it. */
export interface AdminListReply<T> {
  data: T[];
  meta: Meta;
}

export interface AdminTableProps<T extends RowData> {
  /** The list's API address, e.g. /api/admin/clients; the export is `<endpoint>/export.csv`. */
  endpoint: string;
  columns: AdminColumn<T>[];
  list: ListState;
  /** The current page from useAdminList; undefined while the first page loads. */
  reply: AdminListReply<T> | undefined;
  isError?: boolean;
  rowKey(row: T): string | number;
  /** The accessible name of the table, e.g. "Kliendid". */
  caption: string;
  searchLabel?: string;
  /** Search as the user types (the box keeps its focus while the list follows). */
  searchAsYouType?: boolean;
  /** The feature's filter fields, written to the URL through `list.update({filters})`. */
  filters?: ReactNode;
  /** File name when the server names none. */
  exportFileName?: string;
  /** A row's detail shown under it across all columns (e.g. when the row is expanded), or null. */
  rowDetail?(row: T): ReactNode;
  /** What the table says when no row matches. */
  emptyText?: string;
}

const features = tableFeatures({});

/** A column's cell as the row shows it: its content, in a link or a filter button when it has one. */
function cellOf<T>(column: AdminColumn<T>, row: T, list: ListState): ReactNode {
  const content = column.cell(row);
  if (column.link) {
    return (
      <Link to={column.link(row)} className="font-medium text-brand-700 hover:underline">
        {content}
      </Link>
    );
  }
  const filter = column.filterBy;
  if (!filter) return content;
  return (
    <button
      type="button"
      className="text-left hover:underline"
      title={filter.title}
      onClick={() => list.update({ filters: { [filter.name]: filter.value(row) } })}
    >
      {content}
    </button>
  );
}

const sortLabel = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A back-office list on TanStack Table: the server pages, sorts, searches and filters, all of it
 * in the URL (useListParams); headers sort, a search box and filter slot above, "Ekspordi CSV"
 * downloads the same rows, pages below. Below md each row is a card of labelled lines.
 */
export function AdminTable<T extends RowData>({
  endpoint,
  columns,
  list,
  reply,
  isError = false,
  rowKey,
  caption,
  searchLabel = 'Otsi',
  searchAsYouType = false,
  filters,
  exportFileName = 'eksport.csv',
  rowDetail,
  emptyText = 'Tulemusi ei leitud.',
}: AdminTableProps<T>) {
  const [exporting, setExporting] = useState(false);
  // The table knows the columns by id and header only; the cells are drawn from `columns` below,
  // so a screen's new column objects (its state changed) keep the rows' elements and focus.
  const columnKey = JSON.stringify(columns.map((column) => [column.id, column.header]));
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, T>();
    return (JSON.parse(columnKey) as [string, string][]).map(([id, header]) =>
      helper.display({ id, header }),
    );
  }, [columnKey]);
  const data = useMemo(() => reply?.data ?? [], [reply]);
  const table = useTable({ features, columns: tableColumns, data, getRowId: (row) => String(rowKey(row)) });
  const byId = new Map(columns.map((column) => [column.id, column]));

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadListExport(`${endpoint}/export.csv`, list.query, exportFileName);
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">
        <SearchBox
          // A new search from elsewhere (back, a link) resets the box; typing into a live one must not.
          key={searchAsYouType ? 'live' : list.params.q}
          label={searchLabel}
          value={list.params.q}
          live={searchAsYouType}
          onSearch={(q) => list.update({ q })}
        />
        {filters}
        <Button
          variant="secondary"
          className="md:ml-auto"
          disabled={exporting}
          onClick={() => void exportCsv()}
          data-testid="admin-export-csv"
        >
          Ekspordi CSV
        </Button>
      </div>
      {!reply && <LoadFallback isError={isError} error={LIST_LOAD_ERROR} />}
      {reply && reply.data.length === 0 && (
        <p
          data-testid="admin-table-empty"
          className="rounded-md border border-slate-200 bg-white p-6 text-slate-600"
        >
          {emptyText}
        </p>
      )}
      {reply && reply.data.length > 0 && (
        <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="block w-full text-sm md:table">
            <caption className="sr-only">{caption}</caption>
            <thead className="hidden md:table-header-group">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id} className="border-b border-slate-200 text-left text-slate-600">
                  {group.headers.map((header) => {
                    const column = byId.get(header.column.id);
                    const sorted = list.params.sort === header.column.id ? list.params.dir : undefined;
                    const align = column?.align === 'right' ? 'text-right' : '';
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={column?.sortable ? (sorted ? sortLabel[sorted] : 'none') : undefined}
                        className={`px-4 py-3 font-medium ${align}`}
                      >
                        {column?.sortable ? (
                          <button
                            type="button"
                            onClick={() => list.sortBy(header.column.id)}
                            className="inline-flex items-center gap-1 rounded font-medium hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                          >
                            {column.header}
                            <span aria-hidden="true">
                              {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                            </span>
                          </button>
                        ) : (
                          <table.FlexRender header={header} />
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody className="block md:table-row-group">
              {table.getRowModel().rows.map((row) => {
                const detail = rowDetail?.(row.original);
                return (
                  <Fragment key={row.id}>
                    <tr
                      data-testid="admin-table-row"
                      className="block border-b border-slate-100 py-2 last:border-0 md:table-row md:py-0"
                    >
                      {row.getAllCells().map((cell) => {
                        const column = byId.get(cell.column.id);
                        return (
                          <td
                            key={cell.id}
                            className={`flex justify-between gap-3 px-4 py-1 md:table-cell md:py-3 ${
                              column?.align === 'right' ? 'md:text-right' : ''
                            }`}
                          >
                            <span aria-hidden="true" className="text-slate-500 md:hidden">
                              {column?.header}
                            </span>
                            <span className="min-w-0 text-right break-words md:text-inherit">
                              {column && cellOf(column, row.original, list)}
                            </span>
                          </td>
                        );
                      })}
                    </tr>
                    {detail && (
                      <tr
                        data-testid="admin-table-detail"
                        className="block border-b border-slate-100 md:table-row"
                      >
                        <td colSpan={columns.length} className="block bg-slate-50 px-4 py-3 md:table-cell">
                          {detail}
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {reply && (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            Kokku {reply.meta.total}
          </p>
          <Pagination page={reply.meta.current_page} lastPage={reply.meta.last_page} hrefFor={list.hrefFor} />
        </>
      )}
    </div>
  );
}
