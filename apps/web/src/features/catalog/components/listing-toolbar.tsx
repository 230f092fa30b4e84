import { DEFAULT_SORT, PER_PAGE_OPTIONS, parsePerPage, parseSort, SORT_OPTIONS } from '@kodumasinad/contract';
import { Link } from 'react-router';
import { useCompareIds } from '../../compare';
import type { ListingState } from '../api/listing-query';

interface ListingToolbarProps {
  state: ListingState;
  total: number | null;
  /** Search results are ranked by relevance until the buyer picks another order. */
  relevance?: boolean;
  onChange(state: ListingState): void;
}

const selectClass =
  'rounded-md border border-slate-500 bg-white py-1.5 pr-8 pl-2 text-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600';

/** Estonian count words: 1 toode, 2 toodet. */
export function productCount(total: number): string {
  return `${total} ${total === 1 ? 'toode' : 'toodet'}`;
}

/** Product count, the comparison link, order (SPEC §9's seven) and page size (28/48/96). */
export function ListingToolbar({ state, total, onChange, relevance = false }: ListingToolbarProps) {
  const compared = useCompareIds().data?.length ?? 0;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2">
      <p className="text-sm text-slate-600" aria-live="polite">
        {total === null ? '\u00a0' : productCount(total)}
      </p>
      {compared > 0 && (
        <Link to="/vordlus" className="text-sm font-medium text-brand-700 hover:underline">
          Võrdlus ({compared})
        </Link>
      )}
      <div className="ml-auto flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          Järjesta
          <select
            data-testid="sort-select"
            value={state.sort ?? (relevance ? '' : DEFAULT_SORT)}
            onChange={(event) => {
              const sort = parseSort(event.target.value);
              if (sort || relevance) onChange({ ...state, sort, page: 1 });
            }}
            className={selectClass}
          >
            {relevance && <option value="">Asjakohasuse järgi</option>}
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          Lehel
          <select
            data-testid="per-page-select"
            value={state.perPage}
            onChange={(event) => {
              const perPage = parsePerPage(event.target.value);
              if (perPage) onChange({ ...state, perPage, page: 1 });
            }}
            className={selectClass}
          >
            {PER_PAGE_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
