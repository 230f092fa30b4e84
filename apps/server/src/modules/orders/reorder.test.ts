import { MAX_CART_QUANTITY, ReorderReplySchema } from '@kodumasinad/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ANNA,
  PEETER,
  addToCart,
  cartOf,
  insertCheckoutProducts,
  loggedIn,
  placeOrder,
} from '../../test-support/checkout-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';

let t: TestApp;
let ids: Map<string, number>;
let anna: TestClient;
let peeter: TestClient;
/** Anna's order: CHK1 × 2, CHK2 × 1, CHK4 × 3, then two products the catalogue no longer sells. */
let orderId: number;
const idOf = (code: string) => ids.get(code) as number;
const GONE_ID = 876_543;

beforeAll(async () => {
  t = await createTestApp({ TEST_BANK_ENABLED: 'false' });
  ids = await insertCheckoutProducts(t.db);
  anna = await loggedIn(t.app, ANNA);
  peeter = await loggedIn(t.app, PEETER);
  const placed = await placeOrder(
    anna,
    [
      { id: idOf('CHK1'), quantity: 2 },
      { id: idOf('CHK2'), quantity: 1 },
      { id: idOf('CHK4'), quantity: 3 },
    ],
    'invoice',
  );
  orderId = placed.data.id;
  const gone = { order_id: orderId, price: 1000, total: 1000, quantity: 1 };
  await t.db
    .insertInto('order_rows')
    .values([
      { ...gone, position: 90, product_id: GONE_ID, title: 'Kadunud külmik', code: 'GONE1' },
      { ...gone, position: 91, product_id: null, title: 'Vana pliit', code: 'OLD1' },
    ])
    .execute();
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  await anna.api('POST', '/api/cart/clear');
});

const reorder = (client: TestClient, id: number | string = orderId) =>
  client.api('POST', `/api/orders/${id}/reorder`);

const quantities = async (client: TestClient) =>
  Object.fromEntries((await cartOf(client)).rows.map((row) => [row.product.code, row.quantity]));

const NOT_SOLD =
  'Need tooted ei ole enam müügil ja jäid ostukorvi lisamata: Kadunud külmik (GONE1), Vana pliit (OLD1).';

describe('POST /api/orders/{id}/reorder', () => {
  it('puts the rows still sold into the cart, added to what is there, and names the others', async () => {
    await addToCart(anna, idOf('CHK1'), 1);
    const response = await reorder(anna);
    expect(response.statusCode, response.body).toBe(200);
    const reply = ReorderReplySchema.parse(response.json());
    expect(reply.message).toBe('Tellimuse tooted on lisatud ostukorvi!');
    expect(reply.warning).toBe(NOT_SOLD);
    expect(Object.fromEntries(reply.cart.rows.map((row) => [row.product.code, row.quantity]))).toEqual({
      CHK1: 3,
      CHK2: 1,
      CHK4: 3,
    });
    expect(reply.cart.missing).toEqual([]);
    expect(await quantities(anna)).toEqual({ CHK1: 3, CHK2: 1, CHK4: 3 });
  });

  it('is answered to every user of the company, and 404 to another company and for unknown ids', async () => {
    const mart = await loggedIn(t.app, 'mart@kodumasin.test');
    await mart.api('POST', '/api/cart/clear');
    expect((await reorder(mart)).statusCode).toBe(200);
    expect(await quantities(mart)).toEqual({ CHK1: 2, CHK2: 1, CHK4: 3 });

    for (const id of [orderId, 999_999, 'abc']) {
      const response = await reorder(peeter, id);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Tellimust ei leitud.' });
    }
    expect((await cartOf(peeter)).rows).toEqual([]);
  });

  it('answers 401 without login', async () => {
    const stranger = new TestClient(t.app);
    await stranger.page();
    expect((await reorder(stranger)).statusCode).toBe(401);
  });

  it('stops a quantity at the cart’s cap and says so', async () => {
    await addToCart(anna, idOf('CHK4'), MAX_CART_QUANTITY - 1);
    const reply = ReorderReplySchema.parse((await reorder(anna)).json());
    expect(reply.warning).toBe(`${NOT_SOLD} Ühte toodet saab ostukorvi lisada kuni ${MAX_CART_QUANTITY} tk.`);
    expect(await quantities(anna)).toEqual({ CHK1: 2, CHK2: 1, CHK4: MAX_CART_QUANTITY });
  });

  it('changes nothing when no row is sold any more', async () => {
    const placed = await placeOrder(anna, [{ id: idOf('CHK3'), quantity: 1 }], 'invoice');
    await t.db
      .updateTable('order_rows')
      .set({ product_id: GONE_ID })
      .where('order_id', '=', placed.data.id)
      .execute();
    await addToCart(anna, idOf('CHK2'), 1);
    const reply = ReorderReplySchema.parse((await reorder(anna, placed.data.id)).json());
    expect(reply.message).toBeUndefined();
    const title = placed.data.rows[0]?.title;
    expect(reply.warning).toBe(`Need tooted ei ole enam müügil ja jäid ostukorvi lisamata: ${title} (CHK3).`);
    expect(await quantities(anna)).toEqual({ CHK2: 1 });
  });

  it('leaves the cart as it was when a row fails halfway', async () => {
    await addToCart(anna, idOf('CHK1'), 1);
    // The database refuses the third row (CHK4) after the first two were written.
    await refuseCartRowsOf(idOf('CHK4'));
    try {
      const response = await reorder(anna);
      expect(response.statusCode).toBe(500);
      expect(await quantities(anna)).toEqual({ CHK1: 1 });
    } finally {
      await allowCartRows();
    }
    expect((await reorder(anna)).statusCode).toBe(200);
    expect(await quantities(anna)).toEqual({ CHK1: 3, CHK2: 1, CHK4: 3 });
  });
});

async function refuseCartRowsOf(productId: number): Promise<void> {
  if (t.config.database.kind === 'sqlite') {
    await sql`create trigger refuse_cart_row before insert on cart_rows when new.product_id = ${sql.lit(productId)}
      begin select raise(abort, 'refused by the test'); end`.execute(t.db);
    return;
  }
  await sql`create function refuse_cart_row() returns trigger language plpgsql as $$
      begin
        if new.product_id = ${sql.lit(productId)} then raise exception 'refused by the test'; end if;
        return new;
      end $$`.execute(t.db);
  await sql`create trigger refuse_cart_row before insert on cart_rows
      for each row execute function refuse_cart_row()`.execute(t.db);
}

async function allowCartRows(): Promise<void> {
  if (t.config.database.kind === 'sqlite') {
    await sql`drop trigger refuse_cart_row`.execute(t.db);
    return;
  }
  await sql`drop trigger refuse_cart_row on cart_rows`.execute(t.db);
  await sql`drop function refuse_cart_row()`.execute(t.db);
}
