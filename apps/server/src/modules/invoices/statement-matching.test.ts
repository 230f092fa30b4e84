import { describe, expect, it } from 'vitest';
import type { StatementCredit } from './camt053.js';
import { NOTES, bankRef, classifyCredits, type MatchableInvoice } from './statement-matching.js';

const invoice = (over: Partial<MatchableInvoice>): MatchableInvoice => ({
  id: 1,
  number: 'A2026-000001',
  reference_number: '20260000011',
  order_id: 10,
  total_vat: 10_000,
  paid: 0,
  status: 'open',
  company_name: 'Kodumasin Pluss OÜ',
  ...over,
});

const credit = (over: Partial<StatementCredit>): StatementCredit => ({
  key: 'EE38/1',
  bookingDate: '2026-03-05',
  amount: 10_000,
  currency: 'EUR',
  debtor: 'Maksja',
  reference: '20260000011',
  textReferences: [],
  text: '',
  ...over,
});

const statuses = (lines: ReturnType<typeof classifyCredits>) => lines.map((line) => [line.status, line.note]);

describe('classifyCredits', () => {
  it('counts earlier lines of the file for the same invoice', () => {
    const lines = classifyCredits(
      [
        credit({ key: 'k1', amount: 4_000 }),
        credit({ key: 'k2', amount: 6_000 }),
        credit({ key: 'k3', amount: 1 }),
      ],
      [invoice({})],
      new Set(),
    );
    expect(statuses(lines)).toEqual([
      ['partial', NOTES.less(10_000)],
      ['matched', ''],
      ['partial', NOTES.alreadyPaid],
    ]);
    expect(lines.map((line) => line.order_id)).toEqual([10, 10, 10]);
  });

  it('leaves unmatched what is not euros, a credited invoice or an unknown reference; duplicates by bank key', () => {
    const lines = classifyCredits(
      [
        credit({ key: 'k1', currency: 'USD' }),
        credit({ key: 'k2', reference: '20260000024' }),
        credit({ key: 'k3', reference: null, textReferences: ['123456', '20260000024'] }),
        credit({ key: 'k4', reference: '99999999999' }),
        credit({ key: 'booked' }),
      ],
      [invoice({}), invoice({ id: 2, reference_number: '20260000024', status: 'credited' })],
      new Set([bankRef('booked')]),
    );
    expect(statuses(lines)).toEqual([
      ['unmatched', NOTES.currency('USD')],
      ['unmatched', NOTES.credited],
      ['unmatched', NOTES.credited],
      ['unmatched', NOTES.noReference],
      ['duplicate', NOTES.duplicate],
    ]);
    expect(lines[2]?.reference).toBe('20260000024');
    expect(lines.every((line) => line.order_id === null)).toBe(true);
  });

  it('takes the reference from the text when the structured one is missing', () => {
    const [line] = classifyCredits(
      [credit({ reference: null, textReferences: ['20260000011'], amount: 12_000 })],
      [invoice({})],
      new Set(),
    );
    expect(line).toMatchObject({ status: 'partial', reference: '20260000011', note: NOTES.more(10_000) });
  });
});
