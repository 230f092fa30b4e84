import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BankLinkConfig } from './bank-link-config.js';
import { verifyMac } from './ipizza.js';
import { buildPaidReply } from './ipizza-messages.js';
import { PaymentNotConfiguredError, type PaymentStartInput } from './provider.js';
import { createPaymentRegistry } from './registry.js';

const fixture = (name: string) => readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url), 'utf8');
const merchantKey = createPrivateKey(fixture('test-only-merchant-private.pem'));
const bankKey = createPrivateKey(fixture('test-only-bank-private.pem'));

const lhv: BankLinkConfig = {
  code: 'lhv',
  url: 'https://www.lhv.ee/banklink',
  merchantId: 'KODUMASINAD',
  bankId: 'LHV',
  privateKey: merchantKey,
  bankPublicKey: createPublicKey(bankKey),
};

const payment: PaymentStartInput = {
  orderId: 42,
  stamp: '4200001',
  amountCents: 123456,
  reference: '1234561',
  message: 'Tellimus 42',
  returnUrl: 'https://kodumasinad.test/pangalink/lhv/tagasi',
  cancelUrl: 'https://kodumasinad.test/pangalink/lhv/katkesta',
};

describe('createPaymentRegistry', () => {
  it('lists every method of SPEC §9 with its label, in the payment step’s order', () => {
    const registry = createPaymentRegistry({ bankLinks: [] });
    expect(registry.all().map((p) => [p.code, p.label, p.kind])).toEqual([
      ['swedbank', 'Swedbank', 'bank-link'],
      ['seb', 'SEB', 'bank-link'],
      ['lhv', 'LHV', 'bank-link'],
      ['luminor', 'Luminor', 'bank-link'],
      ['coop', 'Coop Pank', 'bank-link'],
      ['citadele', 'Citadele', 'bank-link'],
      ['card', 'Kaardimakse', 'redirect'],
      ['esto', 'ESTO', 'redirect'],
      ['esto3', 'ESTO 3', 'redirect'],
      ['inbank', 'Inbank', 'redirect'],
      ['indivy_slice', 'Indivy SLICE', 'redirect'],
      ['indivy_plan', 'Indivy PLAN', 'redirect'],
      ['invoice', 'Arve alusel (Maksan hiljem)', 'invoice'],
      ['testbank', 'Testpank', 'bank-link'],
    ]);
  });

  it('offers only configured methods: invoice always, banks and the test bank when set up', () => {
    expect(
      createPaymentRegistry({ bankLinks: [] })
        .available()
        .map((p) => p.code),
    ).toEqual(['invoice']);
    const registry = createPaymentRegistry({ bankLinks: [lhv], testBank: { ...lhv, code: 'testbank' } });
    expect(registry.available().map((p) => p.code)).toEqual(['lhv', 'invoice', 'testbank']);
    expect(registry.get('lhv')?.isConfigured).toBe(true);
    expect(registry.get('seb')).toBeUndefined();
    expect(registry.get('card')).toBeUndefined();
    expect(registry.get('nonsense')).toBeUndefined();
  });

  it('does not fake the aggregators: start refuses, returns are not accepted', async () => {
    const card = createPaymentRegistry({ bankLinks: [] })
      .all()
      .find((p) => p.code === 'card');
    expect(card?.isConfigured).toBe(false);
    await expect(card?.start(payment)).rejects.toBeInstanceOf(PaymentNotConfiguredError);
    expect(await card?.parseReturn({ status: 'paid' })).toMatchObject({ ok: false, reason: 'not_supported' });
  });

  it('settles invoice at once', async () => {
    const invoice = createPaymentRegistry({ bankLinks: [] }).get('invoice');
    expect(await invoice?.start(payment)).toEqual({ done: true });
  });

  it('starts a bank link with a signed 1012 form posted to the bank', async () => {
    const registry = createPaymentRegistry({ bankLinks: [lhv], now: () => new Date('2025-07-01T12:00:00Z') });
    const started = await registry.get('lhv')?.start(payment);
    if (started === undefined || started.done) throw new Error('expected a form');
    expect(started).toMatchObject({ method: 'POST', url: 'https://www.lhv.ee/banklink' });
    expect(started.fields).toMatchObject({
      VK_SERVICE: '1012',
      VK_SND_ID: 'KODUMASINAD',
      VK_STAMP: '4200001',
      VK_AMOUNT: '1234.56',
      VK_REF: '1234561',
      VK_RETURN: payment.returnUrl,
      VK_CANCEL: payment.cancelUrl,
      VK_DATETIME: '2025-07-01T15:00:00+0300',
    });
    expect(verifyMac(started.fields, createPublicKey(merchantKey))).toBe(true);
  });

  it('reads a bank link’s reply through verifyBankReply', async () => {
    const provider = createPaymentRegistry({ bankLinks: [lhv] }).get('lhv');
    const reply = buildPaidReply(
      {
        bankId: 'LHV',
        merchantId: 'KODUMASINAD',
        stamp: '4200001',
        reference: '1234561',
        message: 'Tellimus 42',
        transactionId: '99',
        amountCents: 123456,
        recipient: { account: 'EE382200221020145685', name: 'Kodumasinad AS' },
        payer: { account: 'EE471000001020145685', name: 'Tõnu Testija' },
        paidAt: new Date(),
      },
      bankKey,
    );
    expect(await provider?.parseReturn({ ...reply, VK_AUTO: 'Y' })).toMatchObject({
      ok: true,
      status: 'paid',
      stamp: '4200001',
      amountCents: 123456,
      transactionId: '99',
      auto: true,
    });
    expect(await provider?.parseReturn({ ...reply, VK_AMOUNT: '1.00' })).toMatchObject({
      ok: false,
      reason: 'bad_mac',
    });
  });
});
