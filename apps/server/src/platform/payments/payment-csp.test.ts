import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { registerSecurityHeaders } from '../security-headers.js';
import { paymentFormOrigins } from './bank-link-config.js';

async function cspWith(origins?: string[]) {
  const app = Fastify();
  await registerSecurityHeaders(app, false, origins);
  app.get('/', async () => 'ok');
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return String(response.headers['content-security-policy']);
}

describe('CSP form-action and bank links', () => {
  it('lets checkout post to the configured banks and nowhere else', async () => {
    const origins = paymentFormOrigins([
      { url: 'https://www.seb.ee/cgi-bin/un3min.r' },
      { url: 'https://www.lhv.ee/banklink' },
    ]);
    expect(await cspWith(origins)).toContain("form-action 'self' https://www.seb.ee https://www.lhv.ee");
  });

  it('keeps form-action to our own origin without banks', async () => {
    expect(await cspWith()).toMatch(/form-action 'self'(;|$)/);
  });
});

describe.each([
  ['on', 'true', /form-action 'self' http:\/\/localhost:3000(;|$)/],
  ['off', 'false', /form-action 'self'(;|$)/],
])('CSP form-action with the test bank %s', (_name, enabled, expected) => {
  let t: TestApp | undefined;
  // Two more test apps in this file: seeding may take a while on a busy PostgreSQL.
  beforeAll(async () => {
    t = await createTestApp({ TEST_BANK_ENABLED: enabled });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lets a page opened at another address of the server (127.0.0.1) post to it at APP_URL', async () => {
    const response = await t!.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: '127.0.0.1:3000', accept: 'text/html' },
    });
    expect(String(response.headers['content-security-policy'])).toMatch(expected);
  });
});
