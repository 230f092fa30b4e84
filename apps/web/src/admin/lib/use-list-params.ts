import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeListParams,
  readListParams,
  toggleSort,
  writeListParams,
  type ListChange,
  type ListParams,
} from './list-params';

export interface ListState {
  params: ListParams;
  /** The list's query string for the API (and its export), without `?`. */
  query: string;
  update(change: ListChange): void;
  sortBy(column: string): void;
  /** The current page's URL with another page number (for pagination links). */
  hrefFor(page: number): string;
}

/**
 * The list's page, page size, sort, direction, search and the feature's filters (`filterNames`)
 * in the URL's search params, so a list can be bookmarked, shared and gone back to.
 */
export function useListParams(filterNames: readonly string[] = []): ListState {
  const [search, setSearch] = useSearchParams();
  const names = filterNames.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `names` stands for the array's contents
  const params = useMemo(() => readListParams(search, filterNames), [search, names]);
  const query = writeListParams(params).toString();
  const go = useCallback((next: ListParams) => setSearch(writeListParams(next)), [setSearch]);
  return {
    params,
    query,
    update: (change) => go(changeListParams(params, change)),
    sortBy: (column) => go(toggleSort(params, column)),
    hrefFor: (page) => {
      const text = writeListParams({ ...params, page }).toString();
      return text ? `?${text}` : '?';
    },
  };
}
