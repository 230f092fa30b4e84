import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IpizzaError, signMac, verifyMac, type VkFields } from './ipizza.js';
import {
  buildFailedReply,
  buildPaidReply,
  buildPaymentRequest,
  readPaymentRequest,
  toVkFields,
  type PaymentRequestInput,
} from './ipizza-messages.js';

const fixture = (name: string) => readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url), 'utf8');
const merchantKey = createPrivateKey(fixture('test-only-merchant-private.pem'));
const merchantPublic = createPublicKey(merchantKey);
const bankKey = createPrivateKey(fixture('test-only-bank-private.pem'));
const bankPublic = createPublicKey(bankKey);

const NOW = new Date('2025-03-13T05:21:14Z');

const input: PaymentRequestInput = {
  merchantId: 'KODUMASINAD',
  stamp: '20250313001',
  amountCents: 15000,
  reference: '1234561',
  message: 'Tellimus 20250001: külmik ja õhupuhasti',
  returnUrl: 'https://kodumasinad.test/pangalink/tagasi',
  cancelUrl: 'https://kodumasinad.test/pangalink/katkesta',
  now: NOW,
};

const readOptions = { merchantId: 'KODUMASINAD', merchantPublicKey: merchantPublic, now: NOW };

describe('buildPaymentRequest', () => {
  it('builds and signs a 1012 request (the known vector of ipizza.test.ts)', () => {
    const fields = buildPaymentRequest(input, merchantKey);
    expect(Object.keys(fields)).toEqual([
      'VK_SERVICE',
      'VK_VERSION',
      'VK_SND_ID',
      'VK_STAMP',
      'VK_AMOUNT',
      'VK_CURR',
      'VK_REF',
      'VK_MSG',
      'VK_RETURN',
      'VK_CANCEL',
      'VK_DATETIME',
      'VK_MAC',
      'VK_ENCODING',
      'VK_LANG',
    ]);
    expect(fields).toMatchObject({
      VK_SERVICE: '1012',
      VK_VERSION: '009',
      VK_AMOUNT: '150.00',
      VK_CURR: 'EUR',
      VK_DATETIME: '2025-03-13T07:21:14+0200',
      VK_ENCODING: 'UTF-8',
      VK_LANG: 'EST',
    });
    expect(fields.VK_MAC).toMatch(/^TlTR4ZMD4D9N/);
    expect(verifyMac(fields, merchantPublic)).toBe(true);
  });

  it('builds a 1011 request with the payee', () => {
    const fields = buildPaymentRequest(
      { ...input, service: '1011', payee: { account: 'EE382200221020145685', name: 'Kodumasinad AS' } },
      merchantKey,
    );
    expect(fields).toMatchObject({
      VK_SERVICE: '1011',
      VK_ACC: 'EE382200221020145685',
      VK_NAME: 'Kodumasinad AS',
    });
    expect(verifyMac(fields, merchantPublic)).toBe(true);
    expect(() => buildPaymentRequest({ ...input, service: '1011' }, merchantKey)).toThrow(/payee/);
  });

  it.each([
    ['a stamp over 20 digits', { stamp: '1'.repeat(21) }, /VK_STAMP/],
    ['a non-numeric stamp', { stamp: 'T-1' }, /VK_STAMP/],
    ['a merchant id over 15 characters', { merchantId: 'K'.repeat(16) }, /VK_SND_ID/],
    ['a message over 95 characters', { message: 'ü'.repeat(96) }, /VK_MSG/],
    ['a reference with a wrong check digit', { reference: '1234562' }, /VK_REF/],
    ['a return URL with VK_ parameters', { returnUrl: 'https://kodumasinad.test/t?VK_STAMP=1' }, /VK_RETURN/],
    ['a relative cancel URL', { cancelUrl: '/katkesta' }, /VK_CANCEL/],
    ['zero amount', { amountCents: 0 }, /amount/],
  ])('refuses %s', (_name, change, message) => {
    expect(() => buildPaymentRequest({ ...input, ...change }, merchantKey)).toThrow(IpizzaError);
    expect(() => buildPaymentRequest({ ...input, ...change }, merchantKey)).toThrow(message);
  });

  it('allows an empty reference and a 95-character message', () => {
    const fields = buildPaymentRequest({ ...input, reference: '', message: 'õ'.repeat(95) }, merchantKey);
    expect(fields.VK_REF).toBe('');
  });
});

