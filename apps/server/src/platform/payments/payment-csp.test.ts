import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
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
