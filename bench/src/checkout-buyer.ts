import {
  COUNTIES,
  type CartInsertReply,
  type LoginReply,
  type OrderContacts,
  type OrderDraft,
  type OrderReply,
  type ProductListReply,
} from '@kodumasinad/contract';
import { BuyerClient, BuyerError, elapsedMs, record, type Timings } from './checkout-client.js';
import type { BuyerAccount } from './checkout-db.js';

export const DEMO_PASSWORD = 'Demo1234!';

/** Where each buyer's TTH3 transport delivers (the transport step asks for it, issue 22). */
export const BENCH_DELIVERY = {
  recipient_name: 'Mari Maasikas',
  recipient_phone: '+372 5555 1234',
  address: 'Õuna 5-2',
  city: 'Elva',
  postal_code: '61505',
};
export type PayMethod = 'invoice' | 'testbank';

/** What one buyer does: deterministic from its number, so runs are comparable. */
export interface BuyerPlan {
  account: BuyerAccount;
  method: PayMethod;
  products: number;
  county: (typeof COUNTIES)[number];
  services: string[];
  /** Confirm pressed twice at once (a double click) instead of once more afterwards. */
  concurrentConfirm: boolean;
}

export function planFor(account: BuyerAccount): BuyerPlan {
  const { index } = account;
  return {
    account,
    // Crossed with the company (index % 2), so each company has both kinds of payers.
    method: Math.floor(index / 2) % 2 === 0 ? 'invoice' : 'testbank',
    products: index % 3 === 0 ? 3 : 2,
    county: COUNTIES[index % COUNTIES.length]!,
    services: index % 5 === 0 ? ['utiliseerimine'] : [],
    concurrentConfirm: index % 4 === 3,
  };
}

export interface BuyerOutcome {
  plan: BuyerPlan;
  /** The order the first confirm answered with (null when the purchase failed before). */
  orderId: number | null;
  orderNumber: string | null;
  /** Whether the repeated confirm answered with the same order. */
  sameOrderOnRepeat: boolean | null;
  /**
   * The stamp (VK_STAMP) of a test-bank payment whose server call had not settled the order when
   * the bank's page answered, so the browser return alone paid it; only where the shopper allows
   * that (ShopOptions.callbackMayDie), else it ends the purchase.
   */
  lostCallback: string | null;
  /** The whole purchase went through with every reply as expected. */
  completed: boolean;
  error: BuyerError | null;
}

type DraftReply = { data: OrderDraft };
/** The signed bank form a confirm (or a continued payment) answers with. */
export type PaymentRedirect = NonNullable<OrderReply['payment']>;

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The bank's reply page: the form the payer's browser posts back to the shop. */
function replyForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form id="bank-reply" method="post" action="([^"]+)"/.exec(html)?.[1];
  if (action === undefined) throw new BuyerError('bank: confirm', 'the bank answered without a reply form');
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[unescapeHtml(name!)] = unescapeHtml(value!);
  }
  return { action: unescapeHtml(action), fields };
}

function check(step: string, ok: boolean, message: string): void {
  if (!ok) throw new BuyerError(step, message);
}

export function contactsOf(plan: BuyerPlan, draft: OrderDraft): OrderContacts {
  const n = plan.account.index + 1;
  return {
    company: draft.contacts.company || 'Bench OÜ',
    contact_name: `Ostja ${n}`,
    phone: `+372 5${String(n).padStart(3, '0')} 1234`,
    email: plan.account.email,
    address: `Tähe ${n}`,
    city: 'Tartu',
    postal_code: '50113',
    county: plan.county,
    notes: '',
  };
}

/** Keeps the order a confirm answered with: the buyer knows of that order even if a later call fails. */
async function placedBy(reply: Promise<OrderReply>, outcome: BuyerOutcome): Promise<OrderReply> {
  const placed = await reply;
  outcome.orderId ??= placed.data.id;
  outcome.orderNumber ??= placed.data.number;
  return placed;
}

