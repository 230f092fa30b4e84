import { OrderReplySchema } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNA,
  MART,
  PEETER,
  addToCart,
  cartOf,
  checkoutUpTo,
  confirm,
  insertCheckoutProducts,
  loggedIn,
} from '../../test-support/checkout-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { strict } from '../../test-support/strict.js';

let t: TestApp;
let ids: Map<string, number>;
const idOf = (code: string) => ids.get(code) as number;

beforeAll(async () => {
  t = await createTestApp({ TEST_BANK_ENABLED: 'false' });
  ids = await insertCheckoutProducts(t.db);
});

afterAll(async () => {
  await t.close();
});

const countOrders = async () =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('placing orders concurrently', () => {
  it('creates one order when confirm is pressed twice at once', async () => {
    const anna = await loggedIn(t.app, ANNA);
    await addToCart(anna, idOf('CHK3'), 2);
    await checkoutUpTo(anna, 'invoice');
    const before = await countOrders();

    const [first, second] = await Promise.all([confirm(anna), confirm(anna)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const a = strict(OrderReplySchema).parse(first.json()).data;
    const b = strict(OrderReplySchema).parse(second.json()).data;
    expect(b.id).toBe(a.id);
    expect(b.number).toBe(a.number);
    expect(await countOrders()).toBe(before + 1);
    const invoices = await t.db.selectFrom('invoices').select('id').where('order_id', '=', a.id).execute();
    expect(invoices).toHaveLength(1);
    expect(a.rows).toMatchObject([{ code: 'CHK3', quantity: 2 }]);
    expect((await cartOf(anna)).rows).toEqual([]);
  });

  it('gives orders placed at the same moment distinct, consecutive numbers', async () => {
    const buyers = await Promise.all([ANNA, MART, PEETER].map((email) => loggedIn(t.app, email)));
    for (const buyer of buyers) {
      await addToCart(buyer, idOf('CHK1'));
      await checkoutUpTo(buyer, 'invoice');
    }
    const before = await countOrders();
    const replies = await Promise.all(buyers.map((buyer) => confirm(buyer)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const numbers = replies.map((r) => strict(OrderReplySchema).parse(r.json()).data.number).sort();
    expect(new Set(numbers).size).toBe(3);
    const sequence = numbers.map((n) => Number(n.slice(5)));
    expect(sequence).toEqual([sequence[0], (sequence[0] as number) + 1, (sequence[0] as number) + 2]);
    expect(await countOrders()).toBe(before + 3);
  });
});
