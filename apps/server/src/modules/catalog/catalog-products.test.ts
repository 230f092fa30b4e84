import {
  MenuReplySchema,
  ProductListReplySchema,
  ProductReplySchema,
  RECENCY_DAYS,
} from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProducts } from '../../test-support/catalog-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { bootstrapOf } from '../../test-support/page-bootstrap.js';
import { strict } from '../../test-support/strict.js';

let t: TestApp;
let anna: TestClient;
let ids: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  await insertCategory(t.db, 'lehed', 'Lehetestid');
  await insertCategory(t.db, 'lehed-pesu', 'Lehetestid pesu', 'lehed');
  await insertCategory(t.db, 'lehed-kuiv', 'Lehetestid kuivatid', 'lehed');
  ids = await insertProducts(t.db, [
    {
      code: 'LHMAIN',
      title: 'Bosch lehetest põhitoode',
      brand: 'bosch',
      category: 'lehed-pesu',
      price: 50000,
      attributes: { energiaklass: 'A', laius: 60 },
    },
    { code: 'LHSAME1', brand: 'bosch', category: 'lehed-pesu', price: 52000 },
    { code: 'LHSAME2', brand: 'bosch', category: 'lehed-pesu', price: 90000 },
    { code: 'LHOTHER', brand: 'siemens', category: 'lehed-pesu', price: 49000 },
    { code: 'LHDRYER', brand: 'bosch', category: 'lehed-kuiv', price: 60000 },
    { code: 'LHDRYER2', brand: 'miele', category: 'lehed-kuiv', price: 60000 },
  ]);
  anna = new TestClient(t.app);
  await anna.login('anna@kodumasin.test');
});

afterAll(async () => {
  await t.close();
});

const idOf = (code: string) => ids.get(code) as number;

