import { OrderReplySchema, type OrderReply } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNA,
  bankReplyForm,
  injectingFetch,
  insertCheckoutProducts,
  loggedIn,
  placeOrder,
  postForm,
} from '../../test-support/checkout-fixtures.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { TestClient } from '../../test-support/test-client.js';

/**
 * The test bank's server call (VK_AUTO=Y) goes to APP_URL, i.e. through nginx to any process. When
 * that process dies under it, nginx answers the bank 502 and the shop never sees the reply (the
 * crash test's two buyers left with open orders, decision 086). The payer's browser return carries
 * the same signed reply: the shop must not rely on the server call alone.
 */
let t: TestApp | undefined;
let app: TestApp;
let anna: TestClient;
let ids: Map<string, number>;
/** The bank's calls that died on their way, as nginx answers a POST whose process was killed. */
let dropCalls = false;
const dropped: string[] = [];

beforeAll(async () => {
  const inject = injectingFetch(() => t);
  const testBankFetch: typeof fetch = async (input, init) => {
    if (!dropCalls) return inject(input, init);
    dropped.push(new URLSearchParams(String(init?.body)).get('VK_STAMP') ?? '?');
    return new Response('<html><title>502 Bad Gateway</title></html>', { status: 502 });
  };
  t = await createTestApp({}, { testBankFetch });
  app = t;
  ids = await insertCheckoutProducts(app.db);
  anna = await loggedIn(app.app, ANNA);
});

afterAll(async () => {
  await app.close();
});

const pathOf = (url: string) => new URL(url).pathname;

async function orderOf(id: number) {
  return strict(OrderReplySchema).parse((await anna.api('GET', `/api/orders/${id}`)).json()).data;
}

const paymentRows = (orderId: number) =>
  app.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
const invoiceCount = async (orderId: number) =>
  (await app.db.selectFrom('invoices').select('id').where('order_id', '=', orderId).execute()).length;

async function bankOrder(): Promise<OrderReply & { payment: NonNullable<OrderReply['payment']> }> {
  const reply = await placeOrder(anna, [{ id: ids.get('CHK4') as number, quantity: 1 }], 'testbank');
  if (!reply.payment) throw new Error('expected a bank form');
  return { ...reply, payment: reply.payment };
}

/** The payer presses the bank's pay button while the bank's call to the shop dies on its way. */
async function payWithTheCallDropped(fields: Record<string, string>, url: string) {
  dropCalls = true;
  try {
    const paid = await postForm(app.app, `${pathOf(url)}/confirm`, fields);
    expect(paid.statusCode).toBe(200);
    expect(dropped.at(-1)).toBe(fields.VK_STAMP);
    return bankReplyForm(paid.body);
  } finally {
    dropCalls = false;
  }
}

describe('a bank payment whose server call died on its way', () => {
  it('stays open until the browser return, which alone pays it once', async () => {
    const { data: placed, payment } = await bankOrder();
    const browser = await payWithTheCallDropped(payment.fields, payment.url);
    // What the crash test's buyer saw when it checked before coming back: not paid yet.
    expect(await orderOf(placed.id)).toMatchObject({ status: 'open', payment_status: 'open' });
    expect(browser.fields.VK_AUTO).toBe('N');

    const back = await postForm(app.app, pathOf(browser.action), browser.fields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/makse-edukas/${placed.id}`);
    expect(await orderOf(placed.id)).toMatchObject({ status: 'confirmed', payment_status: 'closed' });
    const rows = await paymentRows(placed.id);
    expect(rows.map((p) => p.status)).toEqual(['closed']);
    expect(rows[0]?.transaction_id).toMatch(/^\d{10}$/);
    expect(await invoiceCount(placed.id)).toBe(1);
  });

  it('is continued from the order page when the browser return was lost too, and paid on one attempt', async () => {
    const { data: placed, payment } = await bankOrder();
    await payWithTheCallDropped(payment.fields, payment.url);
    // The browser return died as well (its process was killed): the buyer reopens the order.
    const order = await orderOf(placed.id);
    expect(order).toMatchObject({ status: 'open', payment_status: 'open', can_continue: true });

    const continued = strict(OrderReplySchema).parse(
      (await anna.api('POST', `/api/orders/continue/${placed.id}`)).json(),
    );
    // The open attempt is continued, not replaced (decision 065): the same stamp is signed again.
    expect(continued.payment?.fields.VK_STAMP).toBe(payment.fields.VK_STAMP);
    const again = await postForm(app.app, `${pathOf(payment.url)}/confirm`, continued.payment?.fields ?? {});
    expect(again.statusCode).toBe(200);
    expect(await orderOf(placed.id)).toMatchObject({ status: 'confirmed', payment_status: 'closed' });
    expect((await paymentRows(placed.id)).map((p) => p.status)).toEqual(['closed']);
    expect(await invoiceCount(placed.id)).toBe(1);

    const back = bankReplyForm(again.body);
    const returned = await postForm(app.app, pathOf(back.action), back.fields);
    expect(returned.headers.location).toBe(`/makse-edukas/${placed.id}`);
    expect((await paymentRows(placed.id)).map((p) => p.status)).toEqual(['closed']);
  });
});
