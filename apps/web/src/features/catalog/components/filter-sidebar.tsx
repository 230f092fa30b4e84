import {
  FILTER_CODES,
  parseRange,
  setRangeFilter,
  toggleFilterValue,
  type Filters,
} from '@kodumasinad/contract';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ListingSource } from '../api/listing-query';
import { useMeasures } from '../api/measures';
import { usePriceRange } from '../api/price-range';
import { useProperties } from '../api/properties';
import { useValueRanges } from '../api/value-ranges';
import { CheckboxFacet } from './checkbox-facet';
import { RangeFacet, type RangeValue } from './range-facet';

interface FilterSidebarProps {
  source: ListingSource;
  /** The filters of the URL: what the counts are asked for. */
  queryFilters: Filters;
  /** What the boxes show: the URL's filters, or a change on its way there. */
  filters: Filters;
  onChange(filters: Filters): void;
}

function chosenRange(filters: Filters, code: string): RangeValue {
  return parseRange(filters[code]?.[0]) ?? { min: null, max: null };
}

const rangeKey = (code: string, range: RangeValue) => `${code}:${range.min ?? ''}-${range.max ?? ''}`;

/**
 * The filters of a listing: properties, the price range (euros in the URL, cents on the wire),
 * measures and value ranges, each with the counts the server gives for the current filters.
 */
export function FilterSidebar({ source, queryFilters, filters, onChange }: FilterSidebarProps) {
  const properties = useProperties(source, queryFilters);
  const measures = useMeasures(source, queryFilters);
  const ranges = useValueRanges(source, queryFilters);
  const price = usePriceRange(source, queryFilters);

  if (properties.isPending && measures.isPending && ranges.isPending && price.isPending) {
    return <Skeleton lines={10} title={false} />;
  }

  const priceCode = FILTER_CODES.price;
  const chosenPrice = chosenRange(filters, priceCode);
  const priceBounds = price.data && {
    min: Math.floor(price.data.min / 100),
    max: Math.ceil(price.data.max / 100),
  };
  const applyRange = (code: string) => (range: RangeValue) =>
    onChange(setRangeFilter(filters, code, range.min, range.max));

  return (
    <div aria-busy={properties.isFetching || measures.isFetching || undefined}>
      {properties.data?.map((facet) => (
        <CheckboxFacet
          key={facet.code}
          code={facet.code}
          name={facet.name}
          options={facet.values}
          chosen={filters[facet.code] ?? []}
          onToggle={(value) => onChange(toggleFilterValue(filters, facet.code, value))}
        />
      ))}
      {priceBounds && (priceBounds.min < priceBounds.max || filters[priceCode]) && (
        <RangeFacet
          key={rangeKey(priceCode, chosenPrice)}
          code={priceCode}
          name="Hind"
          unit="€"
          bounds={priceBounds}
          chosen={chosenPrice}
          onApply={applyRange(priceCode)}
        />
      )}
      {measures.data?.map((facet) => (
        <CheckboxFacet
          key={facet.code}
          code={facet.code}
          name={facet.name}
          unit={facet.unit}
          options={facet.values}
          chosen={filters[facet.code] ?? []}
          onToggle={(value) => onChange(toggleFilterValue(filters, facet.code, value))}
        />
      ))}
      {ranges.data
        ?.filter((facet) => facet.min < facet.max || filters[facet.code])
        .map((facet) => {
          const chosen = chosenRange(filters, facet.code);
          return (
            <RangeFacet
              key={rangeKey(facet.code, chosen)}
              code={facet.code}
              name={facet.name}
              unit={facet.unit}
              bounds={facet}
              chosen={chosen}
              onApply={applyRange(facet.code)}
            />
          );
        })}
    </div>
  );
}
