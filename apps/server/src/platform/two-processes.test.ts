import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpCatalogVersion } from '../db/catalog-version.js';
import { ANNA, loggedIn } from '../test-support/checkout-fixtures.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';

/**
 * Issue 9 / DESIGN.md: several server processes serve one database. Two apps built on the same
 * database (the PostgreSQL schema, or the SQLite file) stand in for two processes: nothing one
 * of them keeps in memory may hide a change the other made for longer than the refresh period.
 */
const REFRESH_MS = 300;
const env = {
  AUTH_CACHE_REFRESH_MS: String(REFRESH_MS),
  RATE_LIMIT_LOGIN_FAILURES: '2',
  RATE_LIMIT_ACCOUNT_ATTEMPTS: '1000',
};

let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  one = await createTestApp(env);
  // The second builds its catalogue index in a worker thread, as production does (decision 082).
  two = await createTestApp({ ...env, CATALOG_BUILD_WORKER: 'on' }, {}, one);
});

afterAll(async () => {
  await two.close();
  await one.close();
});

/** The same browser talking to the other process (a load balancer without sticky sessions). */
function sameBrowserOn(t: TestApp, client: TestClient): TestClient {
  const other = new TestClient(t.app);
  other.cookie = client.cookie;
  other.csrf = client.csrf;
  return other;
}

describe('two server processes on one database', () => {
  it('accept a session made on the other', async () => {
    const onOne = await loggedIn(one.app, ANNA);
    const onTwo = sameBrowserOn(two, onOne);
    const user = await onTwo.api('GET', '/api/user');
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ data: { email: ANNA } });
    expect((await onTwo.api('POST', '/api/user/pricelist/sales')).statusCode).toBe(200);
    expect((await onOne.api('GET', '/api/user')).json()).toMatchObject({
      data: { active_pricelist: 'sales' },
    });
    await onOne.api('POST', '/api/user/pricelist/default');
  });

  it('honour a logout on the other at once for changes and within the refresh period for reads', async () => {
    const onOne = await loggedIn(one.app, 'mart@kodumasin.test');
    const onTwo = sameBrowserOn(two, onOne);
    // Process two has the session in its cache now.
    expect((await onTwo.api('GET', '/api/user')).statusCode).toBe(200);
    expect((await onOne.api('POST', '/api/logout')).statusCode).toBe(200);

    expect((await onTwo.api('POST', '/api/cart/clear')).statusCode).toBe(401);
    await sleep(REFRESH_MS + 50);
    expect((await onTwo.api('GET', '/api/user')).statusCode).toBe(401);
  });

  it('see a catalogue change made through the other', async () => {
    const onOne = await loggedIn(one.app, ANNA);
    const onTwo = sameBrowserOn(two, onOne);
    const product = await one.db
      .selectFrom('products')
      .select(['id', 'title'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const titleOn = async (client: TestClient) =>
      (await client.api('GET', `/api/product/${product.id}`)).json<{ data: { title: string } }>().data.title;
    expect(await titleOn(onTwo)).toBe(product.title);

    const renamed = `${product.title} (uus mudel)`;
    await one.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ title: renamed }).where('id', '=', product.id).execute();
      await bumpCatalogVersion(trx);
    });

    // Each process notices the version within a second and serves the old index while it rebuilds.
    const deadline = Date.now() + 15_000;
    let seen = await titleOn(onTwo);
    while (seen !== renamed && Date.now() < deadline) {
      await sleep(100);
      seen = await titleOn(onTwo);
    }
    expect(seen).toBe(renamed);
  });

  it('hide a product hidden through the other from every listing, search and page', async () => {
    const onOne = await loggedIn(one.app, ANNA);
    const onTwo = sameBrowserOn(two, onOne);
    const product = await one.db
      .selectFrom('products')
      .select(['id', 'code', 'url'])
      .where('hidden', '=', 0)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const search = async (client: TestClient) =>
      (await client.api('GET', `/api/search/json?query=${encodeURIComponent(product.code)}`))
        .json<{ results: { id: number }[] }>()
        .results.map((p) => p.id);
    expect((await onTwo.api('GET', `/api/product/${product.url}`)).statusCode).toBe(200);
    expect(await search(onTwo)).toContain(product.id);

    await one.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ hidden: 1 }).where('id', '=', product.id).execute();
      await bumpCatalogVersion(trx);
    });

    const deadline = Date.now() + 15_000;
    let status = 200;
    while (status !== 404 && Date.now() < deadline) {
      await sleep(100);
      status = (await onTwo.api('GET', `/api/product/${product.url}`)).statusCode;
    }
    expect(status).toBe(404);
    expect(await search(onTwo)).not.toContain(product.id);
  });

  it('share the rate limits', async () => {
    const onOne = new TestClient(one.app, '10.20.30.40');
    await onOne.page();
    for (let i = 0; i < 2; i += 1) {
      const wrong = await onOne.api('POST', '/api/login', {
        email: 'peeter@ehitus.test',
        password: 'Vale1234!',
      });
      expect(wrong.statusCode).toBe(422);
    }
    const onTwo = new TestClient(two.app, '10.20.30.40');
    expect((await onTwo.login('peeter@ehitus.test')).statusCode).toBe(429);
    expect((await new TestClient(two.app, '10.20.30.41').login('peeter@ehitus.test')).statusCode).toBe(200);
  });
});
