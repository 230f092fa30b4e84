import { formatDay, formatEuroCents } from '@kodumasinad/contract';
import type {
  AdminProductListItem,
  AdminProductsListReply,
  ProductFacetCount,
} from '@kodumasinad/contract/admin';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button';
import { DateField } from '../../../../components/ui/date-field';
import { FilterSelect } from '../../../../components/ui/filter-select';
import { dateInputOf, parseDateInput } from '../../../../lib/format';
import { AdminListScreen } from '../../../components/admin-list-screen';
import type { AdminColumn } from '../../../components/admin-table';
import { useListParams } from '../../../lib/use-list-params';
import { useProductOptions } from '../api/product-options';
import { PRODUCTS_ENDPOINT, useProductsList } from '../api/products-list';
import { BulkActionsBar } from './bulk-actions-bar';

const FILTERS = [
  'category',
  'brand',
  'hidden',
  'no_picture',
  'no_price',
  'campaign',
  'changed_since',
] as const;
const FLAGS: [string, string][] = [
  ['no_picture', 'Pildita'],
  ['no_price', 'Hinnata'],
  ['campaign', 'Kampaanias'],
];

function withCount(name: string, facet: ProductFacetCount | undefined) {
  return facet === undefined ? name : `${name} (${facet.count})`;
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

/** /haldus/tooted: every product, hidden ones too, searched as one types, filtered, sorted and acted on in bulk. */
export function ProductListScreen() {
  const list = useListParams(FILTERS);
  const products = useProductsList(list);
  const options = useProductOptions();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const reply: AdminProductsListReply | undefined = products.data;
  const rows = reply?.data ?? [];
  const filters = list.params.filters;

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const columns = useMemo<AdminColumn<AdminProductListItem>[]>(
    () => [
      {
        id: 'select',
        header: 'Vali',
        cell: (product) => (
          <input
            type="checkbox"
            className="size-4"
            aria-label={`Vali ${product.code}`}
            checked={selected.has(product.id)}
            onChange={(event) => toggle(product.id, event.target.checked)}
          />
        ),
      },
      {
        id: 'code',
        header: 'Kood',
        sortable: true,
        cell: (product) => (
          <Link to={`/haldus/tooted/${product.id}`} className="font-mono font-medium text-blue-700 underline">
            {product.code}
          </Link>
        ),
      },
      { id: 'title', header: 'Nimetus', sortable: true, cell: (product) => product.title },
      { id: 'category', header: 'Kategooria', cell: (product) => product.category_title },
      { id: 'brand', header: 'Kaubamärk', cell: (product) => product.brand_name },
      {
        id: 'price',
        header: 'Hind',
        sortable: true,
        align: 'right',
        cell: (product) => formatEuroCents(product.price),
      },
      {
        id: 'retail_price',
        header: 'Jaehind km-ga',
        sortable: true,
        align: 'right',
        cell: (product) => formatEuroCents(product.retail_price),
      },
      {
        id: 'campaign',
        header: 'Kampaania',
        cell: (product) =>
          product.campaign_price === null
            ? '—'
            : `${formatEuroCents(product.campaign_price)} ${product.discount_start ? formatDay(product.discount_start) : ''}–${
                product.discount_end ? formatDay(product.discount_end) : ''
              }`,
      },
      {
        id: 'status',
        header: 'Olek',
        cell: (product) => (
          <span className={product.hidden ? 'font-medium text-red-700' : 'text-green-800'}>
            {product.hidden ? 'Peidetud' : 'Nähtav'}
            {product.picture === null ? ', pildita' : ''}
          </span>
        ),
      },
      {
        id: 'updated_at',
        header: 'Muudetud',
        sortable: true,
        cell: (product) => formatDay(product.updated_at.slice(0, 10)),
      },
    ],
    [selected],
  );

  const categoryFacets = new Map(reply?.facets.categories.map((f) => [f.id, f]));
  const brandFacets = new Map(reply?.facets.brands.map((f) => [f.id, f]));
  const categories = options.data?.data.categories ?? [];
  const categoryOptions: [string, string][] = categories
    .filter((c) => c.parent_id === null)
    .flatMap((top) => [
      [String(top.id), withCount(top.title, categoryFacets.get(top.id))] as [string, string],
      ...categories
        .filter((c) => c.parent_id === top.id)
        .map(
          (leaf) =>
            [String(leaf.id), `— ${withCount(leaf.title, categoryFacets.get(leaf.id))}`] as [string, string],
        ),
    ]);
  const brandOptions: [string, string][] = (options.data?.data.brands ?? []).map((brand) => [
    String(brand.id),
    withCount(brand.name, brandFacets.get(brand.id)),
  ]);
  const pageIds = rows.map((row) => row.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  return (
    <AdminListScreen
      testId="admin-products"
      title="Tooted"
      actions={
        <Link to="/haldus/tooted/uus" className={buttonClass()}>
          Lisa toode
        </Link>
      }
      endpoint={PRODUCTS_ENDPOINT}
      columns={columns}
      list={list}
      query={products}
      searchLabel="Otsi koodi või nimetuse järgi"
      searchAsYouType
      exportFileName="tooted.csv"
      filters={
        <>
          <FilterSelect
            label="Kategooria"
            value={filters.category ?? ''}
            options={categoryOptions}
            onChange={(category) => list.update({ filters: { category } })}
          />
          <FilterSelect
            label="Kaubamärk"
            value={filters.brand ?? ''}
            options={brandOptions}
            onChange={(brand) => list.update({ filters: { brand } })}
          />
          <FilterSelect
            label="Nähtavus"
            value={filters.hidden ?? ''}
            options={[
              ['1', 'Peidetud'],
              ['0', 'Nähtavad'],
            ]}
            onChange={(hidden) => list.update({ filters: { hidden } })}
          />
          <fieldset className="flex flex-wrap items-center gap-3 pb-2">
            <legend className="sr-only">Töötajate filtrid</legend>
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
      }
    >
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={allOnPage}
            disabled={pageIds.length === 0}
            onChange={(event) =>
              setSelected((current) => {
                const next = new Set(current);
                for (const id of pageIds) {
                  if (event.target.checked) next.add(id);
                  else next.delete(id);
                }
                return next;
              })
            }
          />
          Vali kõik lehel
        </label>
        {selected.size > 0 && (
          <BulkActionsBar ids={[...selected]} categories={categories} onDone={() => setSelected(new Set())} />
        )}
      </div>
    </AdminListScreen>
  );
}
