import type {
  AdminProductOptions,
  AdminProductsListReply,
  ProductFacetCount,
} from '@kodumasinad/contract/admin';
import { useState } from 'react';
import { DateField } from '../../../../components/ui/date-field';
import { dateInputOf, parseDateInput } from '../../../../lib/format';
import type { ListState } from '../../../lib/use-list-params';

/** The product list's filters in the URL, named as the API's. */
export const PRODUCT_FILTERS = ['no_picture', 'no_price', 'campaign', 'changed_since'] as const;

const FLAGS: [string, string][] = [
  ['no_picture', 'Pildita'],
  ['no_price', 'Hinnata'],
  ['campaign', 'Kampaanias'],
];

function withCount(name: string, facet: ProductFacetCount | undefined) {
  return facet === undefined ? name : `${name} (${facet.count})`;
}

type Categories = AdminProductOptions['categories'];

/** The category choices: each top category followed by its own, with the page's counts. */
export function categoryOptions(categories: Categories, reply: AdminProductsListReply | undefined) {
  const facets = new Map(reply?.facets.categories.map((f) => [f.id, f]));
  return categories
    .filter((c) => c.parent_id === null)
    .flatMap((top) => [
      [String(top.id), withCount(top.title, facets.get(top.id))] as const,
      ...categories
        .filter((c) => c.parent_id === top.id)
        .map((leaf) => [String(leaf.id), `— ${withCount(leaf.title, facets.get(leaf.id))}`] as const),
    ]);
}

/** The brand choices with the page's counts. */
export function brandOptions(
  brands: AdminProductOptions['brands'],
  reply: AdminProductsListReply | undefined,
) {
  const facets = new Map(reply?.facets.brands.map((f) => [f.id, f]));
  return brands.map((brand) => [String(brand.id), withCount(brand.name, facets.get(brand.id))] as const);
}

/** The changed-since filter: typed dd.mm.yyyy, in the URL as yyyy-mm-dd once it is a real day. */
function ChangedSinceFilter({ value, onChange }: { value: string; onChange(day: string | undefined): void }) {
  const [text, setText] = useState(dateInputOf(value || undefined));
  return (
    <div className="w-40">
      <DateField
        label="Muudetud alates"
        value={text}
        onChange={(next) => {
          setText(next);
          if (next.trim() === '') onChange(undefined);
          else {
            const day = parseDateInput(next);
            if (day !== null) onChange(day);
          }
        }}
      />
    </div>
  );
}

/** The flags (without picture, without price, in a campaign) and the changed-since day. */
export function ProductFlagFilters({ list }: { list: ListState }) {
  const filters = list.params.filters;
  return (
    <>
      <fieldset className="flex flex-wrap items-center gap-3 pb-2">
        <legend className="sr-only">Toodete lisafiltrid</legend>
        {FLAGS.map(([name, label]) => (
          <label key={name} className="flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={filters[name] === '1'}
              onChange={(event) =>
                list.update({ filters: { [name]: event.target.checked ? '1' : undefined } })
              }
            />
            {label}
          </label>
        ))}
      </fieldset>
      <ChangedSinceFilter
        value={filters.changed_since ?? ''}
        onChange={(day) => list.update({ filters: { changed_since: day } })}
      />
    </>
  );
}
