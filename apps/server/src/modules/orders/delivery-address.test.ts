import {
  ErrorReplySchema,
  InvoiceReplySchema,
  OrderDraftReplySchema,
  OrderReplySchema,
} from '@kodumasinad/contract';
import { AdminOrderReplySchema } from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ANNA,
  CONTACTS,
  DELIVERY,
  addToCart,
  confirm,
  insertCheckoutProducts,
  loggedIn,
  saveStep,
} from '../../test-support/checkout-fixtures.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { staffClient, type StaffTestClient } from '../../test-support/staff-client.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { TestClient } from '../../test-support/test-client.js';

let t: TestApp;
let ids: Map<string, number>;
let anna: TestClient;
let sales: StaffTestClient;

beforeAll(async () => {
  t = await createTestApp({ TEST_BANK_ENABLED: 'false' });
  ids = await insertCheckoutProducts(t.db);
  anna = await loggedIn(t.app, ANNA);
  sales = await staffClient(t, 'sales');
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  await anna.api('POST', '/api/cart/clear');
  await anna.api('GET', '/api/order/new');
  await addToCart(anna, ids.get('CHK1') as number);
  await saveStep(anna, { step: 'checkout-contacts', contacts: CONTACTS });
});

const TTH3_TARTU = { code: 'TTH3', county: 'Tartu' };

async function transportError(order: Record<string, unknown>) {
  const response = await saveStep(anna, { step: 'checkout-transport', ...order });
  expect(response.statusCode, response.body).toBe(422);
  return strict(ErrorReplySchema).parse(response.json()).errors ?? {};
}

describe('the delivery address of a transport to the installation site (TTH3)', () => {
  it('is asked for, every missing field named in Estonian', async () => {
    expect(await transportError({ transport: TTH3_TARTU })).toEqual({
      'delivery.recipient_name': ['Vastuvõtja nimi on nõutud väli.'],
      'delivery.recipient_phone': ['Vastuvõtja telefon on nõutud väli.'],
      'delivery.address': ['Tänav, maja ja korter on nõutud väli.'],
      'delivery.city': ['Linn või vald on nõutud väli.'],
      'delivery.postal_code': ['Postiindeks on nõutud väli.'],
      'delivery.county': ['Maakond on nõutud väli.'],
    });
  });

  it('is validated by field', async () => {
    const errors = await transportError({
      transport: TTH3_TARTU,
      delivery: { ...DELIVERY, recipient_phone: 'helista', postal_code: '615', county: 'Lapimaa' },
    });
    expect(Object.keys(errors).sort()).toEqual([
      'delivery.county',
      'delivery.postal_code',
      'delivery.recipient_phone',
    ]);
    expect(errors['delivery.postal_code']).toEqual(['Postiindeks ei ole numbrid.']);
  });

  it('must be in the county the transport is priced by', async () => {
    expect(
      await transportError({ transport: TTH3_TARTU, delivery: { ...DELIVERY, county: 'Harju' } }),
    ).toEqual({
      'delivery.county': ['Tarneaadressi maakond peab olema sama, mille järgi transport on hinnatud.'],
    });
  });

  it('is not kept for a transport to the orderer’s own address', async () => {
    const response = await saveStep(anna, {
      step: 'checkout-transport',
      transport: { code: 'TTH1', county: 'Tartu' },
      delivery: DELIVERY,
    });
    expect(response.statusCode).toBe(200);
    expect(strict(OrderDraftReplySchema).parse(response.json()).data.delivery).toBeNull();
  });

  it('is not shown once the cart’s transport no longer needs it', async () => {
    await saveStep(anna, { step: 'checkout-transport', transport: TTH3_TARTU, delivery: DELIVERY });
    await anna.api('POST', '/api/cart/transport', { code: 'TTH2' });
    const draft = strict(OrderDraftReplySchema).parse((await anna.api('GET', '/api/order')).json()).data;
    expect(draft.transport).toEqual({ code: 'TTH2', county: null });
    expect(draft.delivery).toBeNull();
  });

  it('stops the checkout when the cart’s transport changed to TTH3 without one', async () => {
    await saveStep(anna, { step: 'checkout-transport', transport: { code: 'TTH2' } });
    await saveStep(anna, { step: 'checkout-payment', payment_method: 'invoice' });
    await anna.api('POST', '/api/cart/transport', TTH3_TARTU);
    const response = await confirm(anna);
    expect(response.statusCode).toBe(422);
    expect(strict(ErrorReplySchema).parse(response.json()).errors).toEqual({
      step: ['Palun sisesta enne tarneaadress.'],
    });
  });

  it('is stored on the order and shown on the order, the invoice, its PDF and the back-office order', async () => {
    const saved = await saveStep(anna, {
      step: 'checkout-transport',
      transport: TTH3_TARTU,
      delivery: { ...DELIVERY, address: '  Õuna 5-2 ' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(strict(OrderDraftReplySchema).parse(saved.json()).data.delivery).toEqual(DELIVERY);
    await saveStep(anna, { step: 'checkout-payment', payment_method: 'invoice' });
    const placed = await confirm(anna);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = strict(OrderReplySchema).parse(placed.json()).data;
    expect(order.delivery).toEqual(DELIVERY);
    // The orderer's own address stays the contacts'.
    expect(order.contacts.address).toBe(CONTACTS.address);

    const shown = strict(OrderReplySchema).parse((await anna.api('GET', `/api/orders/${order.id}`)).json());
    expect(shown.data.delivery).toEqual(DELIVERY);

    const invoiceId = order.invoice_id as number;
    const invoice = strict(InvoiceReplySchema).parse(
      (await anna.api('GET', `/api/invoices/${invoiceId}`)).json(),
    ).invoice;
    expect(invoice.delivery).toEqual(DELIVERY);
    const pdf = await anna.api('GET', `/api/invoices/${invoiceId}/pdf`);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Tarneaadress');
    expect(text).toContain('Õuna 5-2, 61505 Elva, Tartu maakond');
    expect(text).toContain('Vastuvõtja: Mari Maasikas, +372 5555 1234');

    const admin = await sales.api('GET', `/api/admin/orders/${order.id}`);
    expect(admin.statusCode, admin.body).toBe(200);
    expect(strict(AdminOrderReplySchema).parse(admin.json()).data.delivery).toEqual(DELIVERY);
  });
});
