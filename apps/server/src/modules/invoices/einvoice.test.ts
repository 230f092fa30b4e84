import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InvoicesListReplySchema, type Invoice, type InvoiceListItem } from '@kodumasinad/contract';
import { validateXML } from 'xmllint-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNA,
  DELIVERY,
  PEETER,
  insertCheckoutProducts,
  loggedIn,
  placeOrder,
} from '../../test-support/checkout-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { TestClient } from '../../test-support/test-client.js';
import { strict } from '../../test-support/strict.js';
import { InvoiceReplySchema } from '@kodumasinad/contract';
import { buildUblInvoice, PEPPOL_CUSTOMIZATION_ID, PEPPOL_PROFILE_ID } from './einvoice.js';

const XSD_DIR = join(dirname(fileURLToPath(import.meta.url)), 'test-fixtures/ubl-2.1-subset');
const xsd = (name: string) => ({ fileName: name, contents: readFileSync(join(XSD_DIR, name), 'utf8') });

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

async function validate(xml: string) {
  return validateXML({
    xml: [{ fileName: 'invoice.xml', contents: xml }],
    schema: [xsd('UBL-Invoice-2.1.xsd')],
    preload: [xsd('UBL-CommonAggregateComponents-2.1.xsd'), xsd('UBL-CommonBasicComponents-2.1.xsd')],
  });
}