/** A double click: both confirms at once; whichever answers with an order counts as placed. */
async function bothConfirms(
  confirm: () => Promise<OrderReply>,
  again: () => Promise<OrderReply>,
  outcome: BuyerOutcome,
): Promise<[OrderReply, OrderReply]> {
  const [first, second] = await Promise.allSettled([
    placedBy(confirm(), outcome),
    placedBy(again(), outcome),
  ]);
  if (first.status === 'rejected') throw first.reason;
  if (second.status === 'rejected') throw second.reason;
  return [first.value, second.value];
}

async function logIn(client: BuyerClient, plan: BuyerPlan): Promise<void> {
  const page = await client.call('GET /', '/');
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(page.text)?.[1];
  check('GET /', csrf !== undefined, 'the page has no csrf-token meta');
  client.csrf = csrf!;
  const login = await client.api<LoginReply>('POST /api/login', '/api/login', {
    email: plan.account.email,
    password: DEMO_PASSWORD,
  });
  client.csrf = login.csrf_token;
}

async function purchase(
  client: BuyerClient,
  plan: BuyerPlan,
  outcome: BuyerOutcome,
  options: ShopOptions,
): Promise<void> {
  const featured = await client.api<ProductListReply>('GET /api/products/featured', '/api/products/featured');
  check('GET /api/products/featured', featured.data.length >= plan.products, 'too few featured products');
  const ids = Array.from(
    { length: plan.products },
    (_, k) => featured.data[(plan.account.index + k) % featured.data.length]!.id,
  );
  let items = 0;
  for (const [k, id] of ids.entries()) {
    const added = await client.api<CartInsertReply>('POST /api/cart/insert', '/api/cart/insert', {
      id,
      quantity: k + 1,
    });
    items += k + 1;
    check(
      'POST /api/cart/insert',
      added.cart.items === items,
      `cart has ${added.cart.items} items, not ${items}`,
    );
  }

  const fresh = await client.api<DraftReply>('GET /api/order/new', '/api/order/new');
  const offered = fresh.data.options.payment_methods.map((m) => m.code);
  check(
    'GET /api/order/new',
    offered.includes(plan.method),
    `${plan.method} not offered: ${offered.join(', ')}`,
  );
  const save = (step: string, order: Record<string, unknown>) =>
    client.api<DraftReply>(step, '/api/order', { order });
  await save('order: contacts', { step: 'checkout-contacts', contacts: contactsOf(plan, fresh.data) });
  await save('order: transport', {
    step: 'checkout-transport',
    transport: { code: 'TTH3', county: plan.county },
    delivery: { ...BENCH_DELIVERY, county: plan.county },
  });
  await save('order: services', { step: 'checkout-services', services: plan.services });
  const chosen = await save('order: payment', { step: 'checkout-payment', payment_method: plan.method });
  const expectedGross = chosen.data.totals.gross;

  const confirmBody = { order: { step: 'checkout-confirm', accept_terms: true } };
  const confirm = () => client.api<OrderReply>('order: confirm', '/api/order', confirmBody);
  const again = () => client.api<OrderReply>('order: confirm again', '/api/order', confirmBody);
  const [placed, repeated] = plan.concurrentConfirm
    ? await bothConfirms(confirm, again, outcome)
    : [await placedBy(confirm(), outcome), await again()];
  outcome.sameOrderOnRepeat = repeated.data.id === placed.data.id;
  check(
    'order: confirm again',
    outcome.sameOrderOnRepeat,
    `repeated confirm gave order ${repeated.data.id}, the first ${placed.data.id}`,
  );
  check(
    'order: confirm',
    placed.data.total_vat === expectedGross && placed.data.rows.length === plan.products,
    `order ${placed.data.id}: total ${placed.data.total_vat} (draft ${expectedGross}), ${placed.data.rows.length} rows`,
  );
  const orderUrl = `/api/orders/${placed.data.id}`;

  if (plan.method === 'invoice') {
    check('order: confirm', !placed.payment, 'an invoice order came with a bank form');
    const order = await client.api<OrderReply>('GET /api/orders/{id}', orderUrl);
    check(
      'GET /api/orders/{id}',
      order.data.payment_status === 'invoice' && order.data.status === 'confirmed',
      `invoice order ${order.data.id} is ${order.data.status}/${order.data.payment_status}`,
    );
    return;
  }

  check('order: confirm', placed.payment?.method === 'POST', 'a test-bank order came without a bank form');
  await payAtTestBank(client, placed.payment!, placed.data.id, outcome, options);
}

