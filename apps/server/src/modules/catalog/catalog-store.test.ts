import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADD_ONS } from '../../db/seed/catalog/add-ons.js';
import { insertProducts } from '../../test-support/catalog-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { CatalogRepository } from './catalog.repository.js';
import { CatalogStore } from './catalog-store.js';
import { bumpCatalogVersion } from '../../db/catalog-version.js';
import { priceOrder, priceView } from './engine/price-views.js';
import { buildSnapshot } from './snapshot-builder.js';
import { snapshotWorkers } from './snapshot-workers.js';

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

  it('builds the snapshot once for concurrent first requests', async () => {
    const store = new CatalogStore(new CatalogRepository(t.db));
    const [a, b] = await Promise.all([store.snapshot(), store.snapshot()]);
    expect(a).toBe(b);
  });

  it("refresh() serves the database's current version when it resolves (the writer's own change)", async () => {
    const store = new CatalogStore(new CatalogRepository(t.db), { refreshMs: 60_000 });
    const before = await store.snapshot();
    await insertProducts(t.db, [{ code: 'REFRESH1', brand: 'bosch', category: 'kulmikud', price: 1000 }]);
    // Within the interval a plain read keeps the old snapshot; refresh() brings the new one.
    expect(await store.snapshot()).toBe(before);
    await store.refresh();
    const after = await store.snapshot();
    expect(after.size).toBe(before.size + 1);
    expect(after.search.idsByCode('REFRESH1')).toHaveLength(1);
    // Nothing changed since: refresh() builds nothing.
    await store.refresh();
    expect(await store.snapshot()).toBe(after);
  });
});

describe('patched instead of rebuilt (decision 092)', () => {
  const tallinnDay = '2026-12-01';
  const firstProduct = async () =>
    t.db
      .selectFrom('products')
      .select(['id', 'price_cents'])
      .where('hidden', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();

  async function setPrice(id: number, cents: number, kind: 'prices' | 'other' | 'none'): Promise<void> {
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ price_cents: cents }).where('id', '=', id).execute();
      if (kind === 'prices') await bumpCatalogVersion(trx, { kind: 'prices', productIds: [id] });
      else if (kind === 'other') await bumpCatalogVersion(trx);
      // 'none': the version rises without a recorded change (a writer from before decision 092).
      else
        await trx
          .updateTable('catalog_meta')
          .set((eb) => ({ version: eb('version', '+', 1) }))
          .execute();
    });
  }

  it('patches a price change: new prices, re-sorted views, the rest of the index shared', async () => {
    const store = new CatalogStore(new CatalogRepository(t.db), { refreshMs: 60_000 });
    const before = await store.snapshot();
    const product = await firstProduct();
    const p = before.byId.get(product.id) as number;
    const view = priceView(before, 0, 'default', tallinnDay);
    const order = priceOrder(before, view, 'price');
    const builds = store.builds;

    await setPrice(product.id, 1, 'prices');
    await store.refresh();
    const after = await store.snapshot();
    expect(after.version).toBeGreaterThan(before.version);
    expect([store.builds, store.patches]).toEqual([builds, 1]);
    expect(after.basePrice[p]).toBe(1);
    expect(before.basePrice[p]).toBe(Number(product.price_cents));
    // The cheapest product now, in the patched view's order; the old snapshot keeps its own.
    const patchedView = priceView(after, 0, 'default', tallinnDay);
    expect(patchedView).not.toBe(view);
    expect(priceOrder(after, patchedView, 'price').order[0]).toBe(p);
    expect(order.order[0]).not.toBe(p);
    expect(after.search).toBe(before.search);
    expect(after.valueIds).toBe(before.valueIds);
    await setPrice(product.id, Number(product.price_cents), 'prices');
    await store.refresh();
  });

  it('rebuilds for any other change, and for a version that does not say what it changed', async () => {
    const store = new CatalogStore(new CatalogRepository(t.db), { refreshMs: 60_000 });
    await store.snapshot();
    const product = await firstProduct();
    for (const kind of ['other', 'none'] as const) {
      const builds = store.builds;
      await setPrice(product.id, Number(product.price_cents) + 100, kind);
      await store.refresh();
      expect(store.builds).toBe(builds + 1);
      const snapshot = await store.snapshot();
      expect(snapshot.basePrice[snapshot.byId.get(product.id) as number]).toBe(
        Number(product.price_cents) + 100,
      );
      await setPrice(product.id, Number(product.price_cents), 'other');
      await store.refresh();
    }
    expect(store.patches).toBe(0);
  });

  it("leaves a hidden product out of a patch, and patches a client's discounts", async () => {
    const store = new CatalogStore(new CatalogRepository(t.db), { refreshMs: 60_000 });
    const before = await store.snapshot();
    const hidden = await t.db
      .selectFrom('products')
      .select('id')
      .where('hidden', '=', 0)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ hidden: 1 }).where('id', '=', hidden.id).execute();
      await bumpCatalogVersion(trx);
    });
    await store.refresh();
    const withoutIt = await store.snapshot();
    expect(withoutIt.byId.has(hidden.id)).toBe(false);
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ price_cents: 5 }).where('id', '=', hidden.id).execute();
      await bumpCatalogVersion(trx, { kind: 'prices', productIds: [hidden.id] });
    });
    await store.refresh();
    const patched = await store.snapshot();
    expect(store.patches).toBe(1);
    expect(patched.size).toBe(withoutIt.size);
    expect(patched.byId.has(hidden.id)).toBe(false);

    const client = await t.db.selectFrom('b2b_clients').select('id').orderBy('id').executeTakeFirstOrThrow();
    const brand = before.brands[0]?.id ?? 0;
    const viewBefore = priceView(patched, client.id, 'default', tallinnDay);
    await t.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('client_discounts').where('b2b_client_id', '=', client.id).execute();
      await trx
        .insertInto('client_discounts')
        .values({ b2b_client_id: client.id, brand_id: brand, category_id: null, percent: 50 })
        .execute();
      await bumpCatalogVersion(trx, { kind: 'discounts' });
    });
    await store.refresh();
    const discounted = await store.snapshot();
    expect(store.patches).toBe(2);
    expect(discounted.discounts.get(client.id)).toEqual([{ brandId: brand, categoryId: null, percent: 50 }]);
    const viewAfter = priceView(discounted, client.id, 'default', tallinnDay);
    const q = discounted.brand.indexOf(0);
    expect(viewAfter.shown[q]).toBe(Math.round((discounted.basePrice[q] as number) / 2));
    expect(viewBefore.shown[q]).not.toBe(viewAfter.shown[q]);
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ hidden: 0 }).where('id', '=', hidden.id).execute();
      await bumpCatalogVersion(trx);
    });
  });
});

