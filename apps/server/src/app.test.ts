import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from './platform/sessions.js';
import { createTestApp, type TestApp } from './test-support/test-app.js';
import { TestClient } from './test-support/test-client.js';
import { bootstrapOf } from './test-support/page-bootstrap.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('GET /health', () => {
  it('answers ok after a database round trip, without a session cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('the SPA page', () => {
  it('carries the CSRF meta tag and a bootstrap that the contract parses', async () => {
    const client = new TestClient(t.app);
    const response = await client.page('/tellimused');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(client.csrf).toMatch(/^[\w-]{43}$/);
    expect(client.cookie).not.toBeNull();
    const bootstrap = bootstrapOf(response.body);
    expect(bootstrap).toMatchObject({
      vat: 1.24,
      error: null,
      retail_url: 'https://www.kodumasinad.ee',
      sentry_dsn: null,
      contacts: {
        phones: ['+372 600 1234', '+372 600 1235'],
        email: 'hulgimuuk@kodumasinad.ee',
        legal_name: 'Kodumasinad AS',
      },
    });
    expect(bootstrap.pages).toEqual(['eripakkumised', 'hooldus', 'garantii', 'tellimine', 'muugitingimused']);
    expect(bootstrap.categories).toEqual(
      expect.arrayContaining(['pesu-ja-kuivatus', 'pesumasinad', 'kulmutus']),
    );
    expect(bootstrap.categories).not.toContain('eripakkumised');
  });

  it("carries the session's user, the menu and the footer, and none of the user's data to nobody", async () => {
    const visitor = new TestClient(t.app);
    const anonymous = bootstrapOf((await visitor.page('/')).body);
    expect(anonymous.user).toBeNull();
    expect(anonymous.menu).toBeNull();
    expect(anonymous.footer?.content).toEqual(expect.any(String));

    const anna = new TestClient(t.app);
    await anna.login('anna@kodumasin.test');
    const page = bootstrapOf((await anna.page('/pesumasinad')).body);
    const user = await anna.api('GET', '/api/user');
    const menu = await anna.api('GET', '/api/categories/menu');
    const footer = await anna.api('GET', '/api/pages/hook/footer-b2b');
    expect(page.user).toEqual(user.json().data);
    expect(page.user?.email).toBe('anna@kodumasin.test');
    expect(page.menu).toEqual(menu.json().data);
    expect(page.menu?.length).toBeGreaterThan(0);
    expect(page.footer).toEqual(footer.json().data);
  });

  it('keeps the CSRF token stable across page loads of one session', async () => {
    const client = new TestClient(t.app);
    await client.page();
    const first = client.csrf;
    await client.page('/kontakt');
    expect(client.csrf).toBe(first);
  });

  it('creates no session row for anonymous visitors', async () => {
    const client = new TestClient(t.app);
    await client.page();
    const row = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', hashToken(client.cookie ?? ''))
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('shows a session flash error once', async () => {
    const client = new TestClient(t.app);
    await client.login('mart@kodumasin.test');
    await t.db
      .updateTable('sessions')
      .set({ flash: 'Makse ebaõnnestus.</script><script>alert(1)</script>' })
      .where('id', '=', hashToken(client.cookie ?? ''))
      .execute();
    const first = await client.page();
    expect(first.body).not.toContain('</script><script>alert(1)');
    expect(bootstrapOf(first.body).error).toBe('Makse ebaõnnestus.</script><script>alert(1)</script>');
    expect(bootstrapOf((await client.page()).body).error).toBeNull();
  });

  it('answers non-HTML requests for unknown paths with a JSON 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/failid/puudub.pdf',
      headers: { accept: 'application/pdf' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Lehte ei leitud.', code: 'not_found' });
  });

  it('carries the browser error-reporting DSN when one is configured, and lets scripts reach its host', async () => {
    const dsn = 'https://public-key@o1.ingest.example.io/42';
    const withDsn = await createTestApp({ SENTRY_BROWSER_DSN: dsn });
    try {
      const response = await new TestClient(withDsn.app).page('/');
      expect(bootstrapOf(response.body).sentry_dsn).toBe(dsn);
      expect(response.headers['content-security-policy']).toContain(
        "connect-src 'self' https://o1.ingest.example.io;",
      );
    } finally {
      await withDsn.close();
    }
    const without = await new TestClient(t.app).page('/');
    expect(bootstrapOf(without.body).sentry_dsn).toBeNull();
    expect(without.headers['content-security-policy']).toContain("connect-src 'self';");
  });

  it('offers the bootstrap head as JSON for the Vite dev server outside production', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/__bootstrap' });
    expect(response.statusCode).toBe(200);
    const { html } = response.json<{ html: string }>();
    expect(html).toMatch(/^<meta name="csrf-token" content="[\w-]{43}"><script id="bootstrap"/);
    expect(response.cookies.find((cookie) => cookie.name === 'kms_session')).toBeDefined();
  });
});

describe('API edges', () => {
  it('answers an unknown /api route with a JSON 404', async () => {
    const client = new TestClient(t.app);
    const response = await client.api('GET', '/api/puudub');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Lehte ei leitud.', code: 'not_found' });
    const html = await t.app.inject({
      method: 'GET',
      url: '/api/puudub',
      headers: { accept: 'text/html', 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(html.statusCode).toBe(404);
  });

  it('accepts a bodiless JSON POST', async () => {
    const client = new TestClient(t.app);
    await client.page();
    const response = await client.api('POST', '/api/logout', undefined, {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers an unsupported content type with 415 in Estonian', async () => {
    const client = new TestClient(t.app);
    await client.page();
    const response = await client.api('POST', '/api/login', 'email=a', {
      headers: { 'content-type': 'text/csv' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: 'Päringu sisutüüpi ei toetata.' });
  });
});

describe('headers', () => {
  it('sends the security headers with a strict CSP', async () => {
    const response = await new TestClient(t.app).page();
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('tells browsers and proxies not to store API replies, errors included', async () => {
    const client = new TestClient(t.app);
    await client.login('anna@kodumasin.test');
    expect((await client.api('GET', '/api/user')).headers['cache-control']).toBe('no-store');
    expect((await client.api('GET', '/api/no-such-call')).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/user' })).headers['cache-control']).toBe(
      'no-store',
    );
    expect((await t.app.inject({ method: 'GET', url: '/health' })).headers['cache-control']).toBeUndefined();
  });

  it('gives every reply a request id and keeps a sane incoming one', async () => {
    const generated = await t.app.inject({ method: 'GET', url: '/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'lb-42.abc' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-42.abc');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'bad id\u0000' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('session lifetime', () => {
  it('refreshes last_seen_at at most once a minute and expires idle sessions', async () => {
    const client = new TestClient(t.app);
    await client.login('peeter@ehitus.test');
    const id = hashToken(client.cookie ?? '');
    const read = () => t.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    const fresh = await read();
    await client.api('GET', '/api/user');
    expect((await read()).last_seen_at).toBe(fresh.last_seen_at);

    const stale = new Date(Date.now() - 5 * 60 * 1000).toISOString();
    await t.db.updateTable('sessions').set({ last_seen_at: stale }).where('id', '=', id).execute();
    await client.api('GET', '/api/user');
    const touched = await read();
    expect(touched.last_seen_at > stale).toBe(true);
    expect(touched.expires_at >= fresh.expires_at).toBe(true);

    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await client.api('GET', '/api/user')).statusCode).toBe(401);
  });
});
