import {
  CartReplySchema,
  OrderDraftReplySchema,
  OrderReplySchema,
  type OrderReply,
  type PaymentMethodCode,
} from '@kodumasinad/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/database.js';
import { insertProducts } from './catalog-fixtures.js';
import type { TestApp } from './test-app.js';
import { TestClient } from './test-client.js';
import { strict } from './strict.js';

export const ANNA = 'anna@kodumasin.test';
export const MART = 'mart@kodumasin.test';
export const PEETER = 'peeter@ehitus.test';

/**
 * Products with prices chosen for exact totals: CHK1 and CHK2 cost 10,02 € net, so VAT counted
 * once on their sum (4,81 €) differs from the sum of per-line VAT (4,80 €). Their brands carry no
 * demo client discount, so every client's price is the list price.
 */
export async function insertCheckoutProducts(db: Db): Promise<Map<string, number>> {
  return insertProducts(db, [
    { code: 'CHK1', brand: 'siemens', category: 'pesumasinad', price: 1002, retail: 1500 },
    { code: 'CHK2', brand: 'lg', category: 'pesumasinad', price: 1002, retail: 1500 },
    { code: 'CHK3', brand: 'beko', category: 'pesumasinad', price: 50000, retail: 70000 },
    { code: 'CHK4', brand: 'samsung', category: 'pesumasinad', price: 2500, retail: 3100 },
  ]);
}

export async function loggedIn(app: FastifyInstance, email: string): Promise<TestClient> {
  const client = new TestClient(app);
  const response = await client.login(email);
  expect(response.statusCode).toBe(200);
  return client;
}

export async function addToCart(client: TestClient, id: number, quantity = 1): Promise<void> {
  const response = await client.api('POST', '/api/cart/insert', { id, quantity });
  expect(response.statusCode).toBe(200);
}

export function saveStep(
  client: TestClient,
  order: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return client.api('POST', '/api/order', { order });
}

export const CONTACTS = {
  company: 'Kodumasin Pluss OÜ',
  contact_name: 'Anna Tamm',
  phone: '+372 5123 4567',
  email: 'anna@kodumasin.test',
  address: 'Tähe 112',
  city: 'Tartu',
  postal_code: '50113',
  county: 'Tartu',
  notes: '',
};

/** Where a TTH3 transport (to the installation site) delivers in the fixtures: in Tartu county. */
export const DELIVERY = {
  recipient_name: 'Mari Maasikas',
  recipient_phone: '+372 5555 1234',
  address: 'Õuna 5-2',
  city: 'Elva',
  postal_code: '61505',
  county: 'Tartu',
};

/** Starts a fresh draft and passes contacts, transport (TTH3 to Tartu) and payment with `method`. */
export async function checkoutUpTo(client: TestClient, method: PaymentMethodCode): Promise<void> {
  expect(
    strict(OrderDraftReplySchema).safeParse((await client.api('GET', '/api/order/new')).json()).success,
  ).toBe(true);
  for (const order of [
    { step: 'checkout-contacts', contacts: CONTACTS },
    { step: 'checkout-transport', transport: { code: 'TTH3', county: 'Tartu' }, delivery: DELIVERY },
    { step: 'checkout-payment', payment_method: method },
  ]) {
    const response = await saveStep(client, order);
    expect(response.statusCode, response.body).toBe(200);
  }
}

export async function confirm(client: TestClient): Promise<LightMyRequestResponse> {
  return saveStep(client, { step: 'checkout-confirm', accept_terms: true });
}

/** Adds the products, walks the checkout and places the order; returns the parsed reply. */
export async function placeOrder(
  client: TestClient,
  products: { id: number; quantity: number }[],
  method: PaymentMethodCode,
): Promise<OrderReply> {
  for (const { id, quantity } of products) await addToCart(client, id, quantity);
  await checkoutUpTo(client, method);
  const response = await confirm(client);
  expect(response.statusCode, response.body).toBe(200);
  return strict(OrderReplySchema).parse(response.json());
}

export async function cartOf(client: TestClient) {
  return strict(CartReplySchema).parse((await client.api('GET', '/api/cart')).json()).cart;
}

/** The app's own test bank calls the shop back over HTTP: route those calls into the app. */
export function injectingFetch(app: () => TestApp | undefined): typeof fetch {
  return async (input, init) => {
    const target = app();
    if (target === undefined) throw new Error('app not ready');
    const url = new URL(input instanceof Request ? input.url : String(input));
    const response = await target.app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(response.body, { status: response.statusCode });
  };
}

const unescape = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? '',
  );

/** The hidden fields and action of the test bank's reply page (what its script posts back). */
export function bankReplyForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form id="bank-reply" method="post" action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error(`no reply form in ${html.slice(0, 200)}`);
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescape(match[1] ?? '')] = unescape(match[2] ?? '');
  }
  return { action: unescape(action), fields };
}

/** Posts a form as a browser does: urlencoded, no X-Requested-With, no CSRF token. */
export function postForm(app: FastifyInstance, url: string, fields: Record<string, string>, cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html',
      ...(cookie === undefined ? {} : { cookie }),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}
