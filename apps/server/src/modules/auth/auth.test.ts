import { LoginReplySchema, LogoutReplySchema, UserReplySchema } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { strict } from '../../test-support/strict.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/login', () => {
  it('logs in, rotates the session and hands out a CSRF token that works while the old one does not', async () => {
    const client = new TestClient(t.app);
    await client.page();
    const anonymousCookie = client.cookie;
    const anonymousCsrf = client.csrf;

    const response = await client.login('Anna@Kodumasin.test');
    expect(response.statusCode).toBe(200);
    const reply = strict(LoginReplySchema).parse(response.json());
    expect(reply.data.name).toBe('Anna Tamm');
    expect(reply.data.b2b_client.name).toBe('Kodumasin Pluss OÜ');
    expect(client.cookie).not.toBe(anonymousCookie);
    expect(reply.csrf_token).not.toBe(anonymousCsrf);

    const stale = await client.api('POST', '/api/user/pricelist/sales', undefined, { csrf: anonymousCsrf });
    expect(stale.statusCode).toBe(419);
    const fresh = await client.api('POST', '/api/user/pricelist/sales');
    expect(fresh.statusCode).toBe(200);
  });

  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    const client = new TestClient(t.app);
    await client.page();
    const response = await client.api('POST', '/api/login', {
      email: 'mart@kodumasin.test',
      password: 'Demo1234!',
    });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/kms_session=[\w-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).not.toContain('Secure');
  });

  it.each([
    ['a wrong password', 'anna@kodumasin.test', 'Vale1234!'],
    ['an unknown address', 'keegi@kodumasin.test', 'Demo1234!'],
  ])('answers %s with the same 422 field error', async (_case, email, password) => {
    const client = new TestClient(t.app);
    await client.page();
    const response = await client.api('POST', '/api/login', { email, password });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Sisselogimine ebaõnnestus.',
      code: 'invalid_credentials',
      errors: { email: ['E-post või salasõna on vale.'] },
    });
  });

  it('reports each invalid field', async () => {
    const client = new TestClient(t.app);
    await client.page();
    const response = await client.api('POST', '/api/login', { email: 'anna@', password: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { email: ['E-post peab olema e-maili aadress.'], password: ['Salasõna on nõutud väli.'] },
    });
  });

  it.each([
    ['an array', []],
    ['a string', 'anna'],
    ['null', null],
    ['objects as values', { email: { $ne: '' }, password: ['x'] }],
  ])('answers a body of %s with 422, not 500', async (_case, body) => {
    const client = new TestClient(t.app);
    await client.page();
    const response = await client.api('POST', '/api/login', JSON.stringify(body), {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toHaveProperty('errors.email');
  });

  it('answers unparsable JSON with 400 and an Estonian message', async () => {
    const client = new TestClient(t.app);
    await client.page();
    const response = await client.api('POST', '/api/login', '{"email":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Vigane päring.' });
  });
});

describe('request guards', () => {
  it('rejects /api calls without X-Requested-With', async () => {
    const client = new TestClient(t.app);
    await client.page();
    const response = await client.api('GET', '/api/pages/slug/hooldus', undefined, { xhr: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'xhr_required' });
  });

  it.each([
    ['missing', null],
    ['wrong', 'x'.repeat(43)],
  ])('rejects a state-changing call with a %s CSRF token with 419', async (_case, csrf) => {
    const client = new TestClient(t.app);
    await client.page();
    const response = await client.api(
      'POST',
      '/api/login',
      { email: 'anna@kodumasin.test', password: 'Demo1234!' },
      { csrf },
    );
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({
      message: 'Lehe turvavõti on aegunud. Värskenda lehte ja proovi uuesti.',
      code: 'csrf',
    });
  });

  it('rejects a CSRF token of another session', async () => {
    const victim = new TestClient(t.app);
    await victim.page();
    const attacker = new TestClient(t.app);
    await attacker.page();
    const response = await victim.api('POST', '/api/logout', undefined, { csrf: attacker.csrf });
    expect(response.statusCode).toBe(419);
  });

  it('rejects state-changing calls without any session cookie', async () => {
    const client = new TestClient(t.app);
    const response = await client.api('POST', '/api/logout', undefined, { csrf: 'x' });
    expect(response.statusCode).toBe(419);
  });
});

describe('POST /api/logout', () => {
  it('ends the session and returns a new anonymous CSRF token', async () => {
    const client = new TestClient(t.app);
    await client.login('anna@kodumasin.test');
    expect((await client.api('GET', '/api/user')).statusCode).toBe(200);
    const loggedInCookie = client.cookie;

    const response = await client.api('POST', '/api/logout');
    expect(response.statusCode).toBe(200);
    const reply = strict(LogoutReplySchema).parse(response.json());
    expect(client.cookie).not.toBe(loggedInCookie);
    client.csrf = reply.csrf_token;

    expect((await client.api('GET', '/api/user')).statusCode).toBe(401);
    const again = await client.login('mart@kodumasin.test');
    expect(again.statusCode).toBe(200);
    expect(strict(UserReplySchema).parse((await client.api('GET', '/api/user')).json()).data.name).toBe(
      'Mart Kask',
    );
  });

  it('makes the old cookie worthless', async () => {
    const client = new TestClient(t.app);
    await client.login('anna@kodumasin.test');
    const oldCookie = client.cookie;
    await client.api('POST', '/api/logout');
    client.cookie = oldCookie;
    expect((await client.api('GET', '/api/user')).statusCode).toBe(401);
  });
});
