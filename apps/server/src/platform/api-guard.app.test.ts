import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNA,
  addToCart,
  cartOf,
  insertCheckoutProducts,
  loggedIn,
} from '../test-support/checkout-fixtures.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import type { TestClient } from '../test-support/test-client.js';
import { SESSION_COOKIE } from './sessions.js';

/**
 * Issue 9: the /api guard (X-Requested-With, CSRF token) and the no-store header must hold
 * however the path of an API route is spelled, because the router decodes what the guard saw.
 */
let t: TestApp;
let anna: TestClient;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({ TEST_BANK_ENABLED: 'false' });
  const ids = await insertCheckoutProducts(t.db);
  productId = ids.get('CHK3') as number;
  anna = await loggedIn(t.app, ANNA);
});

afterAll(async () => {
  await t.close();
});

/** Spellings of `/api/{rest}` a browser form or link can produce. */
const spellings = (rest: string) => [
  `/%61pi/${rest}`,
  `/%61%70%69/${rest}`,
  `/api/${rest.replace(/^(.)/, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
  `/API/${rest}`,
  `/Api/${rest}`,
  `//api/${rest}`,
  `/api//${rest}`,
  `/api/${rest}/`,
  `/api/${rest}?`,
];

/** What a cross-site form can send: the victim's cookie, a text/plain body, no custom headers. */
function crossSite(method: 'GET' | 'POST', url: string) {
  return t.app.inject({
    method,
    url,
    headers: {
      cookie: `${SESSION_COOKIE}=${anna.cookie}`,
      accept: 'text/html',
      ...(method === 'POST' ? { 'content-type': 'text/plain' } : {}),
    },
    ...(method === 'POST' ? { payload: 'x=1' } : {}),
  });
}

describe('the /api guard decides on the matched route', () => {
  it('does not let a cross-site form empty the cart through another spelling', async () => {
    await addToCart(anna, productId);
    for (const url of spellings('cart/clear')) {
      const response = await crossSite('POST', url);
      expect([400, 404], url).toContain(response.statusCode);
      // A script on another site cannot send the CSRF token either.
      const xhrOnly = await anna.api('POST', url, 'x=1', {
        csrf: null,
        headers: { 'content-type': 'text/plain' },
      });
      expect([404, 419], url).toContain(xhrOnly.statusCode);
    }
    expect((await cartOf(anna)).items).toBe(1);
  });

  it('does not log out, switch the price view or continue a payment through another spelling', async () => {
    for (const url of [
      ...spellings('logout'),
      ...spellings('user/pricelist/sales'),
      ...spellings('orders/continue/1'),
    ]) {
      expect([400, 404], url).toContain((await crossSite('POST', url)).statusCode);
    }
    const user = await anna.api('GET', '/api/user');
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ data: { active_pricelist: 'default' } });
  });

  it('does not let a link reset the checkout through another spelling', async () => {
    for (const url of spellings('order/new')) {
      expect([400, 404], url).toContain((await crossSite('GET', url)).statusCode);
    }
  });

  it('marks replies of API routes not to be stored however the path is spelled', async () => {
    for (const url of ['/%61pi/user', '/api/%75ser', '/api/user?x=1']) {
      const response = await anna.api('GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('answers unknown API paths in any spelling with a JSON 404, not the page', async () => {
    for (const url of ['/api/puudub', '/%61pi/puudub', '/API/puudub', '//api/puudub', '/api/user/']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Lehte ei leitud.', code: 'not_found' });
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
  });
});

describe('an absolute-form request line', () => {
  let port: number;

  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** Sends one raw HTTP/1.1 request and returns the status line and headers. */
  function raw(requestLine: string, headers: Record<string, string>, body = ''): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => {
        received += chunk;
      });
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
      const lines = Object.entries({
        host: `127.0.0.1:${port}`,
        connection: 'close',
        'content-length': String(Buffer.byteLength(body)),
        ...headers,
      }).map(([name, value]) => `${name}: ${value}`);
      socket.write(`${requestLine}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
    });
  }

  it('is guarded like the usual form', async () => {
    await addToCart(anna, productId);
    const before = (await cartOf(anna)).items;
    for (const target of [`http://127.0.0.1:${port}/api/cart/clear`, `http://evil.test/%61pi/cart/clear`]) {
      const reply = await raw(
        `POST ${target} HTTP/1.1`,
        {
          cookie: `${SESSION_COOKIE}=${anna.cookie}`,
          'content-type': 'text/plain',
        },
        'x=1',
      );
      expect(reply, target).toMatch(/^HTTP\/1\.1 400 /);
    }
    expect((await cartOf(anna)).items).toBe(before);
  });

  it('gets the no-store header on API replies', async () => {
    const reply = await raw(`GET http://127.0.0.1:${port}/api/user HTTP/1.1`, {
      cookie: `${SESSION_COOKIE}=${anna.cookie}`,
      'x-requested-with': 'XMLHttpRequest',
    });
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(reply.toLowerCase()).toContain('cache-control: no-store');
  });
});
