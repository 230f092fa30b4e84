import { parseFilters, serializeFilters, toggleFilterValue, type Filters } from '@kodumasinad/contract';
import { Link } from 'react-router';
import { CloseIcon } from '../../../components/ui/icons';
import type { ListingSource, ListingState } from '../api/listing-query';
import { useSelectedFilters } from '../api/selected-filters';
import { listingHref, withFilters } from './listing-url';

interface Chip {
  key: string;
  name: string;
  label: string;
  filters: Filters;
}

/** Until the server names the chips, the URL's own values stand in for them. */
function localChips(filters: Filters): Chip[] {
  return Object.entries(filters).flatMap(([code, values]) =>
    values.map((value) => ({
      key: `${code}:${value}`,
      name: code,
      label: value,
      filters: toggleFilterValue(filters, code, value),
    })),
  );
}

/** The chosen filters as removable chips, plus removing them all. */
export function SelectedFilters({ source, state }: { source: ListingSource; state: ListingState }) {
  const selected = useSelectedFilters(source, state.filters);
  if (serializeFilters(state.filters) === '') return null;
  const chips: Chip[] =
    selected.data && !selected.isPlaceholderData
      ? selected.data.map((chip) => ({
          key: `${chip.code}:${chip.label}`,
          name: chip.name,
          label: chip.label,
          filters: parseFilters(chip.remove) ?? {},
        }))
      : localChips(state.filters);
  return (
    <div data-testid="selected-filters" className="mb-4 flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-600">Valitud filtrid:</span>
      {chips.map((chip) => (
        <Link
          key={chip.key}
          to={listingHref(source, withFilters(state, chip.filters))}
          aria-label={`Eemalda filter ${chip.name}: ${chip.label}`}
          className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-2 pl-3 text-sm text-brand-900 hover:border-brand-400 hover:bg-brand-100"
        >
          <span className="text-brand-700">{chip.name}:</span> {chip.label}
          <CloseIcon width="14" height="14" />
        </Link>
      ))}
      <Link
        to={listingHref(source, withFilters(state, {}))}
        className="text-sm text-brand-700 underline hover:text-brand-900"
      >
        Eemalda kõik
      </Link>
    </div>
  );
}
