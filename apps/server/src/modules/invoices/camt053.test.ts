import { describe, expect, it } from 'vitest';
import { statementXml } from './test-fixtures/statement.js';
import { NotCamt053Error, amountToCents, parseCamt053, referencesInText } from './camt053.js';

const FILLED = {
  AMOUNT_A: '124.00',
  REF_A: '20260000011',
  NUMBER_A: 'A2026-000001',
  AMOUNT_B: '50.5',
  REF_B: '20260000024',
};

describe('parseCamt053', () => {
  it('reads the booked credits with amount, day, debtor and references; debits and pending ones are left out', () => {
    const { iban, credits } = parseCamt053(statementXml(FILLED));
    expect(iban).toBe('EE302200221012345671');
    expect(credits).toEqual([
      {
        key: 'EE302200221012345671/2026030500001001',
        bookingDate: '2026-03-05',
        amount: 12_400,
        currency: 'EUR',
        debtor: 'KODUMASIN OÜ',
        reference: '20260000011',
        textReferences: [],
        text: 'Arve A2026-000001',
      },
      expect.objectContaining({
        key: 'EE302200221012345671/2026030500001002',
        amount: 5_050,
        reference: null,
        textReferences: ['20260000024'],
        debtor: 'Mart Kodumasin',
      }),
      expect.objectContaining({
        key: 'EE302200221012345671/2026030500001003',
        reference: '99999999999',
        amount: 5_500,
      }),
      expect.objectContaining({ key: 'EE302200221012345671/2026030500001001', amount: 12_400 }),
    ]);
  });

  it('refuses what is not a camt.053 statement', () => {
    const refused = [
      'not xml at all',
      '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.02"><BkToCstmrAcctRpt/></Document>',
      '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt></BkToCstmrStmt></Document>',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt/></Document>',
      '<Document><unclosed>',
    ];
    for (const source of refused)
      expect(() => parseCamt053(Buffer.from(source)), source).toThrow(NotCamt053Error);
    const unreadable = statementXml({ ...FILLED, AMOUNT_A: '12,40' });
    expect(() => parseCamt053(unreadable)).toThrow(NotCamt053Error);
  });

  it('reads amounts as cents and finds only 7-3-1 valid references in text', () => {
    expect(amountToCents('124')).toBe(12_400);
    expect(amountToCents('0.5')).toBe(50);
    expect(amountToCents('1.234')).toBeNull();
    expect(amountToCents('-5.00')).toBeNull();
    expect(referencesInText('Arve A2026-000001 viitenr 20260000011, tel 20260000012')).toEqual([
      '20260000011',
    ]);
  });
});
