import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ANNA,
  DELIVERY,
  injectingFetch,
  insertCheckoutProducts,
  loggedIn,
  placeOrder,
  postForm,
} from '../../test-support/checkout-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { readOutbox, type TestClient } from '../../test-support/test-client.js';

let t: TestApp | undefined;
let app: TestApp;
let ids: Map<string, number>;
let anna: TestClient;
let clientId: number;

beforeAll(async () => {
  // The test bank runs; its VK_AUTO=Y call is routed into the app.
  t = await createTestApp({}, { testBankFetch: injectingFetch(() => t) });
  app = t;
  ids = await insertCheckoutProducts(app.db);
  anna = await loggedIn(app.app, ANNA);
  const user = await app.db
    .selectFrom('users')
    .select('b2b_client_id')
    .where('email', '=', ANNA)
    .executeTakeFirstOrThrow();
  clientId = user.b2b_client_id;
}, 60_000);

afterAll(async () => {
  await app.close();
});

const setCompanyEmail = (email: string | null) =>
  app.db.updateTable('b2b_clients').set({ email }).where('id', '=', clientId).execute();

beforeEach(async () => {
  await setCompanyEmail('arved@kodumasin.test');
});

const mailsWith = async (subject: string) => {
  await app.app.idleMail();
  return readOutbox(app.dataDir).filter((mail) => mail.subject === subject);
};

describe('the order confirmation e-mail', () => {
  it('goes to the buyer and the company’s invoice address, with the rows, totals, transport, payment and invoice PDF', async () => {
    const { data: order } = await placeOrder(
      anna,
      [{ id: ids.get('CHK1') as number, quantity: 2 }],
      'invoice',
    );
    const mails = await mailsWith(`Tellimus ${order.number} on vastu võetud`);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['anna@kodumasin.test', 'arved@kodumasin.test']);
    const invoiceNumber = (
      await app.db
        .selectFrom('invoices')
        .select('number')
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow()
    ).number;
    for (const mail of mails) {
      expect(mail.text).toContain('Tere, Anna Tamm!');
      expect(mail.text).toContain(`Teie tellimus ${order.number}`);
      expect(mail.text).toContain('CHK1  Testtoode CHK1  2 tk × 10,02 € = 20,04 €');
      expect(mail.text).toContain('Kohaletoimetamine paigalduse aadressile (Tartu maakond): 49,00 € + KM');
      expect(mail.text).toContain(
        `Tarneaadress: ${DELIVERY.address}, ${DELIVERY.postal_code} ${DELIVERY.city}`,
      );
      // 20,04 + 49,00 = 69,04 € net, VAT 16,57 €.
      expect(mail.text).toContain('Summa km-ta: 69,04 €');
      expect(mail.text).toContain('Käibemaks: 16,57 €');
      expect(mail.text).toContain('Kokku: 85,61 €');
      expect(mail.text).toContain('Makseviis: Arve alusel (Maksan hiljem)');
      expect(mail.text).toContain(`Arve ${invoiceNumber} on lisatud.`);
      expect(mail.text).toContain(`http://localhost:3000/tellimused/${order.id}`);
      // The seller as configured (SELLER_*).
      expect(mail.text).toContain('Kodumasinad AS');
      expect(mail.text).toContain('Registrikood 11223344, KMKR EE101122334');
      expect(mail.reply_to).toBe('hulgimuuk@kodumasinad.ee');
      expect(mail.html).toContain(
        '<td style="padding:4px 8px;border-bottom:1px solid #e2e8f0">Testtoode CHK1</td>',
      );
      expect(mail.attachments).toEqual([
        { filename: `arve-${invoiceNumber}.pdf`, content_type: 'application/pdf', size: expect.any(Number) },
      ]);
    }
  });

  it('goes once when the company’s address is the buyer’s, or the company has none', async () => {
    await setCompanyEmail('  Anna@Kodumasin.test ');
    const first = await placeOrder(anna, [{ id: ids.get('CHK2') as number, quantity: 1 }], 'invoice');
    expect((await mailsWith(`Tellimus ${first.data.number} on vastu võetud`)).map((m) => m.to)).toEqual([
      'anna@kodumasin.test',
    ]);
    await setCompanyEmail(null);
    const second = await placeOrder(anna, [{ id: ids.get('CHK2') as number, quantity: 1 }], 'invoice');
    expect((await mailsWith(`Tellimus ${second.data.number} on vastu võetud`)).map((m) => m.to)).toEqual([
      'anna@kodumasin.test',
    ]);
  });

  it('for a bank-paid order comes without an invoice, which follows when the bank confirms the payment', async () => {
    const { data: order, payment } = await placeOrder(
      anna,
      [{ id: ids.get('CHK4') as number, quantity: 1 }],
      'testbank',
    );
    if (!payment) throw new Error('expected a bank form');
    const placed = await mailsWith(`Tellimus ${order.number} on vastu võetud`);
    expect(placed).toHaveLength(2);
    for (const mail of placed) {
      expect(mail.attachments).toEqual([]);
      expect(mail.text).toContain('Makseviis: Testpank');
    }
    const paidSubject = (number: string) => `Tellimuse ${order.number} makse on laekunud – arve ${number}`;
    expect(
      readOutbox(app.dataDir).filter((mail) => mail.subject.startsWith(`Tellimuse ${order.number} makse`)),
    ).toEqual([]);

    const paid = await postForm(app.app, `${new URL(payment.url).pathname}/confirm`, payment.fields);
    expect(paid.statusCode).toBe(200);
    const invoice = await app.db
      .selectFrom('invoices')
      .select('number')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const mails = await mailsWith(paidSubject(invoice.number));
    expect(mails.map((mail) => mail.to).sort()).toEqual(['anna@kodumasin.test', 'arved@kodumasin.test']);
    for (const mail of mails) {
      // 25,00 € + TTH3 to Tartu 49,00 € = 74,00 € net, 91,76 € with VAT.
      expect(mail.text).toContain(`Tellimuse ${order.number} makse 91,76 € (Testpank) on laekunud.`);
      expect(mail.attachments).toEqual([
        { filename: `arve-${invoice.number}.pdf`, content_type: 'application/pdf', size: expect.any(Number) },
      ]);
    }
  });
});