describe('the snapshot built in a worker thread (decision 082)', () => {
  const workers = () => snapshotWorkers(t.config.database);

  it('is the snapshot built in process: the same columns, lookups and search answers', async () => {
    const pool = workers();
    try {
      const here = await buildSnapshot(new CatalogRepository(t.db));
      const there = await pool.build();
      const { byId, byUrl, search, memo, ...columns } = here;
      const { byId: byId2, byUrl: byUrl2, search: search2, memo: memo2, ...columns2 } = there;
      expect(columns2).toEqual(columns);
      expect(memo2.size).toBe(memo.size);
      for (let p = 0; p < here.size; p += 7) {
        const id = here.ids[p] as number;
        expect(byId2.get(id)).toBe(byId.get(id));
        expect(byUrl2.get(here.urls[p] as string)).toBe(byUrl.get(here.urls[p] as string));
      }
      for (const query of ['bosch', 'külmik', 'pesumasin 60', 'kulmik', 'WAT28']) {
        expect(search2.search(query, { limit: 50 })).toEqual(search.search(query, { limit: 50 }));
      }
      expect(search2.idsByCodePrefix('W', 20)).toEqual(search.idsByCodePrefix('W', 20));
    } finally {
      await pool.close();
    }
  });

  it('replaces the served snapshot when ready; the previous one serves meanwhile', async () => {
    const pool = workers();
    try {
      let now = 5_000_000;
      const store = new CatalogStore(new CatalogRepository(t.db), {
        refreshMs: 1000,
        clock: () => now,
        build: pool.build,
      });
      const first = await store.snapshot();
      await t.db.transaction().execute(async (trx) => {
        await trx.updateTable('products').set({ hidden: 1 }).where('code', '=', 'REFRESH1').execute();
        await bumpCatalogVersion(trx);
      });
      now += 1001;
      expect(await store.snapshot()).toBe(first);
      await store.idle();
      const second = await store.snapshot();
      expect(second).not.toBe(first);
      expect(second.search.idsByCode('REFRESH1')).toEqual([]);
      expect(first.search.idsByCode('REFRESH1')).toHaveLength(1);
    } finally {
      await pool.close();
    }
  });

  it('falls back to building in process when the worker fails', async () => {
    const errors: unknown[] = [];
    const store = new CatalogStore(new CatalogRepository(t.db), {
      build: () => Promise.reject(new Error('worker gone')),
      log: { error: (object: unknown) => errors.push(object) },
    });
    expect((await store.snapshot()).size).toBeGreaterThan(300);
    expect(errors).toHaveLength(1);
  });
});
