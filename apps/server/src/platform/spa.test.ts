import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { acceptsHtml, scriptSafeJson } from './spa.js';

describe('scriptSafeJson', () => {
  it('cannot close the script element or break JavaScript parsers', () => {
    const json = scriptSafeJson({ error: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ error: '</script><script>alert(1)</script>', line: '\u2028' });
  });
});

describe('acceptsHtml', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['*/*', true],
    ['text/html', true],
    ['text/*;q=0.5', true],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true],
    ['application/json, */*;q=0.1', true],
    ['application/json', false],
    ['image/*', false],
    ['text/html;q=0, application/json', false],
    ['*/*;q=0', false],
  ])('%j → %s', (accept, expected) => {
    expect(acceptsHtml(accept)).toBe(expected);
  });
});

describe('serving the built web app', () => {
  let t: TestApp;
  const webDist = mkdtempSync(join(tmpdir(), 'kms-web-'));

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><!--app-bootstrap--><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      join(webDist, 'admin.html'),
      // Over the size below which pages go uncompressed.
      `<!doctype html><html><head><!--app-bootstrap--><script type="module" src="/assets/admin-3c4d.js"></script></head><body><div id="root"></div><!-- ${'x'.repeat(1200)} --></body></html>`,
    );
    writeFileSync(join(webDist, 'assets', 'app-1a2b.js'), 'console.log("app");');
    // What the build's compress plugin writes beside each file.
    writeFileSync(join(webDist, 'assets', 'app-1a2b.js.br'), brotliCompressSync('console.log("app");'));
    writeFileSync(join(webDist, 'assets', 'app-1a2b.js.gz'), gzipSync('console.log("app");'));
    writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // What the build's screen-chunks plugin writes: each screen's own files.
    mkdirSync(join(webDist, '.vite'), { recursive: true });
    writeFileSync(
      join(webDist, '.vite', 'screen-chunks.json'),
      JSON.stringify({
        login: ['assets/login-screen-9f8e.js', 'assets/form-7d6c.js'],
        home: ['assets/home-5b4a.js'],
      }),
    );
    t = await createTestApp({
      WEB_DIST: webDist,
      NODE_ENV: 'production',
      // The pages below are the demo shop's (its contact page, its products).
      DEMO_DATA: 'true',
      STAFF_TOTP_KEY: 'k'.repeat(43) + '=',
    });
  });

  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, accept = 'text/html') =>
    t.app.inject({ method: 'GET', url, headers: { accept } });

  it('fills the bootstrap into the built index.html for app routes', async () => {
    for (const url of ['/', '/kontakt', '/pakkumised/open', '/index.html']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<script type="module" src="/assets/app-1a2b.js">');
      expect(response.body).toMatch(/<meta name="csrf-token" content="[\w-]{43}"><script id="bootstrap"/);
      expect(response.body).not.toContain('<!--app-bootstrap-->');
    }
  });

  it("asks for the requested screen's own code in the head, and for nobody else's", async () => {
    const login = await get('/login');
    expect(login.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/login-screen-9f8e.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/form-7d6c.js">',
    );
    // Anonymous: the home screen is not what the SPA will show (it goes to /login).
    const home = await get('/');
    expect(home.body).not.toContain('modulepreload');
  });

  it('serves the page to curl (Accept: */*) and to a request without Accept, not to a JSON client', async () => {
    for (const accept of ['*/*', '']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/login',
        headers: accept ? { accept } : {},
      });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-type'], accept).toMatch(/^text\/html/);
      expect(response.body, accept).toContain('<div id="root">');
    }
    const json = await get('/login', 'application/json');
    expect(json.statusCode).toBe(404);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    const api = await get('/api/puudub', '*/*');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
  });

  it('serves hashed assets with a year-long immutable cache and no session lookup', async () => {
    const response = await get('/assets/app-1a2b.js', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app");');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('serves other files of the build with a short cache', async () => {
    const response = await get('/favicon.svg', 'image/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await get('/assets/puudub.js', '*/*');
    expect(response.statusCode).toBe(404);
  });

  it('answers a missing asset, picture or API call asked for as a page with a JSON 404 and no new cookie', async () => {
    for (const url of [
      '/assets/puudub.js',
      '/%61ssets/puudub.js',
      '/ASSETS/puudub.js',
      '//images/x',
      '/api/puudub',
      '/%61pi/puudub',
      '/API/user',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', cookie: `kms_session=${'a'.repeat(43)}` },
      });
      // The static files' own check refuses `//` with 403; either way no page and no cookie.
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('sends the page uncached, private and compressed for a browser that accepts it', async () => {
    const plain = await get('/');
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/kontakt',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<script id="bootstrap"');
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<script id="bootstrap"');
  });

  it('sends the built brotli or gzip file of an asset, with Vary', async () => {
    for (const [accepted, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/app-1a2b.js',
        headers: { accept: '*/*', 'accept-encoding': accepted },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(response.rawPayload).toString()).toBe('console.log("app");');
    }
    const identity = await get('/assets/app-1a2b.js', '*/*');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
  });

  it('serves the back-office page for /haldus and below it, with the CSRF token and no shop data', async () => {
    for (const url of ['/haldus', '/haldus/', '/haldus/login', '/haldus/kliendid/5?page=2']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('private, no-cache');
      expect(response.body, url).toContain('<script type="module" src="/assets/admin-3c4d.js">');
      expect(response.body, url).not.toContain('/assets/app-1a2b.js');
      expect(response.body, url).toMatch(/<meta name="csrf-token" content="[\w-]{43}"><script type="module"/);
      // No bootstrap: no user, menu, categories or contacts of the shop.
      expect(response.body, url).not.toContain('<script id="bootstrap"');
      expect(response.body, url).not.toContain('<!--app-bootstrap-->');
    }
    // A path that only starts like it is the shop's.
    expect((await get('/haldusx')).body).toContain('/assets/app-1a2b.js');
  });

  it('gives the back-office page the token of the session it carries', async () => {
    const first = await get('/haldus/login');
    const cookie = String(first.headers['set-cookie']).split(';')[0] ?? '';
    const token = /content="([\w-]{43})"/.exec(first.body)?.[1];
    const again = await t.app.inject({
      method: 'GET',
      url: '/haldus',
      headers: { accept: 'text/html', cookie },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(/content="([\w-]{43})"/.exec(again.body)?.[1]).toBe(token);
  });

  it('sends the back-office page compressed, and never admin.html with its placeholder', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/haldus/tellimused',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('/assets/admin-3c4d.js');
    const raw = await get('/admin.html');
    expect(raw.body).not.toContain('<!--app-bootstrap-->');
    expect(raw.body).not.toContain('/assets/admin-3c4d.js');
  });

  it('does not expose /__bootstrap in production', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/__bootstrap',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    // Asked for as anything, it is just an app route: the page, not the bootstrap JSON.
    const page = await t.app.inject({ method: 'GET', url: '/__bootstrap' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('serving without a web build', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('serves a fallback back-office page with the CSRF token, and its head at /__bootstrap/admin in development', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/haldus/login',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.body).toContain('<title>Haldus | Kodumasinad B2B</title>');
    expect(page.body).toMatch(/<meta name="csrf-token" content="[\w-]{43}">/);
    expect(page.body).not.toContain('<script id="bootstrap"');
    const head = await t.app.inject({ method: 'GET', url: '/__bootstrap/admin' });
    expect(head.statusCode).toBe(200);
    const html = (head.json() as { html: string }).html;
    expect(html).toMatch(/^<meta name="csrf-token" content="[\w-]{43}">$/);
  });
});
