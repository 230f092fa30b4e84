import {
  callKey,
  CART_CALL,
  CartReplySchema,
  COMPARES_CALL,
  CategoryListingReplySchema,
  HOME_CALLS,
  HOME_FEATURED_CALL,
  listingCalls,
  ProductListReplySchema,
  readListingState,
  webpUrl,
} from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { bootstrapOf, devBootstrapOf } from '../test-support/page-bootstrap.js';
import { TestClient } from '../test-support/test-client.js';

const CART_KEY = callKey(CART_CALL.path, CART_CALL.query);
const COMPARES_KEY = callKey(COMPARES_CALL.path, COMPARES_CALL.query);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/**
 * What a page carries besides its shell (decisions 036, 059, 060): a product page's product, a
 * listing's and the home screen's first replies, the buyer's cart and comparison, each exactly as
 * its own call answers, and the head the Vite dev server asks for.
 */
describe('the data a page carries', () => {
  it("carries a product page's product and preloads its main picture, for a logged-in buyer only", async () => {
    const anna = new TestClient(t.app);
    await anna.login('anna@kodumasin.test');
    const listing = await anna.api('GET', '/api/search/category?category=pesumasinad&per_page=28&page=1');
    const url = String(listing.json().data[0].url);
    const reply = await anna.api('GET', `/api/product/${encodeURIComponent(url)}`);
    const page = await anna.page(`/${encodeURIComponent(url)}`);
    const bootstrap = bootstrapOf(page.body);
    expect(bootstrap.product).toEqual(reply.json().data);
    const picture = webpUrl(bootstrap.product?.filename ?? null, 600);
    expect(picture).not.toBeNull();
    expect(page.body).toContain(
      `<link rel="preload" as="image" type="image/webp" fetchpriority="high" href="${picture}">`,
    );
    for (const other of ['/kontakt', '/ostukorv', '/puudub-toode', '/12345']) {
      const body = (await anna.page(other)).body;
      expect(bootstrapOf(body).product ?? null, other).toBeNull();
      expect(body, other).not.toContain('rel="preload"');
    }
    const visitor = new TestClient(t.app);
    const anonymous = await visitor.page(`/${encodeURIComponent(url)}`);
    expect(bootstrapOf(anonymous.body).product ?? null).toBeNull();
    expect(anonymous.body).not.toContain('rel="preload"');
  });

  it("carries a listing's page and facets as their calls answer, and preloads its first picture", async () => {
    const anna = new TestClient(t.app);
    await anna.login('anna@kodumasin.test');
    const pages = [
      { path: '/pesumasinad?sort=title-asc', source: { kind: 'category', slug: 'pesumasinad' } },
      { path: '/otsing/Bosch%20pesumasin', source: { kind: 'search', phrase: 'Bosch pesumasin' } },
    ] as const;
    for (const { path, source } of pages) {
      const page = await anna.page(path);
      const bootstrap = bootstrapOf(page.body);
      const { state } = readListingState(undefined, new URLSearchParams(path.split('?')[1] ?? ''));
      const keys = listingCalls(source, state).map((call) => callKey(call.path, call.query));
      expect(Object.keys(bootstrap.replies ?? {}).sort(), path).toEqual(
        [...keys, CART_KEY, COMPARES_KEY].sort(),
      );
      for (const key of keys)
        expect(bootstrap.replies?.[key], key).toEqual((await anna.api('GET', key)).json());
      const listing = CategoryListingReplySchema.parse(bootstrap.replies?.[keys[0] ?? '']);
      expect(listing.data.length, path).toBeGreaterThan(0);
      const picture = webpUrl(listing.data[0]?.filename ?? null, 300);
      expect(page.body).toContain(
        `<link rel="preload" as="image" type="image/webp" fetchpriority="high" href="${picture}">`,
      );
    }
    // An address the listing would refuse, another screen and an anonymous visitor: no listing.
    for (const other of ['/pesumasinad/tootja', '/otsing/ab', '/tellimused', '/kontakt']) {
      const body = (await anna.page(other)).body;
      expect(Object.keys(bootstrapOf(body).replies ?? {}), other).toEqual([CART_KEY]);
      expect(body, other).not.toContain('rel="preload"');
    }
    const visitor = new TestClient(t.app);
    const anonymous = await visitor.page('/pesumasinad');
    expect(bootstrapOf(anonymous.body).replies ?? null).toBeNull();
  });

  it("carries a logged-in buyer's cart on every page, as GET /api/cart answers it", async () => {
    const anna = new TestClient(t.app);
    await anna.login('anna@kodumasin.test');
    await anna.api('POST', '/api/cart/clear');
    for (const path of ['/ostukorv', '/kontakt', '/tellimused', '/puudub-leht']) {
      const replies = bootstrapOf((await anna.page(path)).body).replies;
      expect(replies?.[CART_KEY], path).toEqual((await anna.api('GET', CART_KEY)).json());
    }
    const emptyCart = CartReplySchema.parse(
      bootstrapOf((await anna.page('/ostukorv')).body).replies?.[CART_KEY],
    );
    expect(emptyCart.cart.items).toBe(0);
    const anonymous = await new TestClient(t.app).page('/kontakt');
    expect(bootstrapOf(anonymous.body).replies ?? null).toBeNull();
  });

  it('gives the development server the head of the page it names, and refuses an address that is not one', async () => {
    const anna = new TestClient(t.app);
    await anna.login('anna@kodumasin.test');
    const listing = await devBootstrapOf(anna, '/pesumasinad?sort=title-asc');
    const { state } = readListingState(undefined, new URLSearchParams('sort=title-asc'));
    const page = listingCalls({ kind: 'category', slug: 'pesumasinad' }, state)[0];
    expect(Object.keys(listing.replies ?? {})).toContain(callKey(page?.path ?? '', page?.query));
    const featured = callKey(HOME_FEATURED_CALL.path, {});
    expect(Object.keys((await devBootstrapOf(anna, '/')).replies ?? {})).toContain(featured);
    expect(Object.keys((await devBootstrapOf(anna)).replies ?? {})).toContain(featured);
    for (const bad of ['//evil.example/x', 'pesumasinad', '/\\evil.example'])
      expect((await anna.api('GET', `/__bootstrap?path=${encodeURIComponent(bad)}`)).statusCode, bad).toBe(
        422,
      );
  });

  it("carries the comparison on a product page, for the cards' and the product's toggles", async () => {
    const anna = new TestClient(t.app);
    await anna.login('anna@kodumasin.test');
    const url = bootstrapOf((await anna.page('/')).body).replies?.[callKey(HOME_FEATURED_CALL.path, {})];
    const product = ProductListReplySchema.parse(url).data[0];
    const replies = bootstrapOf((await anna.page(`/${encodeURIComponent(product?.url ?? '')}`)).body).replies;
    expect(Object.keys(replies ?? {}).sort()).toEqual([CART_KEY, COMPARES_KEY].sort());
    expect(replies?.[COMPARES_KEY]).toEqual((await anna.api('GET', COMPARES_KEY)).json());
  });

  it("carries the home screen's products and news as their calls answer, and preloads the first picture", async () => {
    const anna = new TestClient(t.app);
    await anna.login('anna@kodumasin.test');
    const page = await anna.page('/');
    const bootstrap = bootstrapOf(page.body);
    const keys = HOME_CALLS.map((call) => callKey(call.path, call.query));
    expect(Object.keys(bootstrap.replies ?? {}).sort()).toEqual([...keys, CART_KEY, COMPARES_KEY].sort());
    for (const key of keys)
      expect(bootstrap.replies?.[key], key).toEqual((await anna.api('GET', key)).json());
    const featured = ProductListReplySchema.parse(bootstrap.replies?.[keys[0] ?? '']);
    expect(featured.data.length).toBeGreaterThan(0);
    expect(page.body).toContain(
      `<link rel="preload" as="image" type="image/webp" fetchpriority="high" href="${webpUrl(featured.data[0]?.filename ?? null, 200)}">`,
    );
    const anonymous = await new TestClient(t.app).page('/');
    expect(bootstrapOf(anonymous.body).replies ?? null).toBeNull();
    expect(anonymous.body).not.toContain('rel="preload"');
  });
});
