import { COUNTIES, countyLabel } from '@kodumasinad/contract';
import type {
  Cart,
  CartRow,
  Order,
  OrderDraft,
  OrdersListReply,
  Product,
  TransportOption,
} from '@kodumasinad/contract';
import { screen } from '@testing-library/react';
import { json, stubFetch, type Handler } from './fetch-stub';
import { anna, footerPage, menu } from './fixtures';
import { renderApp } from './render-app';

/** A product in the purchase view: 500,00 € net. */
export function cartProduct(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    title: `Miele nõudepesumasin G ${id}`,
    code: `G${id}SC`,
    url: `miele-noudepesumasin-g-${id}`,
    filename: `products/miele-g-${id}.png`,
    brand: { slug: 'miele', name: 'Miele' },
    category: { slug: 'noudepesumasinad', title: 'Nõudepesumasinad' },
    price: 50000,
    original_price: 50000,
    price_default: 50000,
    price_vat: 62000,
    price_default_vat: 62000,
    discount_start: null,
    discount_end: null,
    ...overrides,
  };
}

export function cartRow(id: number, quantity = 1): CartRow {
  const product = cartProduct(id);
  return {
    row_id: id * 10,
    product,
    quantity,
    price: product.price,
    price_vat: product.price_vat,
    total: product.price * quantity,
    parent_row_id: null,
    add_ons: [],
  };
}

/** A purchase-view cart: net totals, gross `total_vat` with 24 % VAT. */
export function cartOf(rows: CartRow[], overrides: Partial<Cart> = {}): Cart {
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  return {
    rows,
    items: rows.reduce((sum, row) => sum + row.quantity, 0),
    total,
    total_vat: Math.round(total * 1.24),
    transport: null,
    missing: [],
    pricelist: 'default',
    ...overrides,
  };
}

export const emptyCart = cartOf([]);

export const transports: TransportOption[] = [
  {
    code: 'TTH1',
    title: 'Transport tellija lattu',
    description: 'Toome kauba teie lattu.',
    county_required: true,
    prices: { Harju: 2500, Tartu: 3500 },
    price: null,
  },
  {
    code: 'TTH2',
    title: 'Klient tuleb ise järele',
    description: 'Kauba saab kätte meie laost.',
    county_required: false,
    prices: null,
    price: 0,
  },
  {
    code: 'TTH3',
    title: 'Kohaletoimetamine paigalduse aadressile',
    description: 'Toome seadme paigalduskohta.',
    county_required: true,
    prices: { Harju: 3900, Tartu: 4900 },
    price: null,
  },
];

export function draftOf(overrides: Partial<OrderDraft> = {}): OrderDraft {
  return {
    contacts: {
      company: 'Kodumasin Pluss OÜ',
      contact_name: 'Anna Tamm',
      phone: '+372 5555 1234',
      email: 'anna@kodumasin.test',
      address: 'Tartu mnt 1',
      city: 'Tallinn',
      postal_code: '10115',
      county: 'Harju',
      notes: '',
    },
    transport: null,
    delivery: null,
    services: [],
    payment_method: null,
    passed_steps: [],
    options: {
      services: [
        {
          code: 'paigaldus',
          title: 'Paigaldus',
          description: 'Seadme paigaldus.',
          price: 4900,
          per: 'item',
        },
        {
          code: 'sissetoomine',
          title: 'Sissetoomine korterisse',
          description: '',
          price: 2000,
          per: 'order',
        },
      ],
      payment_methods: [
        { code: 'swedbank', label: 'Swedbank' },
        { code: 'testbank', label: 'Testpank' },
        { code: 'invoice', label: 'Arve alusel (Maksan hiljem)' },
      ],
      payment_term: '14',
    },
    totals: { products: 100000, transport: 4900, services: 0, net: 104900, vat: 25176, gross: 130076 },
    ...overrides,
  };
}

