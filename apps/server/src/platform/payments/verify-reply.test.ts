import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signMac } from './ipizza.js';
import { buildFailedReply, buildPaidReply } from './ipizza-messages.js';
import { verifyBankReply, type BankReplyKeys } from './verify-reply.js';

const fixture = (name: string) => readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url), 'utf8');
const bankKey = createPrivateKey(fixture('test-only-bank-private.pem'));
const merchantKey = createPrivateKey(fixture('test-only-merchant-private.pem'));

const bank: BankReplyKeys = {
  merchantId: 'KODUMASINAD',
  bankId: 'HP',
  bankPublicKey: createPublicKey(fixture('test-only-bank-public.pem')),
};

const base = {
  bankId: 'HP',
  merchantId: 'KODUMASINAD',
  stamp: '20250313001',
  reference: '1234561',
  message: 'Tellimus 20250001',
};
const paidAt = new Date('2025-03-13T05:25:00Z');
const paid = buildPaidReply(
  {
    ...base,
    transactionId: '123456789',
    amountCents: 15000,
    recipient: { account: 'EE382200221020145685', name: 'Kodumasinad AS' },
    payer: { account: 'EE471000001020145685', name: 'Tõnu Testija' },
    paidAt,
  },
  bankKey,
);
const failed = buildFailedReply(base, bankKey);

describe('verifyBankReply', () => {
  it('accepts a paid reply and returns what the order must be checked against', () => {
    expect(verifyBankReply(bank, { ...paid, VK_AUTO: 'N' })).toEqual({
      ok: true,
      service: '1111',
      status: 'paid',
      stamp: '20250313001',
      amountCents: 15000,
      reference: '1234561',
      message: 'Tellimus 20250001',
      transactionId: '123456789',
      paidAt,
      payer: { account: 'EE471000001020145685', name: 'Tõnu Testija' },
      auto: false,
    });
  });

  it('tells the bank’s server call (VK_AUTO=Y) from the browser return (N or none)', () => {
    expect(verifyBankReply(bank, { ...paid, VK_AUTO: 'Y' })).toMatchObject({ ok: true, auto: true });
    expect(verifyBankReply(bank, { ...paid, VK_AUTO: 'N' })).toMatchObject({ ok: true, auto: false });
    expect(verifyBankReply(bank, paid)).toMatchObject({ ok: true, auto: false });
  });

  it('maps 1911 to failed, without amount or transaction', () => {
    expect(verifyBankReply(bank, { ...failed, VK_AUTO: 'Y' })).toMatchObject({
      ok: true,
      service: '1911',
      status: 'failed',
      stamp: '20250313001',
      reference: '1234561',
      amountCents: null,
      transactionId: null,
      auto: true,
    });
  });

  it('rejects a MAC made with another key', () => {
    const forged = { ...paid, VK_MAC: signMac(paid, merchantKey) };
    expect(verifyBankReply(bank, forged)).toMatchObject({ ok: false, reason: 'bad_mac' });
  });

  it('rejects a changed amount, stamp or reference: the MAC no longer fits', () => {
    for (const change of [{ VK_AMOUNT: '1.50' }, { VK_STAMP: '20250313002' }, { VK_REF: '1234572' }]) {
      expect(verifyBankReply(bank, { ...paid, ...change })).toMatchObject({ ok: false, reason: 'bad_mac' });
    }
    expect(verifyBankReply(bank, { ...failed, VK_STAMP: '1' })).toMatchObject({
      ok: false,
      reason: 'bad_mac',
    });
  });

  it('rejects an unsigned reply', () => {
    const { VK_MAC: _mac, ...unsigned } = paid;
    expect(verifyBankReply(bank, unsigned)).toMatchObject({ ok: false, reason: 'missing_mac' });
    expect(verifyBankReply(bank, { ...paid, VK_MAC: '' })).toMatchObject({
      ok: false,
      reason: 'missing_mac',
    });
  });

  it('rejects services that are not payment replies, even when signed', () => {
    for (const service of ['1012', '1101', '3012', '']) {
      const fields = { ...paid, VK_SERVICE: service };
      const result = verifyBankReply(bank, fields);
      expect(result).toMatchObject({ ok: false, reason: 'unsupported_service' });
    }
  });

  it('rejects a signed reply from another bank id or for another merchant', () => {
    const resign = (change: Record<string, string>) => {
      const fields = { ...paid, ...change };
      return { ...fields, VK_MAC: signMac(fields, bankKey) };
    };
    expect(verifyBankReply(bank, resign({ VK_SND_ID: 'EYP' }))).toMatchObject({ reason: 'wrong_sender' });
    expect(verifyBankReply(bank, resign({ VK_REC_ID: 'MUUPOOD' }))).toMatchObject({
      reason: 'wrong_recipient',
    });
    expect(verifyBankReply(bank, resign({ VK_CURR: 'USD' }))).toMatchObject({ reason: 'wrong_currency' });
    expect(verifyBankReply(bank, resign({ VK_AMOUNT: '-1.00' }))).toMatchObject({ reason: 'bad_amount' });
  });

  it('rejects version 008, missing signed fields and malformed input', () => {
    expect(verifyBankReply(bank, { ...paid, VK_VERSION: '008' })).toMatchObject({
      reason: 'unsupported_version',
    });
    const { VK_T_NO: _tno, ...noTransaction } = paid;
    expect(verifyBankReply(bank, noTransaction)).toMatchObject({ reason: 'missing_field' });
    expect(verifyBankReply(bank, { ...paid, VK_STAMP: ['1', '2'] })).toMatchObject({ reason: 'malformed' });
    expect(verifyBankReply(bank, undefined)).toMatchObject({ reason: 'malformed' });
  });

  it('gives a reason and an English detail for the log', () => {
    const result = verifyBankReply(bank, { ...paid, VK_AMOUNT: '1.50' });
    expect(result).toEqual({
      ok: false,
      reason: 'bad_mac',
      detail: 'VK_MAC does not verify with the HP key',
    });
  });
});
