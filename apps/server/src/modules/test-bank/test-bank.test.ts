import { generateKeyPairSync } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankLinkConfig } from '../../platform/payments/bank-link-config.js';
import { createBankLinkProvider } from '../../platform/payments/bank-link-provider.js';
import { registerFormBodyParser } from '../../platform/payments/form-body.js';
import type { VkFields } from '../../platform/payments/ipizza.js';
import type { PaymentStartInput } from '../../platform/payments/provider.js';
import { createPaymentRegistry } from '../../platform/payments/registry.js';
import { verifyBankReply } from '../../platform/payments/verify-reply.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { loadTestBankKeys } from './test-bank-keys.js';
import { registerTestBank } from './test-bank.routes.js';

let t: TestApp;
let bankLink: BankLinkConfig;
/** Stands in for the shop's VK_RETURN: records the test bank's server-to-server calls. */
let shop: FastifyInstance;
let shopUrl: string;
const callbacks: { path: string; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  // The app's own test bank stays off: these tests register it themselves to get at its link.
  t = await createTestApp({ TEST_BANK_ENABLED: 'false' });
  ({ bankLink } = await registerTestBank(t.app, { appUrl: t.config.appUrl, dataDir: t.dataDir }));
  shop = Fastify();
  await shop.register(async (scope) => {
    registerFormBodyParser(scope);
    scope.post('/pangalink/:outcome', async (request, reply) => {
      callbacks.push({ path: request.url, body: { ...(request.body as Record<string, unknown>) } });
      return reply.status(request.url.endsWith('viga') ? 500 : 200).send('OK');
    });
  });
  shopUrl = await shop.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await shop.close();
  await t.close();
});

let stamps = 7000;
const payment = (): PaymentStartInput => ({
  orderId: 7,
  stamp: String(++stamps),
  amountCents: 15000,
  reference: '1234561',
  message: 'Tellimus 7: pesumasin & kuivati',
  returnUrl: `${shopUrl}/pangalink/tagasi`,
  cancelUrl: `${shopUrl}/pangalink/katkesta`,
});

async function shopForm(start = payment(), now?: () => Date): Promise<VkFields> {
  const started = await createBankLinkProvider(bankLink, { now }).start(start);
  if (started.done) throw new Error('the test bank must answer with a form');
  return started.fields;
}

/** Posts fields the way a browser submits a form: urlencoded, no X-Requested-With, no CSRF token. */
const post = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: new URLSearchParams(fields).toString(),
  });

const unescape = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? '',
  );

function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescape(match[1] ?? '')] = unescape(match[2] ?? '');
  }
  return fields;
}

function replyForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form id="bank-reply" method="post" action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error('no reply form');
  return { action: unescape(action), fields: hiddenFields(html) };
}

describe('test bank keys', () => {
  it('are generated once under DATA_DIR/test-bank with mode 600 and kept across restarts', async () => {
    for (const file of ['bank-private.pem', 'merchant-private.pem']) {
      expect(statSync(join(t.dataDir, 'test-bank', file)).mode & 0o777).toBe(0o600);
    }
    const again = await loadTestBankKeys(t.dataDir);
    const pem = (key: typeof again.bankPublicKey) => key.export({ type: 'spki', format: 'pem' });
    expect(pem(again.bankPublicKey)).toBe(pem(bankLink.bankPublicKey));
    expect(again.merchantPrivateKey.equals(bankLink.privateKey)).toBe(true);
  });

  it('back the registry’s Testpank method, paid at APP_URL/test-bank/pay', () => {
    const provider = createPaymentRegistry({ bankLinks: [], testBank: bankLink }).get('testbank');
    expect(provider).toMatchObject({ label: 'Testpank', kind: 'bank-link', isConfigured: true });
    expect(bankLink).toMatchObject({ code: 'testbank', url: 'http://localhost:3000/test-bank/pay' });
  });
});

