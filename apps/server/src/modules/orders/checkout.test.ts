import {
  ErrorReplySchema,
  OrderDraftReplySchema,
  OrderReplySchema,
  isValidReference,
  referenceNumber,
} from '@kodumasinad/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ANNA,
  CONTACTS,
  DELIVERY,
  PEETER,
  addToCart,
  cartOf,
  checkoutUpTo,
  confirm,
  insertCheckoutProducts,
  loggedIn,
  saveStep,
} from '../../test-support/checkout-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { TestClient } from '../../test-support/test-client.js';
import { addDays, estonianDay } from '../../platform/estonian-calendar.js';
import { strict } from '../../test-support/strict.js';

let t: TestApp;
let ids: Map<string, number>;
let anna: TestClient;
const idOf = (code: string) => ids.get(code) as number;
const draftOf = async (response: { json(): unknown }) =>
  strict(OrderDraftReplySchema).parse(response.json()).data;

beforeAll(async () => {
  t = await createTestApp({ TEST_BANK_ENABLED: 'false' });
  ids = await insertCheckoutProducts(t.db);
  anna = await loggedIn(t.app, ANNA);
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  await anna.api('POST', '/api/cart/clear');
});

async function stepError(order: Record<string, unknown>) {
  const response = await saveStep(anna, order);
  expect(response.statusCode).toBe(422);
  return strict(ErrorReplySchema).parse(response.json());
}