describe('GET /api/product/{id}', () => {
  it('finds a product by url slug and by id, with its page data', async () => {
    const response = await anna.api('GET', '/api/product/test-lhmain');
    expect(response.statusCode).toBe(200);
    const { data } = strict(ProductReplySchema).parse(response.json());
    expect(data).toMatchObject({
      id: idOf('LHMAIN'),
      code: 'LHMAIN',
      title: 'Bosch lehetest põhitoode',
      description: 'Testtoote LHMAIN kirjeldus.',
      brand: { slug: 'bosch', name: 'Bosch' },
      breadcrumbs: [
        { slug: 'lehed', title: 'Lehetestid' },
        { slug: 'lehed-pesu', title: 'Lehetestid pesu' },
      ],
      flds: [
        { name: 'Mudel', value: 'LHMAIN' },
        { name: 'energiaklass', value: 'A' },
        { name: 'laius', value: '60' },
      ],
      in_compare: false,
    });
    expect(data.related.map((p) => p.code)).toEqual(['LHSAME1', 'LHSAME2']);
    expect(data.similar.map((p) => p.code)).toEqual(['LHOTHER']);
    // Another appliance is no add-on (issue 10): this category has none mapped (decision 020).
    expect(data.addOns).toEqual([]);
    const byId = strict(ProductReplySchema).parse(
      (await anna.api('GET', `/api/product/${idOf('LHMAIN')}`)).json(),
    );
    expect(byId.data.url).toBe('test-lhmain');
  });

  it('answers 404 for an unknown id or slug', async () => {
    for (const key of ['999999', 'puuduv-toode']) {
      const response = await anna.api('GET', `/api/product/${key}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Toodet ei leitud.', code: 'not_found' });
    }
  });

  it('tells whether the product is in the comparison', async () => {
    const client = new TestClient(t.app);
    await client.login('mart@kodumasin.test');
    await client.api('POST', '/api/compare/add', { id: idOf('LHOTHER') });
    const { data } = strict(ProductReplySchema).parse(
      (await client.api('GET', '/api/product/test-lhother')).json(),
    );
    expect(data.in_compare).toBe(true);
  });
});

describe('GET /api/products/recent', () => {
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
  const DAY = 86_400_000;

  async function userId(email: string) {
    return (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
      .id;
  }

  it('lists the products the user viewed within 45 days, newest first', async () => {
    const client = new TestClient(t.app);
    await client.login('peeter@ehitus.test');
    const user = await userId('peeter@ehitus.test');
    await t.db
      .insertInto('recent_views')
      .values([
        { user_id: user, product_id: idOf('LHDRYER'), viewed_at: ago((RECENCY_DAYS - 1) * DAY) },
        { user_id: user, product_id: idOf('LHDRYER2'), viewed_at: ago((RECENCY_DAYS + 1) * DAY) },
        { user_id: user, product_id: idOf('LHSAME1'), viewed_at: ago(120_000) },
        { user_id: user, product_id: idOf('LHMAIN'), viewed_at: ago(60_000) },
      ])
      .execute();
    const response = await client.api('GET', '/api/products/recent');
    expect(response.statusCode).toBe(200);
    const { data } = strict(ProductListReplySchema).parse(response.json());
    expect(data.map((p) => p.code)).toEqual(['LHMAIN', 'LHSAME1', 'LHDRYER']);

    // Opening a product page records the view: it moves to the front without a duplicate.
    expect((await client.api('GET', '/api/product/test-lhsame1')).statusCode).toBe(200);
    const again = strict(ProductListReplySchema).parse(
      (await client.api('GET', '/api/products/recent')).json(),
    );
    expect(again.data.map((p) => p.code)).toEqual(['LHSAME1', 'LHMAIN', 'LHDRYER']);
    const rows = await t.db
      .selectFrom('recent_views')
      .select('product_id')
      .where('user_id', '=', user)
      .execute();
    expect(rows.map((r) => r.product_id).sort()).toEqual(
      [idOf('LHDRYER'), idOf('LHMAIN'), idOf('LHSAME1')].sort(),
    );
  });

  it('keeps at most 12', async () => {
    const client = new TestClient(t.app);
    await client.login('mart@kodumasin.test');
    const user = await userId('mart@kodumasin.test');
    await t.db.deleteFrom('recent_views').where('user_id', '=', user).execute();
    const some = await t.db.selectFrom('products').select('id').orderBy('id').limit(14).execute();
    await t.db
      .insertInto('recent_views')
      .values(some.map(({ id }, i) => ({ user_id: user, product_id: id, viewed_at: ago((20 - i) * 60_000) })))
      .execute();
    const { data } = strict(ProductListReplySchema).parse(
      (await client.api('GET', '/api/products/recent')).json(),
    );
    expect(data.map((p) => p.id)).toEqual(
      some
        .slice(2)
        .map((r) => r.id)
        .reverse(),
    );
  });
});

describe('GET /api/products/featured', () => {
  it('lists up to 12 featured products', async () => {
    const { data } = strict(ProductListReplySchema).parse(
      (await anna.api('GET', '/api/products/featured')).json(),
    );
    const featured = await t.db
      .selectFrom('products')
      .select('id')
      .where('featured', '=', 1)
      .orderBy('id')
      .limit(12)
      .execute();
    expect(featured.length).toBeGreaterThan(0);
    expect(data.map((p) => p.id)).toEqual(featured.map((r) => r.id));
  });
});

describe('GET /api/categories/menu', () => {
  it('starts with the special offers, then the category tree with brand shortcuts', async () => {
    const response = await anna.api('GET', '/api/categories/menu');
    expect(response.statusCode).toBe(200);
    const { data } = strict(MenuReplySchema).parse(response.json());
    expect(data[0]).toEqual({
      id: 0,
      title: 'Eripakkumised',
      url: '/eripakkumised',
      two_columns: false,
      children: [],
      links: {},
    });
    const tops = await t.db
      .selectFrom('categories')
      .selectAll()
      .where('parent_id', 'is', null)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    expect(data.slice(1).map((item) => item.url)).toEqual(tops.map((c) => `/${c.slug}`));
    const cooling = data.find((item) => item.url === '/kulmutus');
    expect(cooling).toMatchObject({ title: 'Külmutus', two_columns: true, links: {} });
    expect(cooling?.children.map((child) => child.url)).toContain('/veinikapid');
    expect(data.find((item) => item.url === '/pliidid')?.children).toEqual([]);

    const tests = data.find((item) => item.url === '/lehed');
    expect(tests?.children).toEqual([
      {
        id: expect.any(Number),
        title: 'Lehetestid pesu',
        url: '/lehed-pesu',
        links: { Bosch: '/lehed-pesu/tootja:bosch', Siemens: '/lehed-pesu/tootja:siemens' },
      },
      {
        id: expect.any(Number),
        title: 'Lehetestid kuivatid',
        url: '/lehed-kuiv',
        links: { Bosch: '/lehed-kuiv/tootja:bosch', Miele: '/lehed-kuiv/tootja:miele' },
      },
    ]);
    for (const item of data.slice(1)) {
      for (const child of item.children) {
        expect(Object.keys(child.links).length).toBeLessThanOrEqual(5);
        for (const link of Object.values(child.links))
          expect(link).toMatch(new RegExp(`^${child.url}/tootja:[a-z]+$`));
      }
    }
  });

  it('gives the SPA router every category slug in the bootstrap', async () => {
    const client = new TestClient(t.app);
    const bootstrap = bootstrapOf((await client.page('/')).body);
    const slugs = await t.db.selectFrom('categories').select('slug').execute();
    expect([...bootstrap.categories].sort()).toEqual(slugs.map((r) => r.slug).sort());
    expect(bootstrap.categories).toEqual(
      expect.arrayContaining(['kulmutus', 'veinikapid', 'pliidid', 'lehed-pesu']),
    );
  });
});

describe('catalogue calls when logged out', () => {
  it.each([
    ['GET', '/api/categories/menu'],
    ['GET', '/api/search/category?category=kulmutus'],
    ['GET', '/api/search/properties?category=kulmutus'],
    ['GET', '/api/search/measures?category=kulmutus'],
    ['GET', '/api/search/value-ranges?category=kulmutus'],
    ['GET', '/api/search/price-range?category=kulmutus'],
    ['GET', '/api/search/selected-filters?category=kulmutus'],
    ['GET', '/api/search/json?query=bosch'],
    ['GET', '/api/product/1'],
    ['GET', '/api/products/recent'],
    ['GET', '/api/products/featured'],
    ['GET', '/api/compares'],
    ['POST', '/api/compare/add'],
    ['POST', '/api/compare/remove'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const client = new TestClient(t.app);
    await client.page();
    const response = await client.api(method, url, method === 'POST' ? { id: 1 } : undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Palun logi sisse.', code: 'unauthenticated' });
  });
});
