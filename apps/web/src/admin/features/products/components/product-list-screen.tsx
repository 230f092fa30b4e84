import { formatDay, formatEuroCents } from '@kodumasinad/contract';
import type { AdminProductOptions, AdminProductsListReply } from '@kodumasinad/contract/admin';
import { useRef, useState } from 'react';
import { AdminList, defineAdminList } from '../../../components/admin-list';
import { useProductOptions } from '../api/product-options';
import { productsList } from '../api/products-list';
import { BulkActionsBar } from './bulk-actions-bar';
import { brandOptions, categoryOptions, PRODUCT_FILTERS, ProductFlagFilters } from './product-list-filters';

/** The products chosen for a bulk action, and the choices of the filters. */
interface ProductScreenState {
  selected: ReadonlySet<number>;
  setSelected(change: (current: ReadonlySet<number>) => ReadonlySet<number>): void;
  options: AdminProductOptions | undefined;
}

/** The set with the ids added (`on`) or taken out. */
function withIds(current: ReadonlySet<number>, ids: number[], on: boolean): ReadonlySet<number> {
  const next = new Set(current);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** "Vali kõik lehel" and, once some are chosen, what can be done to them. */
function BulkSelection({ rows, state }: { rows: { id: number }[]; state: ProductScreenState }) {
  const { selected, setSelected } = state;
  const pageIds = rows.map((row) => row.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const selectAll = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label className="flex items-center gap-2 text-sm">
        <input
          ref={selectAll}
          type="checkbox"
          className="size-4"
          checked={allOnPage}
          disabled={pageIds.length === 0}
          onChange={(event) => setSelected((current) => withIds(current, pageIds, event.target.checked))}
        />
        Vali kõik lehel
      </label>
      {selected.size > 0 && (
        <BulkActionsBar
          ids={[...selected]}
          categories={state.options?.categories ?? []}
          onDone={() => {
            setSelected(() => new Set());
            // The bar goes with the selection; focus stays near, on "Vali kõik lehel".
            selectAll.current?.focus();
          }}
        />
      )}
    </div>
  );
}

/** /haldus/tooted: every product, hidden ones too, searched as one types, filtered, sorted and acted on in bulk. */
const productList = defineAdminList<AdminProductsListReply, ProductScreenState>({
  ...productsList,
  testId: 'admin-products',
  title: 'Tooted',
  create: { to: '/haldus/tooted/uus', label: 'Lisa toode' },
  searchLabel: 'Otsi koodi või nimetuse järgi',
  searchAsYouType: true,
  exportFileName: 'tooted.csv',
  filters: [
    {
      name: 'category',
      label: 'Kategooria',
      options: ({ reply, context }) => categoryOptions(context.options?.categories ?? [], reply),
    },
    {
      name: 'brand',
      label: 'Kaubamärk',
      options: ({ reply, context }) => brandOptions(context.options?.brands ?? [], reply),
    },
    {
      name: 'hidden',
      label: 'Nähtavus',
      options: [
        ['1', 'Peidetud'],
        ['0', 'Nähtavad'],
      ],
    },
    ...PRODUCT_FILTERS,
  ],
  filterForm: ({ list }) => <ProductFlagFilters list={list} />,
  above: ({ reply, context }) => <BulkSelection rows={reply?.data ?? []} state={context} />,
  columns: ({ context: { selected, setSelected } }) => [
    {
      id: 'select',
      header: 'Vali',
      cell: (product) => (
        <input
          type="checkbox"
          className="size-4"
          aria-label={`Vali ${product.code}`}
          checked={selected.has(product.id)}
          onChange={(event) => setSelected((current) => withIds(current, [product.id], event.target.checked))}
        />
      ),
    },
    {
      id: 'code',
      header: 'Kood',
      sortable: true,
      link: (product) => `/haldus/tooted/${product.id}`,
      cell: (product) => <span className="font-mono">{product.code}</span>,
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
});

export function ProductListScreen() {
  const options = useProductOptions();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  return <AdminList of={productList} context={{ selected, setSelected, options: options.data?.data }} />;
}
