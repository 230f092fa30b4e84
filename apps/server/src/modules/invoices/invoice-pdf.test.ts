import {
  formatIban,
  InvoiceReplySchema,
  InvoicesListReplySchema,
  type Invoice,
  type InvoiceListItem,
} from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, PEETER, loggedIn } from '../../test-support/checkout-fixtures.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { TestClient } from '../../test-support/test-client.js';
import { strict } from '../../test-support/strict.js';
import { pdfDate, pdfMoney, renderInvoicePdf } from './invoice-pdf.js';

let t: TestApp;
let anna: TestClient;
let peeter: TestClient;

beforeAll(async () => {
  t = await createTestApp({ TEST_BANK_ENABLED: 'false' });
  anna = await loggedIn(t.app, ANNA);
  peeter = await loggedIn(t.app, PEETER);
});

afterAll(async () => {
  await t.close();
});

async function invoices(client: TestClient): Promise<InvoiceListItem[]> {
  return strict(InvoicesListReplySchema).parse((await client.api('GET', '/api/invoices?per_page=100')).json())
    .data;
}

async function detail(client: TestClient, id: number): Promise<Invoice> {
  return strict(InvoiceReplySchema).parse((await client.api('GET', `/api/invoices/${id}`)).json()).invoice;
}

describe('GET /api/invoices/{id}/pdf', { timeout: 30_000 }, () => {
  it('is an A4 PDF with every mandatory field as selectable text', async () => {
    const partly = (await invoices(anna)).find((i) => i.status === 'partly_paid') as InvoiceListItem;
    const response = await anna.api('GET', `/api/invoices/${partly.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename="arve-${partly.number}.pdf"`);
    const bytes = response.rawPayload;
    expect(bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const invoice = await detail(anna, partly.id);
    const { text } = await pdfText(bytes);
    for (const expected of [
      `Arve nr ${invoice.number}`,
      pdfDate(invoice.issue_date),
      pdfDate(invoice.due_date),
      invoice.reference_number,
      'Kodumasinad AS',
      'Registrikood: 11223344',
      'KMKR: EE101122334',
      'EE30 2200 2210 1234 5671',
      'Peterburi tee 46, 11415 Tallinn',
      invoice.buyer.name,
      `KMKR: ${invoice.buyer.vat_number}`,
      `Registrikood: ${invoice.buyer.registry_code}`,
      `Maksustatav summa (KM 24 %)`,
      pdfMoney(invoice.total),
      pdfMoney(invoice.vat),
      pdfMoney(invoice.total_vat),
      pdfMoney(invoice.outstanding),
      'Laekunud maksed',
      'Pangaülekanne',
      'Allahindlus',
    ]) {
      expect(text, expected).toContain(expected);
    }
    for (const row of invoice.rows) {
      expect(text).toContain(row.code);
      expect(text).toContain(pdfMoney(row.total));
    }
  });

  it('continues the rows over pages with the header and page numbers on each', async () => {
    const invoice = await detail(anna, ((await invoices(anna))[0] as InvoiceListItem).id);
    const rows = Array.from({ length: 90 }, (_, index) => ({
      position: index + 1,
      code: `KOOD-${index + 1}`,
      title: `Pesumasin õäöüšž nr ${index + 1}`,
      quantity: 1,
      unit: 'tk',
      unit_price: 10_000,
      discount_percent: 0,
      total: 10_000,
      vat_rate: 24,
    }));
    const { pages } = await pdfText(await renderInvoicePdf({ ...invoice, rows }));
    expect(pages.length).toBeGreaterThan(2);
    for (const [index, page] of pages.entries()) {
      // Every page with rows repeats the header; the totals and payment box may end on one without.
      if (page.includes('KOOD-')) expect(page).toContain('Nimetus');
      expect(page).toContain(`Lk ${index + 1}/${pages.length}`);
    }
    expect(pages.filter((page) => page.includes('KOOD-')).length).toBeGreaterThan(2);
    const all = pages.join('\n');
    for (const row of rows) expect(all).toContain(row.code);
    expect(all).toContain('Pesumasin õäöüšž nr 90');
  });

  it('groups amounts, keeps codes and headers whole, and shows the payment details (issue 22)', async () => {
    expect(pdfMoney(373855)).toBe('3 738,55 €');
    expect(pdfMoney(123456789)).toBe('1 234 567,89 €');
    const invoice = await detail(anna, ((await invoices(anna))[0] as InvoiceListItem).id);
    const codes = ['RZK6301FNSMEG-XL', 'WGG244A9SN-EXTRA', 'TTH3'];
    const rows = codes.map((code, index) => ({
      position: index + 1,
      code,
      title: 'Integreeritav nõudepesumasin Smeg, 60 cm, väga pika nimega mudel',
      quantity: 12,
      unit: 'tk',
      unit_price: 373855,
      discount_percent: 12.5,
      total: 4486260,
      vat_rate: 24,
    }));
    const bytes = await renderInvoicePdf({ ...invoice, rows, outstanding: 373855 });
    const { text } = await pdfText(bytes);
    const lines = text.split('\n');
    // Each code and header on one line, never broken mid-word.
    for (const word of [...codes, 'Allahindlus', 'Summa km-ta', 'Hind km-ta']) {
      expect(
        lines.some((line) => line.includes(word)),
        word,
      ).toBe(true);
    }
    expect(text).toContain('3 738,55 €');
    expect(text).toContain('44 862,60 €');
    expect(text).toContain('12,5 %');
    // The payment details box: the account, the reference number and the amount to pay.
    expect(text).toContain('Maksmise andmed');
    expect(text).toContain(`Viitenumber ${invoice.reference_number}`);
    expect(text).toContain('Summa 3 738,55 €');
    expect(text).toContain(`Arveldusarve ${formatIban(invoice.seller.ibans[0] as string)}`);
    expect(text).not.toMatch(/\d{4},\d{2} €/);
  });

  it('answers 404 for another company’s invoice', async () => {
    const others = (await invoices(peeter))[0] as InvoiceListItem;
    const response = await anna.api('GET', `/api/invoices/${others.id}/pdf`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Arvet ei leitud.' });
  });
});
