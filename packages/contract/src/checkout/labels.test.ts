import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_LABELS, TRANSPORT_LABELS, canPayLater, parsePaymentTerm } from './labels.js';

describe('payment term (SPEC §5)', () => {
  it('reads days and prepayment', () => {
    expect(parsePaymentTerm('14')).toEqual({ kind: 'days', days: 14 });
    expect(parsePaymentTerm('E')).toEqual({ kind: 'prepayment' });
    expect(parsePaymentTerm('e')).toEqual({ kind: 'prepayment' });
    expect(parsePaymentTerm('14 päeva')).toBeNull();
    expect(parsePaymentTerm(null)).toBeNull();
  });
  it('offers pay-later only with a payment term in days', () => {
    expect(canPayLater('30')).toBe(true);
    expect(canPayLater('E')).toBe(false);
    expect(canPayLater('0')).toBe(false);
    expect(canPayLater(null)).toBe(false);
  });
});

describe('labels', () => {
  it('names every payment method of SPEC §9', () => {
    expect(Object.values(PAYMENT_METHOD_LABELS)).toEqual(
      expect.arrayContaining([
        'Citadele',
        'LHV',
        'Luminor',
        'SEB',
        'Swedbank',
        'Coop Pank',
        'ESTO',
        'ESTO 3',
        'Inbank',
        'Indivy SLICE',
        'Indivy PLAN',
      ]),
    );
    expect(TRANSPORT_LABELS.TTH3).toBe('Kohaletoimetamine paigalduse aadressile');
  });
});