/** Texts of every `<prefix:tag …>text</prefix:tag>` (leaf elements only). */
const texts = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`, 'g'))].map((m) => m[1] ?? '');
const one = (xml: string, tag: string) => {
  const found = texts(xml, tag);
  expect(found, tag).toHaveLength(1);
  return found[0] as string;
};
const cents = (decimal: string) => Math.round(Number(decimal) * 100);
const blocks = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1] ?? '');

/** The EN 16931 business rules that matter for our invoices, checked on the XML. */
function checkEn16931(xml: string, invoice: Invoice) {
  // BR-01…BR-06, BR-08, BR-10: mandatory fields.
  expect(one(xml, 'cbc:CustomizationID')).toBe(PEPPOL_CUSTOMIZATION_ID);
  expect(one(xml, 'cbc:ProfileID')).toBe(PEPPOL_PROFILE_ID);
  expect(texts(xml, 'cbc:ID')[0], 'the first ID is the invoice number').toBe(invoice.number);
  expect(one(xml, 'cbc:IssueDate')).toBe(invoice.issue_date);
  expect(one(xml, 'cbc:DueDate')).toBe(invoice.due_date);
  expect(one(xml, 'cbc:InvoiceTypeCode')).toBe('380');
  expect(one(xml, 'cbc:DocumentCurrencyCode')).toBe('EUR');
  const [supplier, customer] = [
    blocks(xml, 'cac:AccountingSupplierParty')[0] ?? '',
    blocks(xml, 'cac:AccountingCustomerParty')[0] ?? '',
  ];
  expect(texts(supplier, 'cbc:RegistrationName')).toEqual([invoice.seller.name]);
  expect(texts(supplier, 'cbc:CompanyID')).toEqual([invoice.seller.vat_number, invoice.seller.registry_code]);
  expect(texts(supplier, 'cbc:IdentificationCode')).toEqual(['EE']);
  expect(texts(customer, 'cbc:RegistrationName')).toEqual([invoice.buyer.name]);
  expect(texts(customer, 'cbc:CompanyID')).toContain(invoice.buyer.vat_number);
  expect(texts(customer, 'cbc:IdentificationCode')).toEqual(['EE']);
  expect(supplier).toContain(
    `<cbc:EndpointID schemeID="0191">${invoice.seller.registry_code}</cbc:EndpointID>`,
  );
  // Payment: the reference as payment id, the IBAN as the account (BR-50, BR-61).
  expect(one(xml, 'cbc:PaymentID')).toBe(invoice.reference_number);
  expect(xml).toContain(`<cac:PayeeFinancialAccount><cbc:ID>${invoice.seller.ibans[0]}</cbc:ID>`);

  // BR-CO-10: the sum of line net amounts is the line extension amount; lines = quantity × price.
  const lines = blocks(xml, 'cac:InvoiceLine');
  expect(lines).toHaveLength(invoice.rows.length);
  let sum = 0;
  for (const line of lines) {
    const net = cents(one(line, 'cbc:LineExtensionAmount'));
    expect(net).toBe(cents(one(line, 'cbc:PriceAmount')) * Number(one(line, 'cbc:InvoicedQuantity')));
    const category = blocks(line, 'cac:ClassifiedTaxCategory')[0] ?? '';
    expect(texts(category, 'cbc:ID'), 'every line is VAT category S').toEqual(['S', 'VAT']);
    expect(one(line, 'cbc:Percent')).toBe('24');
    sum += net;
  }
  const total = blocks(xml, 'cac:LegalMonetaryTotal')[0] ?? '';
  expect(cents(one(total, 'cbc:LineExtensionAmount'))).toBe(sum);
  // BR-CO-13: tax exclusive = line total (no document allowances or charges).
  expect(cents(one(total, 'cbc:TaxExclusiveAmount'))).toBe(sum);
  // BR-S-08: the taxable amount of category S equals its lines; BR-S-09: VAT = taxable × rate.
  const subtotal = blocks(xml, 'cac:TaxSubtotal')[0] ?? '';
  const taxable = cents(one(subtotal, 'cbc:TaxableAmount'));
  expect(taxable).toBe(sum);
  const vat = cents(texts(subtotal, 'cbc:TaxAmount')[0] ?? '');
  expect(vat).toBe(Math.round((taxable * 24) / 100));
  // BR-CO-14: the invoice's VAT total is the sum of the breakdown.
  expect(cents(texts(xml, 'cbc:TaxAmount')[0] ?? '')).toBe(vat);
  // BR-CO-15: tax inclusive = tax exclusive + VAT; BR-CO-16: payable = inclusive − prepaid.
  const inclusive = cents(one(total, 'cbc:TaxInclusiveAmount'));
  expect(inclusive).toBe(sum + vat);
  const prepaid = texts(total, 'cbc:PrepaidAmount').map(cents)[0] ?? 0;
  expect(cents(one(total, 'cbc:PayableAmount'))).toBe(inclusive - prepaid);
  // Every amount carries the currency (BR-DEC: two decimals at most).
  for (const match of xml.matchAll(/<cbc:\w+Amount currencyID="([^"]*)">([^<]*)</g)) {
    expect(match[1]).toBe('EUR');
    expect(match[2]).toMatch(/^-?\d+\.\d{2}$/);
  }
  return { sum, vat, inclusive, prepaid };
}

// Each validation starts xmllint's WebAssembly afresh (about half a second under load).
describe('GET /api/invoices/{id}/einvoice', { timeout: 60_000 }, () => {
  it('is a UBL 2.1 invoice valid against the schema, adding up as EN 16931 requires', async () => {
    const partly = (await invoices(anna)).find((i) => i.status === 'partly_paid') as InvoiceListItem;
    const response = await anna.api('GET', `/api/invoices/${partly.id}/einvoice`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="arve-${partly.number}.xml"`);
    const xml = response.body;
    const result = await validate(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    const invoice = await detail(anna, partly.id);
    const totals = checkEn16931(xml, invoice);
    expect(totals).toEqual({
      sum: invoice.total,
      vat: invoice.vat,
      inclusive: invoice.total_vat,
      prepaid: invoice.paid,
    });
  });

  it('is valid for an invoice in each state of both companies, with Estonian letters intact', async () => {
    for (const client of [anna, peeter]) {
      const all = await invoices(client);
      const eachState = [...new Map(all.map((i) => [i.status, i])).values()];
      for (const item of eachState) {
        const xml = (await client.api('GET', `/api/invoices/${item.id}/einvoice`)).body;
        const result = await validate(xml);
        expect(result.errors, item.number).toEqual([]);
        checkEn16931(xml, await detail(client, item.id));
      }
    }
    const one = (await invoices(anna))[0] as InvoiceListItem;
    expect((await anna.api('GET', `/api/invoices/${one.id}/einvoice`)).body).toContain('Kodumasin Pluss OÜ');
  });

  it('carries the delivery address of a transport to the installation site, still valid', async () => {
    const ids = await insertCheckoutProducts(t.db);
    const placed = await placeOrder(anna, [{ id: ids.get('CHK1') as number, quantity: 1 }], 'invoice');
    const id = placed.data.invoice_id as number;
    const xml = (await anna.api('GET', `/api/invoices/${id}/einvoice`)).body;
    const result = await validate(xml);
    expect(result.errors).toEqual([]);
    checkEn16931(xml, await detail(anna, id));
    const [deliveryXml] = blocks(xml, 'cac:Delivery');
    expect(deliveryXml).toBe(
      '<cac:DeliveryLocation><cac:Address>' +
        `<cbc:StreetName>${DELIVERY.address}</cbc:StreetName><cbc:CityName>${DELIVERY.city}</cbc:CityName>` +
        `<cbc:PostalZone>${DELIVERY.postal_code}</cbc:PostalZone>` +
        '<cbc:CountrySubentity>Tartu maakond</cbc:CountrySubentity>' +
        '<cac:Country><cbc:IdentificationCode>EE</cbc:IdentificationCode></cac:Country>' +
        '</cac:Address></cac:DeliveryLocation>' +
        `<cac:DeliveryParty><cac:PartyName><cbc:Name>${DELIVERY.recipient_name}</cbc:Name></cac:PartyName></cac:DeliveryParty>`,
    );
    // The buyer stays the accounting customer; an invoice without a delivery address has no Delivery.
    expect(blocks(xml, 'cac:AccountingCustomerParty')[0]).toContain('Kodumasin Pluss OÜ');
    const older = (await invoices(anna)).find((i) => i.id !== id) as InvoiceListItem;
    expect((await anna.api('GET', `/api/invoices/${older.id}/einvoice`)).body).not.toContain('cac:Delivery');
  });

  it('answers 404 for another company’s invoice', async () => {
    const others = (await invoices(peeter))[0] as InvoiceListItem;
    const response = await anna.api('GET', `/api/invoices/${others.id}/einvoice`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Arvet ei leitud.' });
  });
});