describe('POST /test-bank/pay', () => {
  it('shows the payment with amount, payee and the pay and cancel buttons', async () => {
    const fields = await shopForm();
    const response = await post('/test-bank/pay', fields);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<h1>Testpank</h1>');
    expect(html).toContain('150,00\u00a0€');
    expect(html).toContain('Kodumasinad AS');
    expect(html).toContain('Tellimus 7: pesumasin &amp; kuivati');
    expect(html).toContain('<dd>1234561</dd>');
    expect(html).toMatch(/<button type="submit" class="primary">Maksa<\/button>/);
    expect(html).toMatch(/formaction="\/test-bank\/pay\/cancel">Tühista<\/button>/);
    expect(hiddenFields(html)).toEqual(fields);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('refuses a request whose amount was changed after signing', async () => {
    const response = await post('/test-bank/pay', { ...(await shopForm()), VK_AMOUNT: '1.50' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Makset ei saa teha');
    expect(response.body).toContain('Kaupmehe allkiri (VK_MAC) ei ole kehtiv');
    expect(response.body).not.toContain('Maksa</button>');
  });

  it('refuses a request signed with another key, an unsigned one and a stale one', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forged = await createBankLinkProvider({ ...bankLink, privateKey: stranger }).start(payment());
    if (forged.done) throw new Error('expected a form');
    expect((await post('/test-bank/pay', forged.fields)).statusCode).toBe(400);

    const { VK_MAC: _mac, ...unsigned } = await shopForm();
    const response = await post('/test-bank/pay', unsigned);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('puudub kaupmehe allkiri');

    const stale = await shopForm(payment(), () => new Date(Date.now() - 10 * 60_000));
    expect((await post('/test-bank/pay', stale)).body).toContain('Makse päring on aegunud');
  });
});

describe('POST /test-bank/pay/confirm and /cancel', () => {
  it('pays: calls the shop back with VK_AUTO=Y and sends the browser back with the same signed 1111', async () => {
    const start = payment();
    const before = callbacks.length;
    const response = await post('/test-bank/pay/confirm', await shopForm(start));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Makse on tehtud');
    expect(response.body).toContain('<script src="/test-bank/auto-submit.js"></script>');
    expect(response.body).toContain('Tagasi e-poodi');
    expect(response.headers['content-security-policy']).toContain(`form-action 'self' ${shopUrl}`);

    const browser = replyForm(response.body);
    expect(browser.action).toBe(start.returnUrl);
    expect(browser.fields.VK_AUTO).toBe('N');
    const returned = verifyBankReply(bankLink, browser.fields);
    expect(returned).toMatchObject({
      ok: true,
      status: 'paid',
      stamp: start.stamp,
      amountCents: 15000,
      reference: '1234561',
      message: start.message,
      auto: false,
      payer: { name: 'Tõnu Testija' },
    });

    expect(callbacks.slice(before)).toHaveLength(1);
    const callback = callbacks[before];
    expect(callback?.path).toBe('/pangalink/tagasi');
    const auto = verifyBankReply(bankLink, callback?.body);
    expect(auto).toMatchObject({ ok: true, status: 'paid', stamp: start.stamp, auto: true });
    if (auto.ok && returned.ok) expect(auto.transactionId).toBe(returned.transactionId);
  });

  it('cancels: a signed 1911 to VK_CANCEL that maps to failed, and the call to VK_RETURN', async () => {
    const start = payment();
    const before = callbacks.length;
    const response = await post('/test-bank/pay/cancel', await shopForm(start));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Makse on tühistatud');
    const browser = replyForm(response.body);
    expect(browser.action).toBe(start.cancelUrl);
    expect(browser.fields.VK_SERVICE).toBe('1911');
    expect(verifyBankReply(bankLink, browser.fields)).toMatchObject({
      ok: true,
      status: 'failed',
      stamp: start.stamp,
      amountCents: null,
      auto: false,
    });
    expect(callbacks.slice(before).map((c) => [c.path, c.body.VK_SERVICE, c.body.VK_AUTO])).toEqual([
      ['/pangalink/tagasi', '1911', 'Y'],
    ]);
  });

  it('still returns the payer when the shop cannot be reached or refuses the call', async () => {
    for (const returnUrl of ['http://127.0.0.1:1/pangalink/tagasi', `${shopUrl}/pangalink/viga`]) {
      const response = await post('/test-bank/pay/confirm', await shopForm({ ...payment(), returnUrl }));
      expect(response.statusCode).toBe(200);
      expect(replyForm(response.body).action).toBe(returnUrl);
    }
  });

  it('refuses a tampered confirm without calling the shop', async () => {
    const before = callbacks.length;
    const fields = await shopForm();
    const response = await post('/test-bank/pay/confirm', { ...fields, VK_RETURN: 'https://kuri.test/x' });
    expect(response.statusCode).toBe(400);
    expect(callbacks).toHaveLength(before);
  });
});

describe('GET /test-bank/auto-submit.js', () => {
  it('serves the same-origin script that submits the reply form', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test-bank/auto-submit.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body).toContain("document.getElementById('bank-reply')");
  });
});