describe('the draft', () => {
  it('starts fresh, prefilled from the client and the user', async () => {
    const response = await anna.api('GET', '/api/order/new');
    expect(response.statusCode).toBe(200);
    const draft = await draftOf(response);
    expect(draft.contacts).toEqual({
      company: 'Kodumasin Pluss OÜ',
      contact_name: 'Anna Tamm',
      phone: '+372 5123 4567',
      email: 'anna@kodumasin.test',
      address: 'Tähe 112',
      city: 'Tartu',
      postal_code: '50113',
      county: 'Tartu',
      notes: '',
    });
    expect(draft).toMatchObject({ transport: null, services: [], payment_method: null, passed_steps: [] });
    expect(draft.options.services.map((s) => [s.code, s.price, s.per])).toEqual([
      ['paigaldus', 4900, 'item'],
      ['utiliseerimine', 1500, 'item'],
      ['sissetoomine', 2000, 'order'],
    ]);
    // The test bank is off here and no bank is configured: pay-later only, for a 14-day term.
    expect(draft.options).toMatchObject({
      payment_methods: [{ code: 'invoice', label: 'Arve alusel (Maksan hiljem)' }],
      payment_term: '14',
    });
    expect(await draftOf(await anna.api('GET', '/api/order'))).toEqual(draft);
  });

  it('refuses steps whose prerequisites are not passed (SPEC §4)', async () => {
    await anna.api('GET', '/api/order/new');
    expect(await stepError({ step: 'checkout-services', services: [] })).toMatchObject({
      message: 'Palun vali enne transport.',
      errors: { step: ['Palun vali enne transport.'] },
    });
    expect((await stepError({ step: 'checkout-payment', payment_method: 'invoice' })).message).toBe(
      'Palun vali enne transport.',
    );
    expect((await stepError({ step: 'checkout-confirm', accept_terms: true })).message).toBe(
      'Palun sisesta enne kontaktandmed.',
    );
    expect((await saveStep(anna, { step: 'checkout-contacts', contacts: CONTACTS })).statusCode).toBe(200);
    expect((await stepError({ step: 'checkout-confirm', accept_terms: true })).message).toBe(
      'Palun vali enne transport.',
    );
    await saveStep(anna, { step: 'checkout-transport', transport: { code: 'TTH2' } });
    expect((await stepError({ step: 'checkout-confirm', accept_terms: true })).message).toBe(
      'Palun vali enne makseviis.',
    );
    expect((await stepError({ step: 'checkout-kassa' })).errors).toEqual({
      step: ['Tellimuse samm on vigane.'],
    });
    expect((await anna.api('POST', '/api/order', { step: 'checkout-contacts' })).statusCode).toBe(422);
  });

  it('validates contacts with errors keyed contacts.<field>', async () => {
    await anna.api('GET', '/api/order/new');
    const body = await stepError({
      step: 'checkout-contacts',
      contacts: {
        ...CONTACTS,
        phone: 'helista',
        email: 'anna',
        postal_code: '123',
        county: 'Narnia',
        company: '',
      },
    });
    expect(Object.keys(body.errors ?? {}).sort()).toEqual([
      'contacts.company',
      'contacts.county',
      'contacts.email',
      'contacts.phone',
      'contacts.postal_code',
    ]);
    expect(body.errors?.['contacts.company']).toEqual(['Ettevõte on nõutud väli.']);
    const saved = await draftOf(
      await saveStep(anna, { step: 'checkout-contacts', contacts: { ...CONTACTS, notes: '  Uks 3  ' } }),
    );
    expect(saved.contacts.notes).toBe('Uks 3');
    expect(saved.passed_steps).toEqual(['checkout-contacts']);
  });

  it('saves the transport to the cart, needing a county for TTH1 and TTH3', async () => {
    await anna.api('GET', '/api/order/new');
    expect(
      (await stepError({ step: 'checkout-transport', transport: { code: 'TTH1', county: null } })).errors,
    ).toEqual({ 'transport.county': ['Maakond on nõutud väli.'] });
    expect((await stepError({ step: 'checkout-transport', transport: { code: 'TTH9' } })).errors).toEqual({
      'transport.code': ['Sellist transporti ei ole.'],
    });
    const draft = await draftOf(
      await saveStep(anna, { step: 'checkout-transport', transport: { code: 'TTH1', county: 'Pärnu' } }),
    );
    expect(draft.transport).toEqual({ code: 'TTH1', county: 'Pärnu' });
    expect(draft.passed_steps).toEqual(['checkout-transport']);
    expect((await cartOf(anna)).transport).toEqual({
      code: 'TTH1',
      title: 'Transport tellija lattu',
      county: 'Pärnu',
      price: 3500,
      price_vat: 4340,
    });
  });

  it('prices services and totals at purchase prices, VAT once on the total', async () => {
    await addToCart(anna, idOf('CHK1'));
    await addToCart(anna, idOf('CHK2'));
    await anna.api('GET', '/api/order/new');
    await saveStep(anna, {
      step: 'checkout-transport',
      transport: { code: 'TTH3', county: 'Tartu' },
      delivery: DELIVERY,
    });
    expect((await stepError({ step: 'checkout-services', services: ['massaaž'] })).errors).toEqual({
      services: ['Valitud teenust ei ole.'],
    });
    const draft = await draftOf(
      await saveStep(anna, { step: 'checkout-services', services: ['sissetoomine', 'paigaldus'] }),
    );
    expect(draft.services).toEqual(['sissetoomine', 'paigaldus']);
    // 2 × 10,02 + TTH3 Tartu 49,00 + installation 2 × 49,00 + carrying in 20,00 = 187,04 €; VAT 44,8896 → 44,89.
    expect(draft.totals).toEqual({
      products: 2004,
      transport: 4900,
      services: 11800,
      net: 18704,
      vat: 4489,
      gross: 23193,
    });
    expect(draft.passed_steps).toEqual(['checkout-transport', 'checkout-services']);
  });

  it('offers only the configured methods and refuses others', async () => {
    await anna.api('GET', '/api/order/new');
    await saveStep(anna, { step: 'checkout-transport', transport: { code: 'TTH2' } });
    expect((await stepError({ step: 'checkout-payment', payment_method: 'swedbank' })).errors).toEqual({
      payment_method: ['Valitud makseviis ei ole saadaval.'],
    });
    expect((await stepError({ step: 'checkout-payment' })).errors).toEqual({
      payment_method: ['Makseviis on nõutud väli.'],
    });
    const draft = await draftOf(
      await saveStep(anna, { step: 'checkout-payment', payment_method: 'invoice' }),
    );
    expect(draft.payment_method).toBe('invoice');
  });

  it.each([['E'], [null]])('does not offer pay-later to a client with payment term %j', async (term) => {
    await t.db
      .updateTable('b2b_clients')
      .set({ payment_term: term })
      .where('name', '=', 'Ehitusmaailm AS')
      .execute();
    try {
      const peeter = await loggedIn(t.app, PEETER);
      const draft = await draftOf(await peeter.api('GET', '/api/order/new'));
      expect(draft.options).toMatchObject({ payment_methods: [], payment_term: term });
      await saveStep(peeter, { step: 'checkout-transport', transport: { code: 'TTH2' } });
      const refused = await saveStep(peeter, { step: 'checkout-payment', payment_method: 'invoice' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        errors: { payment_method: ['Valitud makseviis ei ole saadaval.'] },
      });
    } finally {
      await t.db
        .updateTable('b2b_clients')
        .set({ payment_term: '30' })
        .where('name', '=', 'Ehitusmaailm AS')
        .execute();
    }
  });
});

