import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from '../../test-support/staff-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_FAILURES: '3', RATE_LIMIT_IP: '6' });
});

afterAll(async () => {
  await t.close();
});

const wrong = (client: TestClient, email: string) =>
  client.api('POST', '/api/login', { email, password: 'Vale1234!' });

describe('login rate limits', () => {
  it('answers 429 after the allowed failures for an address, even with the right password', async () => {
    const client = new TestClient(t.app, '10.0.0.1');
    await client.page();
    for (let i = 0; i < 3; i += 1) expect((await wrong(client, 'anna@kodumasin.test')).statusCode).toBe(422);

    const blocked = await client.api('POST', '/api/login', {
      email: 'anna@kodumasin.test',
      password: 'Demo1234!',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Liiga palju katseid. Palun oota mõni minut ja proovi siis uuesti.',
      code: 'rate_limited',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts failures per address and client address', async () => {
    const other = new TestClient(t.app, '10.0.0.2');
    expect((await other.login('anna@kodumasin.test')).statusCode).toBe(200);
  });

  it('forgets the failures after a successful login', async () => {
    const client = new TestClient(t.app, '10.0.0.3');
    await client.page();
    for (let i = 0; i < 2; i += 1) await wrong(client, 'mart@kodumasin.test');
    expect((await client.login('mart@kodumasin.test')).statusCode).toBe(200);
    await client
      .api('POST', '/api/logout')
      .then((r) => (client.csrf = r.json<{ csrf_token: string }>().csrf_token));
    for (let i = 0; i < 2; i += 1) expect((await wrong(client, 'mart@kodumasin.test')).statusCode).toBe(422);
  });

  it('caps the failed credential calls from one client address, staff sign-ins included', async () => {
    const client = new TestClient(t.app, '10.0.0.4');
    await client.page();
    const emails = ['a@x.test', 'b@x.test', 'c@x.test', 'd@x.test'];
    for (const email of emails) expect((await wrong(client, email)).statusCode).toBe(422);
    // A reset-link request sends mail and is counted on its own, not as a failed sign-in.
    expect((await client.api('POST', '/api/password/email', { email: 'e@x.test' })).statusCode).toBe(200);
    expect((await client.api('POST', '/api/password/reset', {})).statusCode).toBe(422);
    expect((await wrong(client, 'f@x.test')).statusCode).toBe(422);
    expect((await wrong(client, 'g@x.test')).statusCode).toBe(429);
    expect((await client.login('anna@kodumasin.test')).statusCode).toBe(429);
    expect((await client.api('POST', '/api/password/reset', {})).statusCode).toBe(429);
    expect((await client.api('GET', '/api/invite/olematu-kutse')).statusCode).toBe(429);
    const staff = await client.api('POST', '/api/admin/login', {
      email: 'x@kodumasinad.test',
      password: 'x',
    });
    expect(staff.statusCode).toBe(429);
  });

  it('caps failed calls sent in parallel, not only one after another', async () => {
    const client = new TestClient(t.app, '10.0.0.7');
    await client.page();
    const emails = Array.from({ length: 12 }, (_, i) => `parallel${i}@x.test`);
    const replies = await Promise.all(emails.map((email) => wrong(client, email)));
    const codes = replies.map((reply) => reply.statusCode);
    expect(codes.filter((code) => code === 422)).toHaveLength(6);
    expect(codes.filter((code) => code === 429)).toHaveLength(6);
  });

  it('lets the successful sign-ins of an office behind one address through (buyers and staff)', async () => {
    const office = '10.0.0.6';
    for (let i = 0; i < 3; i += 1) {
      for (const email of ['anna@kodumasin.test', 'mart@kodumasin.test', 'peeter@ehitus.test']) {
        const client = new TestClient(t.app, office);
        expect((await client.login(email)).statusCode).toBe(200);
      }
    }
    for (let i = 0; i < 3; i += 1) await staffClient(t, 'sales', office);
    // Failures still count: one typo each from a few colleagues does not close the office.
    const colleague = new TestClient(t.app, office);
    await colleague.page();
    expect((await wrong(colleague, 'anna@kodumasin.test')).statusCode).toBe(422);
    expect((await colleague.login('anna@kodumasin.test')).statusCode).toBe(200);
    expect((await new TestClient(t.app, office).login('mart@kodumasin.test')).statusCode).toBe(200);
  });

  it('restarts the count when the window has passed', async () => {
    const client = new TestClient(t.app, '10.0.0.5');
    await client.page();
    for (let i = 0; i < 3; i += 1) await wrong(client, 'peeter@ehitus.test');
    expect((await client.login('peeter@ehitus.test')).statusCode).toBe(429);
    await t.db.updateTable('rate_limits').set({ window_start: '2000-01-01T00:00:00.000Z' }).execute();
    expect((await client.login('peeter@ehitus.test')).statusCode).toBe(200);
  });
});