/** How a buyer's purchase treats the shop's surroundings. */
export interface ShopOptions {
  /**
   * The test bank's server call may die on its way (it goes through nginx to any process, and
   * the crash test kills one): then the payer's browser return, which carries the same signed
   * reply, must pay the order. Off, the server call alone must have settled it (the bench).
   */
  callbackMayDie?: boolean;
  /** Put before each step's name (the retry after a crash: 'retry: '). */
  stepPrefix?: string;
}

/**
 * The payer at the test bank with the order's signed form, as the browser goes: the bank's page,
 * its pay button (the bank calls the shop with VK_AUTO=Y before it answers), then the reply form
 * posted back to the shop, which must send the payer to the order's success page.
 */
export async function payAtTestBank(
  client: BuyerClient,
  payment: PaymentRedirect,
  orderId: number,
  outcome: BuyerOutcome,
  options: ShopOptions = {},
): Promise<void> {
  const step = (name: string) => `${options.stepPrefix ?? ''}${name}`;
  const orderUrl = `/api/orders/${orderId}`;
  const readOrder = async (what: string) => {
    const order = await client.api<OrderReply>(step('GET /api/orders/{id}'), orderUrl);
    const state = `${order.data.status}/${order.data.payment_status}`;
    return { paid: state === 'confirmed/closed', message: `paid order ${orderId} is ${state} ${what}` };
  };
  const bankForm = { form: payment.fields, cookies: false };
  const payPage = await client.call(step('bank: pay page'), payment.url, bankForm);
  check(
    step('bank: pay page'),
    payPage.text.includes('Makse kinnitamine'),
    'the bank did not show the payment',
  );
  const paid = await client.call(step('bank: confirm (+VK_AUTO=Y)'), `${payment.url}/confirm`, bankForm);
  const back = replyForm(paid.text);
  // Checked before the browser comes back: the bank's server call alone must settle the order,
  // unless that call may have died with a process (then the browser return must pay it).
  const afterCall = await readOrder('after VK_AUTO=Y');
  if (!afterCall.paid) {
    check(step('GET /api/orders/{id}'), options.callbackMayDie === true, afterCall.message);
    outcome.lostCallback = payment.fields['VK_STAMP'] ?? '?';
  }
  const returned = await client.call(step('bank: browser return'), back.action, {
    form: back.fields,
    cookies: false,
    expect: [303],
  });
  check(
    step('bank: browser return'),
    returned.location === `/makse-edukas/${orderId}`,
    `browser return went to ${returned.location}`,
  );
  if (!afterCall.paid) {
    const afterReturn = await readOrder('after the browser return');
    check(step('GET /api/orders/{id}'), afterReturn.paid, afterReturn.message);
  }
}

export interface Buyer {
  client: BuyerClient;
  outcome: BuyerOutcome;
}

function fail(outcome: BuyerOutcome, error: unknown): void {
  outcome.error = error instanceof BuyerError ? error : new BuyerError('?', String(error));
}

/** A buyer's browser opens the shop and logs in; a failure is kept in the outcome, never thrown. */
export async function arrive(baseUrl: string, plan: BuyerPlan, timings: Timings): Promise<Buyer> {
  const outcome: BuyerOutcome = {
    plan,
    orderId: null,
    orderNumber: null,
    sameOrderOnRepeat: null,
    lostCallback: null,
    completed: false,
    error: null,
  };
  const client = new BuyerClient(baseUrl, timings);
  try {
    await logIn(client, plan);
  } catch (error) {
    fail(outcome, error);
  }
  return { client, outcome };
}

/** The logged-in buyer's purchase, from the cart to the paid order; any unexpected reply ends it. */
export async function shop(buyer: Buyer, timings: Timings, options: ShopOptions = {}): Promise<BuyerOutcome> {
  const { client, outcome } = buyer;
  if (outcome.error !== null) return outcome;
  const started = process.hrtime.bigint();
  try {
    await purchase(client, outcome.plan, outcome, options);
    outcome.completed = true;
    record(timings, `whole purchase (${outcome.plan.method})`, elapsedMs(started));
  } catch (error) {
    fail(outcome, error);
  }
  return outcome;
}
