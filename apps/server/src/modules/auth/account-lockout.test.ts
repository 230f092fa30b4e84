import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { readOutbox, TestClient } from '../../test-support/test-client.js';
import { ACCOUNT_LOCKED_MESSAGE } from '../../platform/account-lockout.js';

/** Issue 9: guessing one account's password from many addresses meets growing waits. */
let t: TestApp;
let nextAddress = 1;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_ACCOUNT_ATTEMPTS: '3',
    RATE_LIMIT_ACCOUNT_MAX_WAIT_MINUTES: '15',
  });
});

afterAll(async () => {
  await t.close();
});

/** A new client from an address not used before, as a botnet would have. */
async function stranger(): Promise<TestClient> {
  const client = new TestClient(t.app, `10.9.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`);
  nextAddress += 1;
  await client.page();
  return client;
}

async function attempt(email: string, password = 'Vale1234!') {
  const client = await stranger();
  return client.api('POST', '/api/login', { email, password });
}

/** Moves the account's next allowed attempt into the past, as if its wait had passed. */
async function waitOut(email: string) {
  await t.db
    .updateTable('rate_limits')
    .set({ window_start: new Date(Date.now() - 1000).toISOString() })
    .where('key', '=', `login-account:${email}`)
    .execute();
}

const retryAfter = (response: { headers: Record<string, unknown> }) =>
  Number(response.headers['retry-after']);

describe('per-account login waits across addresses', () => {
  it('locks an account after the free attempts from different addresses, even for the right password', async () => {
    const email = 'mart@kodumasin.test';
    for (let i = 0; i < 3; i += 1) expect((await attempt(email)).statusCode).toBe(422);
    const blocked = await attempt(email, 'Demo1234!');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: ACCOUNT_LOCKED_MESSAGE, code: 'account_locked' });
    expect(retryAfter(blocked)).toBeGreaterThan(50);
    expect(retryAfter(blocked)).toBeLessThanOrEqual(60);
  });

  it('doubles the wait after each further attempt, up to the cap, and a success clears it', async () => {
    const email = 'peeter@ehitus.test';
    for (let i = 0; i < 3; i += 1) await attempt(email);
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      await waitOut(email);
      expect((await attempt(email)).statusCode).toBe(422);
      waits.push(retryAfter(await attempt(email)));
    }
    expect(waits.map((s) => Math.round(s / 60))).toEqual([2, 4, 8, 15, 15, 15]);

    await waitOut(email);
    expect((await attempt(email, 'Demo1234!')).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await attempt(email)).statusCode).toBe(422);
  }, 60_000);

  it('treats unknown addresses the same, so the wait reveals no account', async () => {
    const email = 'keegi.pole@kodumasin.test';
    for (let i = 0; i < 3; i += 1) expect((await attempt(email)).statusCode).toBe(422);
    const blocked = await attempt(email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'account_locked' });
  });

  it('lets no more than the free attempts through when they arrive at once', async () => {
    const email = 'massiline@kodumasin.test';
    const clients = await Promise.all(Array.from({ length: 8 }, () => stranger()));
    const statuses = await Promise.all(
      clients.map((client) =>
        client.api('POST', '/api/login', { email, password: 'Vale1234!' }).then((r) => r.statusCode),
      ),
    );
    expect(statuses.filter((s) => s === 422)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('is lifted by a password reset', async () => {
    const email = 'anna@kodumasin.test';
    for (let i = 0; i < 4; i += 1) await attempt(email);
    expect((await attempt(email, 'Demo1234!')).statusCode).toBe(429);

    const owner = await stranger();
    expect((await owner.api('POST', '/api/password/email', { email })).statusCode).toBe(200);
    await t.app.idleMail();
    const mail = readOutbox(t.dataDir).findLast((entry) => entry.to === email);
    const token = /\/password\/reset\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const reset = await owner.api('POST', '/api/password/reset', {
      token,
      email,
      password: 'Uus12345!',
      password_confirmation: 'Uus12345!',
    });
    expect(reset.statusCode).toBe(200);

    expect((await attempt(email, 'Uus12345!')).statusCode).toBe(200);
  }, 30_000);
});