describe('confirming', () => {
  it('needs the terms accepted and a cart that is not empty', async () => {
    await addToCart(anna, idOf('CHK1'));
    await checkoutUpTo(anna, 'invoice');
    expect((await stepError({ step: 'checkout-confirm', accept_terms: false })).errors).toEqual({
      accept_terms: ['Palun nõustu müügitingimustega.'],
    });
    await anna.api('POST', '/api/cart/delete', { id: idOf('CHK1') });
    expect(await stepError({ step: 'checkout-confirm', accept_terms: true })).toMatchObject({
      message: 'Ostukorv on tühi.',
      code: 'cart_empty',
    });
  });

  it('places a pay-later order with its invoice, empties the cart, and a second confirm finds it', async () => {
    await addToCart(anna, idOf('CHK1'), 2);
    await addToCart(anna, idOf('CHK3'));
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ANNA)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('cart_rows')
      .values({
        user_id: user.id,
        product_id: 876_001,
        parent_row_id: null,
        parent_key: 0,
        quantity: 1,
        title: 'Kadunud ahi',
        code: 'GONE2',
        created_at: new Date().toISOString(),
      })
      .execute();
    await checkoutUpTo(anna, 'invoice');
    const response = await confirm(anna);
    expect(response.statusCode).toBe(200);
    const reply = strict(OrderReplySchema).parse(response.json());
    const order = reply.data;
    expect(reply.payment).toBeNull();
    expect(reply.message).toBe('Tellimus on vormistatud.');
    expect(order).toMatchObject({
      status: 'confirmed',
      status_label: 'Kinnitatud',
      payment_status: 'invoice',
      payment_status_label: 'Maksan hiljem',
      payment_method: 'invoice',
      payment_method_label: 'Arve alusel (Maksan hiljem)',
      payment_term: '14',
      placed_by: 'Anna Tamm',
      can_continue: false,
      contacts: CONTACTS,
      transport: {
        code: 'TTH3',
        title: 'Kohaletoimetamine paigalduse aadressile',
        county: 'Tartu',
        price: 4900,
      },
      services: [],
      products_total: 52004,
      total: 56904,
      vat: 13657,
      total_vat: 70561,
    });
    expect(order.rows).toEqual([
      {
        product_id: idOf('CHK1'),
        title: 'Testtoode CHK1',
        code: 'CHK1',
        quantity: 2,
        price: 1002,
        total: 2004,
      },
      {
        product_id: idOf('CHK3'),
        title: 'Testtoode CHK3',
        code: 'CHK3',
        quantity: 1,
        price: 50000,
        total: 50000,
      },
    ]);
    expect(order.number).toMatch(/^\d{4}-\d{6}$/);
    expect(order.reference_number).toBe(referenceNumber(order.number.replace('-', '')));
    expect(isValidReference(order.reference_number)).toBe(true);

    const invoice = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const today = estonianDay(new Date());
    expect(invoice).toMatchObject({
      id: order.invoice_id,
      reference_number: order.reference_number,
      issue_date: today,
      due_date: addDays(today, 14),
      payment_term_days: 14,
      total: 56904,
      vat: 13657,
      total_vat: 70561,
      status: 'open',
    });
    expect(invoice.number).toMatch(/^A\d{4}-\d{6}$/);

    const cart = await cartOf(anna);
    expect(cart).toMatchObject({ rows: [], missing: [], transport: null });

    const again = strict(OrderReplySchema).parse((await confirm(anna)).json());
    expect(again.data.id).toBe(order.id);
    const count = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('number', '=', order.number)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);

    // The checkout is over: the next one starts from a fresh draft.
    expect((await draftOf(await anna.api('GET', '/api/order'))).passed_steps).toEqual([]);
  });
});