describe('readPaymentRequest (the bank’s side)', () => {
  const request = buildPaymentRequest(input, merchantKey);

  it('accepts a signed request and reads it', () => {
    const result = readPaymentRequest(request, readOptions);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request).toMatchObject({
      service: '1012',
      stamp: '20250313001',
      amountCents: 15000,
      reference: '1234561',
      message: 'Tellimus 20250001: külmik ja õhupuhasti',
      returnUrl: 'https://kodumasinad.test/pangalink/tagasi',
      payee: null,
    });
  });

  it.each([
    ['a changed amount', { VK_AMOUNT: '1.50' }, 'bad_mac'],
    ['no MAC', { VK_MAC: '' }, 'missing_mac'],
    ['another merchant', { VK_SND_ID: 'MUU' }, 'wrong_sender'],
    ['a reply service', { VK_SERVICE: '1111' }, 'unsupported_service'],
    ['version 008', { VK_VERSION: '008' }, 'unsupported_version'],
  ])('refuses %s', (_name, change, reason) => {
    expect(readPaymentRequest({ ...request, ...change }, readOptions)).toMatchObject({ ok: false, reason });
  });

  it('refuses a request older or newer than five minutes', () => {
    const late = { ...readOptions, now: new Date(NOW.getTime() + 5 * 60_000 + 1000) };
    expect(readPaymentRequest(request, late)).toMatchObject({ ok: false, reason: 'stale_datetime' });
    const early = { ...readOptions, now: new Date(NOW.getTime() - 6 * 60_000) };
    expect(readPaymentRequest(request, early)).toMatchObject({ ok: false, reason: 'stale_datetime' });
    const inTime = { ...readOptions, now: new Date(NOW.getTime() + 4 * 60_000) };
    expect(readPaymentRequest(request, inTime).ok).toBe(true);
  });

  it('refuses correctly signed requests that break the rules', () => {
    const signed = (change: VkFields) => {
      const fields = { ...request, ...change };
      return { ...fields, VK_MAC: signMac(fields, merchantKey) };
    };
    const reasons = [
      signed({ VK_RETURN: 'https://kodumasinad.test/t?VK_REF=1' }),
      signed({ VK_CURR: 'USD' }),
      signed({ VK_AMOUNT: '1,50' }),
      signed({ VK_REF: '1234562' }),
      signed({ VK_MSG: 'x'.repeat(96) }),
      signed({ VK_DATETIME: '13.03.2025 07:21' }),
    ].map((fields) => {
      const result = readPaymentRequest(fields, readOptions);
      return result.ok ? 'ok' : result.reason;
    });
    expect(reasons).toEqual([
      'bad_return_url',
      'wrong_currency',
      'bad_amount',
      'bad_reference',
      'field_too_long',
      'bad_datetime',
    ]);
  });

  it('refuses missing signed fields and repeated fields', () => {
    const { VK_CANCEL: _cancel, ...withoutCancel } = request;
    expect(readPaymentRequest(withoutCancel, readOptions)).toMatchObject({ reason: 'missing_field' });
    expect(readPaymentRequest({ ...request, VK_AMOUNT: ['150.00', '1.00'] }, readOptions)).toMatchObject({
      reason: 'malformed',
    });
    expect(readPaymentRequest('VK_SERVICE=1012', readOptions)).toMatchObject({ reason: 'malformed' });
  });
});

describe('toVkFields', () => {
  it('keeps single VK_ strings only', () => {
    expect(toVkFields({ VK_STAMP: '1', other: ['x', 'y'], VK_REF: '' })).toEqual({
      VK_STAMP: '1',
      VK_REF: '',
    });
    expect(toVkFields({ VK_STAMP: 1 })).toBeNull();
    expect(toVkFields(null)).toBeNull();
    expect(toVkFields(['VK_STAMP'])).toBeNull();
  });
});

describe('bank replies', () => {
  const base = {
    bankId: 'TESTPANK',
    merchantId: 'KODUMASINAD',
    stamp: '20250313001',
    reference: '1234561',
    message: 'Tellimus 20250001',
  };

  it('builds a signed 1111 with the transaction details', () => {
    const reply = buildPaidReply(
      {
        ...base,
        transactionId: '7001',
        amountCents: 15000,
        recipient: { account: 'EE382200221020145685', name: 'Kodumasinad AS' },
        payer: { account: 'EE471000001020145685', name: 'Tõnu Testija' },
        paidAt: NOW,
      },
      bankKey,
    );
    expect(reply).toMatchObject({
      VK_SERVICE: '1111',
      VK_SND_ID: 'TESTPANK',
      VK_REC_ID: 'KODUMASINAD',
      VK_T_NO: '7001',
      VK_AMOUNT: '150.00',
      VK_SND_NAME: 'Tõnu Testija',
      VK_T_DATETIME: '2025-03-13T07:21:14+0200',
    });
    expect(reply).not.toHaveProperty('VK_AUTO');
    expect(verifyMac(reply, bankPublic)).toBe(true);
  });

  it('builds a signed 1911', () => {
    const reply = buildFailedReply(base, bankKey);
    expect(Object.keys(reply)).toEqual([
      'VK_SERVICE',
      'VK_VERSION',
      'VK_SND_ID',
      'VK_REC_ID',
      'VK_STAMP',
      'VK_REF',
      'VK_MSG',
      'VK_MAC',
      'VK_ENCODING',
      'VK_LANG',
    ]);
    expect(verifyMac(reply, bankPublic)).toBe(true);
  });
});
