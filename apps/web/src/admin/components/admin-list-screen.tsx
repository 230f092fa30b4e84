import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { PageTitle } from '../../components/ui/page-title';
import { AdminTable, type AdminListReply, type AdminTableProps } from './admin-table';

interface AdminListScreenProps<T extends RowData & { id: number }> extends Omit<
  AdminTableProps<T>,
  'reply' | 'isError' | 'rowKey' | 'caption'
> {
  /** The row's key; its `id` by default. */
  rowKey?(row: T): string | number;
  /** The table's accessible name; the heading by default. */
  caption?: string;
  /** The list's query (useAdminList or a feature's own): its page, or undefined while it loads. */
  query: { data: AdminListReply<T> | undefined; isError: boolean };
  /** The screen's heading; none where a layout above names the screen (the content tabs). */
  title?: string;
  documentTitle?: string;
  testId?: string;
  /** Buttons or links beside the heading (Lisa klient, Uus leht…). */
  actions?: ReactNode;
  /** What stands between the heading and the table (sums, panels). */
  children?: ReactNode;
  /** What follows the table (panels, the open dialog). */
  after?: ReactNode;
  /** The vertical rhythm of the screen's parts. */
  spacing?: 'regular' | 'wide';
}

/**
 * Every back-office list screen: its heading and actions, what it shows above the table, the
 * table itself (search, filters, export, loading, error, empty, rows, pages: AdminTable) and what
 * follows it.
 */
export function AdminListScreen<T extends RowData & { id: number }>({
  query,
  title,
  documentTitle,
  testId,
  actions,
  children,
  after,
  spacing = 'regular',
  rowKey = (row) => row.id,
  caption = title ?? '',
  ...table
}: AdminListScreenProps<T>) {
  return (
    <section data-testid={testId} className={spacing === 'wide' ? 'space-y-6' : 'space-y-4'}>
      {(title !== undefined || actions) && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {title !== undefined && <PageTitle documentTitle={documentTitle}>{title}</PageTitle>}
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
      )}
      {children}
      <AdminTable {...table} rowKey={rowKey} caption={caption} reply={query.data} isError={query.isError} />
      {after}
    </section>
  );
}
