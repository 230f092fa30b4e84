import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADD_ONS } from '../../db/seed/catalog/add-ons.js';
import { insertProducts } from '../../test-support/catalog-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { CatalogRepository } from './catalog.repository.js';
import { CatalogStore } from './catalog-store.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('CatalogStore', () => {
  it('rebuilds when catalog_meta.version moves, checking at most once per interval', async () => {
    let now = 1_000_000;
    const store = new CatalogStore(new CatalogRepository(t.db), { refreshMs: 1000, clock: () => now });
    const first = await store.snapshot();
    // The seeded 300 and the add-ons (decision 020).
    expect(first.size).toBe(300 + ADD_ONS.length);
    expect(await store.snapshot()).toBe(first);

    await insertProducts(t.db, [{ code: 'VERSION1', brand: 'bosch', category: 'kulmikud', price: 1000 }]);
    now += 999;
    expect(await store.snapshot()).toBe(first);

    // Past the interval the change is noticed; the old snapshot serves while the new one builds.
    now += 2;
    expect(await store.snapshot()).toBe(first);
    await store.idle();
    const second = await store.snapshot();
    expect(second.version).toBeGreaterThan(first.version);
    expect(second.size).toBe(first.size + 1);
    expect(
      second.byId.has(
        Number(
          (
            await t.db
              .selectFrom('products')
              .select('id')
              .where('code', '=', 'VERSION1')
              .executeTakeFirstOrThrow()
          ).id,
        ),
      ),
    ).toBe(true);

    // Without a change nothing is rebuilt.
    now += 5000;
    expect(await store.snapshot()).toBe(second);
    await store.idle();
    expect(await store.snapshot()).toBe(second);
  });

  it('refresh() takes a change in at once, inside the refresh interval', async () => {
    const now = 5_000_000;
    const store = new CatalogStore(new CatalogRepository(t.db), { refreshMs: 1000, clock: () => now });
    const first = await store.snapshot();
    await insertProducts(t.db, [{ code: 'REFRESH1', brand: 'bosch', category: 'kulmikud', price: 1000 }]);
    // The clock stands still: without refresh() the change would wait for the interval.
    expect(await store.snapshot()).toBe(first);
    await store.refresh();
    const second = await store.snapshot();
    expect(second.version).toBeGreaterThan(first.version);
    expect(second.size).toBe(first.size + 1);
    // Nothing new: refresh() keeps the snapshot.
    await store.refresh();
    expect(await store.snapshot()).toBe(second);
  });

  it('builds the snapshot once for concurrent first requests', async () => {
    const store = new CatalogStore(new CatalogRepository(t.db));
    const [a, b] = await Promise.all([store.snapshot(), store.snapshot()]);
    expect(a).toBe(b);
  });
});
