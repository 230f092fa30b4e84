import type { CategoryListingReply, Product, ProductDetail } from '@kodumasinad/contract';
import { json } from './fetch-stub';

/** A product in the purchase view, no campaign: 1 000,00 € net. */
export function product(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    title: `Bosch pesumasin WAV28K9${id}ME`,
    code: `WAV28K9${id}ME`,
    url: `bosch-pesumasin-wav28k9${id}me`,
    filename: `products/bosch-pesumasin-wav28k9${id}me.png`,
    brand: { slug: 'bosch', name: 'Bosch' },
    category: { slug: 'pesumasinad', title: 'Pesumasinad' },
    price: 100000,
    original_price: 100000,
    price_default: 100000,
    price_vat: 124000,
    price_default_vat: 124000,
    discount_start: null,
    discount_end: null,
    ...overrides,
  };
}

export function productDetail(id: number, overrides: Partial<ProductDetail> = {}): ProductDetail {
  const base = product(id);
  return {
    ...base,
    description: 'Vaikne ja säästlik pesumasin.',
    flds: [
      { name: 'Energiaklass', value: 'A' },
      { name: 'Mahutavus', value: '9 kg' },
    ],
    breadcrumbs: [
      { slug: 'pesu-ja-kuivatus', title: 'Pesu ja kuivatus' },
      { slug: 'pesumasinad', title: 'Pesumasinad' },
    ],
    addOns: [],
    related: [product(id + 100)],
    similar: [product(id + 200), product(id + 201)],
    in_compare: false,
    // A product without gallery rows: its own picture as a gallery of one (decision 083).
    images:
      base.filename === null
        ? []
        : [{ filename: base.filename, url: `/images/${base.filename}`, width: null, height: null }],
    ...overrides,
  };
}

export const pesumasinad: NonNullable<CategoryListingReply['category']> = {
  id: 11,
  slug: 'pesumasinad',
  title: 'Pesumasinad',
  parent: { slug: 'pesu-ja-kuivatus', title: 'Pesu ja kuivatus' },
  children: [],
};

export function listingReply(
  products: Product[],
  meta: Partial<CategoryListingReply['meta']> = {},
  category: CategoryListingReply['category'] = pesumasinad,
): CategoryListingReply {
  return {
    data: products,
    meta: { current_page: 1, last_page: 1, per_page: 28, total: products.length, ...meta },
    category,
  };
}

/** Empty facets for the listing screens' side calls. */
export const emptyFacets = {
  'GET /api/search/properties': json(200, { data: [] }),
  'GET /api/search/measures': json(200, { data: [] }),
  'GET /api/search/value-ranges': json(200, { data: [] }),
  'GET /api/search/price-range': json(200, {
    data: { min: 0, max: 0, selected_min: null, selected_max: null },
  }),
  'GET /api/search/selected-filters': json(200, { data: [] }),
};

/** Home's product sections with nothing in them. */
export const emptyHomeProducts = {
  'GET /api/products/featured': json(200, { data: [] }),
  'GET /api/products/recent': json(200, { data: [] }),
};

export const noCompares = { 'GET /api/compares': json(200, { data: [], attributes: [] }) };
