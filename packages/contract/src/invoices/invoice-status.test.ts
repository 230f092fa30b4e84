import { describe, expect, it } from 'vitest';
import { canPayInvoice, invoiceStatus, outstandingOf, type InvoiceMoneyState } from './invoice-status.js';
import { compactIban, formatIban, isEstonianVatNumber, isIban, isRegistryCode } from './seller-ids.js';

const state = (over: Partial<InvoiceMoneyState>): InvoiceMoneyState => ({
  credited: false,
  totalVat: 12_400,
  paid: 0,
  dueDate: '2026-03-10',
  today: '2026-03-10',
  ...over,
});

describe('invoiceStatus', () => {
  it('is unpaid until the end of the due date, overdue the day after', () => {
    expect(invoiceStatus(state({ today: '2026-03-01' }))).toBe('unpaid');
    expect(invoiceStatus(state({ today: '2026-03-10' }))).toBe('unpaid');
    expect(invoiceStatus(state({ today: '2026-03-11' }))).toBe('overdue');
  });

  it('is partly paid with some money in time, overdue when the rest is late', () => {
    expect(invoiceStatus(state({ paid: 100 }))).toBe('partly_paid');
    expect(invoiceStatus(state({ paid: 12_399, today: '2026-04-01' }))).toBe('overdue');
  });

  it('is paid with the whole total (or more), late or not', () => {
    expect(invoiceStatus(state({ paid: 12_400, today: '2027-01-01' }))).toBe('paid');
    expect(invoiceStatus(state({ paid: 20_000 }))).toBe('paid');
  });

  it('is credited whatever was paid', () => {
    expect(invoiceStatus(state({ credited: true, today: '2027-01-01' }))).toBe('credited');
    expect(invoiceStatus(state({ credited: true, paid: 12_400 }))).toBe('credited');
  });

  it('leaves nothing outstanding when credited or overpaid', () => {
    expect(outstandingOf(state({ paid: 400 }))).toBe(12_000);
    expect(outstandingOf(state({ paid: 13_000 }))).toBe(0);
    expect(outstandingOf(state({ credited: true }))).toBe(0);
  });

  it('can be paid online only while money is outstanding', () => {
    expect(['unpaid', 'partly_paid', 'overdue'].every((s) => canPayInvoice(s as never))).toBe(true);
    expect(canPayInvoice('paid')).toBe(false);
    expect(canPayInvoice('credited')).toBe(false);
  });
});

describe('seller identifiers', () => {
  it('checks registry codes and VAT numbers', () => {
    expect(isRegistryCode('10123456')).toBe(true);
    expect(isRegistryCode('1012345')).toBe(false);
    expect(isRegistryCode('101234567')).toBe(false);
    expect(isEstonianVatNumber('EE100123456')).toBe(true);
    expect(isEstonianVatNumber('EE10012345')).toBe(false);
    expect(isEstonianVatNumber('ee100123456')).toBe(false);
    expect(isEstonianVatNumber('LV100123456')).toBe(false);
  });

  it('checks IBANs with mod 97 and prints them in groups of four', () => {
    expect(isIban('EE382200221020145685')).toBe(true);
    expect(isIban('EE38 2200 2210 2014 5685')).toBe(true);
    expect(isIban('EE382200221020145686')).toBe(false);
    expect(isIban('EE38')).toBe(false);
    expect(compactIban('ee38 2200')).toBe('EE382200');
    expect(formatIban('EE382200221020145685')).toBe('EE38 2200 2210 2014 5685');
  });
});
