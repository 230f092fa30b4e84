import { UserReplySchema } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from './sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';
import { strict } from '../test-support/strict.js';

/**
 * The auth cache in the app with a long refresh period, so only the database version compared
 * after state-changing requests drops it (decision 009).
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_CACHE_REFRESH_MS: '60000' });
});

afterAll(async () => {
  await t.close();
});

const pricelistOf = async (client: TestClient) =>
  strict(UserReplySchema).parse((await client.api('GET', '/api/user')).json()).data.active_pricelist;

describe('the auth cache', () => {
  it('serves API reads from memory until a state-changing request finds the version moved', async () => {
    const mart = new TestClient(t.app);
    await mart.login('mart@kodumasin.test');
    expect((await mart.api('GET', '/api/user')).statusCode).toBe(200);
    // Another process deactivates Mart: this process still has him in memory…
    await t.db.updateTable('users').set({ active: 0 }).where('email', '=', 'mart@kodumasin.test').execute();
    try {
      expect((await mart.api('GET', '/api/user')).statusCode).toBe(200);
      // …until any state-changing request compares the version, here someone else's login.
      await new TestClient(t.app).login('anna@kodumasin.test');
      expect((await mart.api('GET', '/api/user')).statusCode).toBe(401);
    } finally {
      await t.db.updateTable('users').set({ active: 1 }).where('email', '=', 'mart@kodumasin.test').execute();
    }
  });

  it("shows the user's own change on the very next read", async () => {
    const peeter = new TestClient(t.app);
    await peeter.login('peeter@ehitus.test');
    expect(await pricelistOf(peeter)).toBe('default');
    await peeter.api('POST', '/api/user/pricelist/sales');
    expect(await pricelistOf(peeter)).toBe('sales');
    await peeter.api('POST', '/api/user/pricelist/default');
    expect(await pricelistOf(peeter)).toBe('default');
  });

  it('refuses a session right after logout', async () => {
    const anna = new TestClient(t.app);
    await anna.login('anna@kodumasin.test');
    const cookie = anna.cookie;
    expect((await anna.api('GET', '/api/user')).statusCode).toBe(200);
    await anna.api('POST', '/api/logout');
    const stale = new TestClient(t.app);
    stale.cookie = cookie;
    expect((await stale.api('GET', '/api/user')).statusCode).toBe(401);
  });

  it('does not serve pages from the cache', async () => {
    const mart = new TestClient(t.app);
    await mart.login('mart@kodumasin.test');
    expect((await mart.api('GET', '/api/user')).statusCode).toBe(200);
    await t.db
      .updateTable('sessions')
      .set({ flash: 'Makse katkestati.' })
      .where('id', '=', hashToken(mart.cookie ?? ''))
      .execute();
    const page = await mart.page();
    expect(page.body).toContain('Makse katkestati.');
  });
});
