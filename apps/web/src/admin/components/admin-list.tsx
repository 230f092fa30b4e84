import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { FilterSelect, type FilterOptions } from '../../components/ui/filter-select';
import type { Schema } from '../../lib/api/client';
import { useAdminList } from '../lib/use-admin-list';
import { useListParams, type ListState } from '../lib/use-list-params';
import { AdminListScreen } from './admin-list-screen';
import type { AdminColumn, AdminListReply } from './admin-table';

/** A row of the list a reply `R` pages. */
export type RowOf<R extends AnyListReply> = R['data'][number];

/** A page of any list whose rows have ids. */
type AnyListReply = AdminListReply<{ id: number }>;

/** What a screen's own parts are given: the URL's list state, the current page and the screen's state. */
export interface AdminListView<R, C> {
  list: ListState;
  /** The current page, undefined while the first one loads. */
  reply: R | undefined;
  /** What the screen keeps itself (the open dialog, the selected rows…), given to `<AdminList context>`. */
  context: C;
}

type Part<R, C, V> = V | ((view: AdminListView<R, C>) => V);

/** A filter the shell shows as a select: the URL parameter (named as the API's), its label and choices. */
export interface AdminSelectFilter<R, C> {
  name: string;
  label: string;
  options: Part<R, C, FilterOptions>;
}

/**
 * A back-office list screen as a description (decision 091): the call, the filters the URL keeps,
 * the columns and the texts. `AdminList` turns it into the URL's list state, the call and the
 * screen; the parts that need the page or the screen's own state are functions of the view.
 */
export interface AdminListDescriptor<R extends AnyListReply, C = undefined> {
  /** The list's API address (GET a page; `<endpoint>/export.csv` the export). */
  endpoint: string;
  /** The contract's `listReply(...)` of the list. */
  schema: Schema<R>;
  /**
   * The filters the URL keeps, as the API names them: a select the shell shows, or a name alone
   * where the screen's own `filterForm` sets it.
   */
  filters?: readonly (string | AdminSelectFilter<R, C>)[];
  /** The screen's own filter controls, after the selects. */
  filterForm?(view: AdminListView<R, C>): ReactNode;
  columns: Part<R, C, AdminColumn<RowOf<R>>[]>;
  /** The heading; none where a layout above names the screen (the content tabs). */
  title?: string;
  documentTitle?: string;
  /** The table's accessible name; the heading by default. */
  caption?: string;
  testId?: string;
  searchLabel: string;
  searchAsYouType?: boolean;
  exportFileName: string;
  emptyText?: string;
  /** The link to a new item's form beside the heading ("Lisa klient"). */
  create?: { to: string; label: string };
  /** Other buttons or links beside the heading. */
  actions?: Part<R, C, ReactNode>;
  /** What stands between the heading and the table (sums, panels, bulk actions). */
  above?: Part<R, C, ReactNode>;
  /** What follows the table (panels, the open dialog). */
  after?: Part<R, C, ReactNode>;
  rowDetail?(row: RowOf<R>, view: AdminListView<R, C>): ReactNode;
  spacing?: 'regular' | 'wide';
}

/** Names a list's description with its reply type inferred from the schema. */
export function defineAdminList<R extends AnyListReply, C = undefined>(
  descriptor: AdminListDescriptor<R, C>,
): AdminListDescriptor<R, C> {
  return descriptor;
}

const filterName = <R, C>(filter: string | AdminSelectFilter<R, C>) =>
  typeof filter === 'string' ? filter : filter.name;

function resolve<R, C, V>(part: Part<R, C, V>, view: AdminListView<R, C>): V {
  return typeof part === 'function' ? (part as (view: AdminListView<R, C>) => V)(view) : part;
}

type AdminListProps<R extends AnyListReply, C> = { of: AdminListDescriptor<R, C> } & (C extends undefined
  ? { context?: C }
  : { context: C });

/**
 * A back-office list from its description: the URL's page, sort, search and filters
 * (useListParams), the page's call (useAdminList), and the screen (AdminListScreen).
 */
export function AdminList<R extends AnyListReply, C = undefined>({
  of: descriptor,
  context,
}: AdminListProps<R, C>) {
  const list = useListParams((descriptor.filters ?? []).map(filterName));
  const query = useAdminList(descriptor.endpoint, descriptor.schema, list);
  const view: AdminListView<R, C> = { list, reply: query.data, context: context as C };
  const selects = (descriptor.filters ?? []).filter(
    (filter): filter is AdminSelectFilter<R, C> => typeof filter !== 'string',
  );
  const hasFilters = selects.length > 0 || descriptor.filterForm !== undefined;
  const actions = resolve(descriptor.actions, view);
  const { rowDetail } = descriptor;
  return (
    <AdminListScreen<RowOf<R>>
      testId={descriptor.testId}
      title={descriptor.title}
      documentTitle={descriptor.documentTitle}
      caption={descriptor.caption}
      spacing={descriptor.spacing}
      actions={
        (descriptor.create || actions) && (
          <>
            {descriptor.create && (
              <Link to={descriptor.create.to} className={buttonClass()}>
                {descriptor.create.label}
              </Link>
            )}
            {actions}
          </>
        )
      }
      endpoint={descriptor.endpoint}
      columns={resolve(descriptor.columns, view)}
      list={list}
      query={query}
      searchLabel={descriptor.searchLabel}
      searchAsYouType={descriptor.searchAsYouType}
      exportFileName={descriptor.exportFileName}
      emptyText={descriptor.emptyText}
      filters={
        hasFilters && (
          <>
            {selects.map((filter) => (
              <FilterSelect
                key={filter.name}
                label={filter.label}
                value={list.params.filters[filter.name] ?? ''}
                options={resolve(filter.options, view)}
                onChange={(value) => list.update({ filters: { [filter.name]: value } })}
              />
            ))}
            {descriptor.filterForm?.(view)}
          </>
        )
      }
      rowDetail={rowDetail && ((row) => rowDetail(row, view))}
      after={resolve(descriptor.after, view)}
    >
      {resolve(descriptor.above, view)}
    </AdminListScreen>
  );
}