export function orderOf(overrides: Partial<Order> = {}): Order {
  const draft = draftOf();
  return {
    id: 42,
    number: '2026-000042',
    status: 'confirmed',
    status_label: 'Kinnitatud',
    payment_status: 'invoice',
    payment_status_label: 'Maksan hiljem',
    payment_method: 'invoice',
    payment_method_label: 'Arve alusel (Maksan hiljem)',
    payment_term: '14',
    reference_number: '202600004',
    created_at: '2026-03-05T10:15:00.000Z',
    contacts: draft.contacts,
    transport: {
      code: 'TTH3',
      title: 'Kohaletoimetamine paigalduse aadressile',
      county: 'Tartu',
      price: 4900,
    },
    delivery: null,
    services: [{ code: 'paigaldus', title: 'Paigaldus', total: 9800 }],
    rows: [
      {
        product_id: 1,
        title: 'Miele nõudepesumasin G 1',
        code: 'G1SC',
        quantity: 2,
        price: 50000,
        total: 100000,
      },
      { product_id: null, title: 'Vana mudel', code: 'OLD1', quantity: 1, price: 30000, total: 30000 },
    ],
    products_total: 130000,
    total: 144700,
    vat: 34728,
    total_vat: 179428,
    invoice_id: 7,
    can_continue: false,
    placed_by: 'Anna Tamm',
    overpayments: [],
    cancel_reason: null,
    ...overrides,
  };
}

export function ordersListOf(orders: Order[], meta: Partial<OrdersListReply['meta']> = {}): OrdersListReply {
  return {
    data: orders.map((order) => ({
      id: order.id,
      number: order.number,
      status: order.status,
      status_label: order.status_label,
      payment_status: order.payment_status,
      payment_status_label: order.payment_status_label,
      payment_method_label: order.payment_method_label,
      created_at: order.created_at,
      total: order.total,
      total_vat: order.total_vat,
      placed_by: order.placed_by,
      items: order.rows.length,
    })),
    meta: { current_page: 1, last_page: 1, per_page: 20, total: orders.length, ...meta },
  };
}

/** GET /api/variables/counties as the server answers it. */
export const countiesReply = {
  data: { counties: COUNTIES.map((code) => ({ code, label: countyLabel(code) })) },
};

/** The shell's calls for a logged-in user (footer, menu, the header's cart) plus the test's own. */
export function stubShop(handlers: Record<string, Handler>, cart: Cart = emptyCart) {
  return stubFetch({
    'GET /api/pages/hook/footer-b2b': json(200, { data: footerPage }),
    'GET /api/categories/menu': json(200, { data: menu }),
    'GET /api/cart': json(200, { cart }),
    // The shell refreshes the user 1 s after start; a slow test may get there.
    'GET /api/user': json(200, { data: anna }),
    'GET /api/cart/transports': json(200, { data: transports }),
    'GET /api/variables/counties': json(200, countiesReply),
    ...handlers,
  });
}

const STEP_TEST_IDS: Record<string, string> = {
  '/ostukorv/kontakt': 'checkout-step-contacts',
  '/ostukorv/transport': 'checkout-step-transport',
  '/ostukorv/teenused': 'checkout-step-services',
  '/ostukorv/makse': 'checkout-step-payment',
  '/ostukorv/kinnita': 'checkout-step-confirm',
};

/**
 * Opens a checkout step the way a buyer gets there: contacts and transport may be opened by URL,
 * the later steps only from within the checkout, so those are entered from the transport step.
 */
export async function openCheckoutStep(
  path: string,
  draft: OrderDraft,
  handlers: Record<string, Handler> = {},
  cart: Cart = cartOf([cartRow(1, 2)]),
) {
  const fetch = stubShop({ 'GET /api/order': json(200, { data: draft }), ...handlers }, cart);
  const direct = path === '/ostukorv/kontakt' || path === '/ostukorv/transport';
  const view = renderApp(direct ? path : '/ostukorv/transport', { user: anna });
  if (!direct) {
    await screen.findByTestId('checkout-step-transport');
    await view.router.navigate(path);
  }
  await screen.findByTestId(STEP_TEST_IDS[path] ?? path);
  // The step's own data (transports, the cart) may still be loading.
  await screen.findByTestId(path === '/ostukorv/kinnita' ? 'confirm-order' : 'checkout-next');
  return { fetch, ...view };
}

export const requestBody = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));