describe('the schema check', { timeout: 60_000 }, () => {
  it('refuses an invoice the schema does not allow (it can fail)', async () => {
    const invoice = await detail(anna, ((await invoices(anna))[0] as InvoiceListItem).id);
    const xml = buildUblInvoice(invoice);
    // Issue date after the due date in the sequence, and an amount without currency.
    const swapped = xml.replace(
      /(<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)(<cbc:DueDate>[^<]*<\/cbc:DueDate>)/,
      '$2$1',
    );
    expect((await validate(swapped)).valid).toBe(false);
    expect((await validate(xml.replace(' currencyID="EUR"', ''))).valid).toBe(false);
    expect((await validate(xml.replace(/<cac:InvoiceLine>[\s\S]*<\/cac:InvoiceLine>/, ''))).valid).toBe(
      false,
    );
  });

  it('escapes text that would break the XML', () => {
    const xml = buildUblInvoice({
      ...({} as Invoice),
      number: 'A<1>&"',
      issue_date: '2026-01-01',
      due_date: '2026-01-15',
      order_number: 'x',
      total: 100,
      vat: 24,
      total_vat: 124,
      paid: 0,
      reference_number: '1',
      payment_term_days: 14,
      seller: {
        name: 'S & S',
        address: 'A',
        registry_code: '11223344',
        vat_number: 'EE101122334',
        ibans: [],
        email: 'a@b.ee',
        phone: '+372 600 1234',
      },
      buyer: { name: 'B <b>', address: 'A', registry_code: null, vat_number: null },
      delivery: null,
      rows: [
        {
          position: 1,
          code: 'C',
          title: 'T & "q"',
          quantity: 1,
          unit: 'tk',
          unit_price: 100,
          discount_percent: 0,
          total: 100,
          vat_rate: 24,
        },
      ],
      vat_breakdown: [{ rate: 24, taxable: 100, vat: 24 }],
    });
    expect(xml).toContain('<cbc:ID>A&lt;1&gt;&amp;&quot;</cbc:ID>');
    expect(xml).toContain('S &amp; S');
    expect(xml).not.toContain('<b>');
  });
});
