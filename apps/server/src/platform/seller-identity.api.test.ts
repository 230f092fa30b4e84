import { InvoicesListReplySchema, PageReplySchema, type InvoiceListItem } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, loggedIn } from '../test-support/checkout-fixtures.js';
import { bootstrapOf } from '../test-support/page-bootstrap.js';
import { staffClient } from '../test-support/staff-client.js';
import { pdfText } from '../test-support/pdf-text.js';
import { strict } from '../test-support/strict.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TestClient, readOutbox } from '../test-support/test-client.js';

/**
 * Issue 22 item 16: the seller's details come from SELLER_* alone (decision 063). With another
 * seller configured, the sales terms, the footer, the invoice (JSON, PDF, e-invoice) and the
 * mails all name that seller, and none carries the demo seller's details.
 */
const SELLER = {
  SELLER_NAME: 'Testmüüja Õunapuu OÜ',
  SELLER_REG_CODE: '12345678',
  SELLER_VAT_NO: 'EE123456789',
  SELLER_ADDRESS: 'Tartu mnt 1, 10115 Tallinn',
  SELLER_IBANS: 'EE382200221020145685',
  SELLER_EMAIL: 'arved@testmyyja.test',
  SELLER_PHONE: '+372 611 2233',
};
const OLD = ['10123456', 'EE100123456', '11223344', 'EE101122334', 'Peterburi tee', '600 1234'];

let t: TestApp;
let anna: TestClient;

beforeAll(async () => {
  t = await createTestApp({ ...SELLER, TEST_BANK_ENABLED: 'false' });
  anna = await loggedIn(t.app, ANNA);
});

afterAll(async () => {
  await t.close();
});

function expectSeller(text: string, fields: (keyof typeof SELLER)[]) {
  for (const field of fields) expect(text, field).toContain(SELLER[field]);
  for (const old of OLD) expect(text, old).not.toContain(old);
}

async function anInvoice(): Promise<InvoiceListItem> {
  const list = strict(InvoicesListReplySchema).parse(
    (await anna.api('GET', '/api/invoices?per_page=1')).json(),
  );
  return list.data[0] as InvoiceListItem;
}

describe('the seller named from SELLER_* only', () => {
  it('on the sales terms page', async () => {
    const { data } = strict(PageReplySchema).parse(
      (await anna.api('GET', '/api/pages/slug/muugitingimused')).json(),
    );
    expect(data.content).toContain(
      'Testmüüja Õunapuu OÜ (registrikood 12345678, KMKR EE123456789, Tartu mnt 1, 10115 Tallinn;',
    );
    expect(data.content).not.toContain('{{');
    expectSeller(data.content, ['SELLER_NAME', 'SELLER_REG_CODE', 'SELLER_VAT_NO', 'SELLER_ADDRESS']);
  });

  it('in every page’s footer and legal name', async () => {
    const page = await anna.page('/');
    const bootstrap = bootstrapOf(page.body);
    expect(bootstrap.contacts.legal_name).toBe(SELLER.SELLER_NAME);
    const footer = bootstrap.footer?.content ?? '';
    expectSeller(footer, [
      'SELLER_NAME',
      'SELLER_ADDRESS',
      'SELLER_REG_CODE',
      'SELLER_VAT_NO',
      'SELLER_PHONE',
      'SELLER_EMAIL',
    ]);
    expect(footer).toContain('href="tel:+3726112233"');
  });

  it('on the invoice, its PDF and its e-invoice', async () => {
    const { id } = await anInvoice();
    const json = (await anna.api('GET', `/api/invoices/${id}`)).body;
    expectSeller(json, ['SELLER_NAME', 'SELLER_REG_CODE', 'SELLER_VAT_NO', 'SELLER_ADDRESS', 'SELLER_EMAIL']);
    const pdf = await pdfText((await anna.api('GET', `/api/invoices/${id}/pdf`)).rawPayload);
    expectSeller(pdf.text, [
      'SELLER_NAME',
      'SELLER_REG_CODE',
      'SELLER_VAT_NO',
      'SELLER_ADDRESS',
      'SELLER_EMAIL',
      'SELLER_PHONE',
    ]);
    expect(pdf.text).toContain('EE38 2200 2210 2014 5685');
    const xml = (await anna.api('GET', `/api/invoices/${id}/einvoice`)).body;
    expectSeller(xml, ['SELLER_NAME', 'SELLER_REG_CODE', 'SELLER_VAT_NO', 'SELLER_IBANS']);
  });

  it('in the signature of the shop’s mails', async () => {
    const visitor = new TestClient(t.app);
    await visitor.page();
    expect((await visitor.api('POST', '/api/password/email', { email: ANNA })).statusCode).toBe(200);
    await t.app.idleMail();
    const mail = readOutbox(t.dataDir).findLast((entry) => entry.to === ANNA);
    expect(mail).toBeDefined();
    for (const body of [mail?.text ?? '', mail?.html ?? '']) {
      expectSeller(body, ['SELLER_NAME', 'SELLER_REG_CODE', 'SELLER_VAT_NO', 'SELLER_PHONE', 'SELLER_EMAIL']);
    }

    // An order's status mail, sent by the back-office.
    const order = await t.db
      .selectFrom('orders')
      .select(['id', 'number'])
      .where('status', '=', 'open')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const sales = await staffClient(t, 'sales');
    expect((await sales.api('POST', `/api/admin/orders/${order.id}/confirm`)).statusCode).toBe(200);
    await t.app.idleMail();
    const status = readOutbox(t.dataDir).findLast((entry) => entry.subject.includes(order.number));
    expectSeller(status?.text ?? '', ['SELLER_NAME', 'SELLER_REG_CODE', 'SELLER_VAT_NO', 'SELLER_PHONE']);
  });
});
