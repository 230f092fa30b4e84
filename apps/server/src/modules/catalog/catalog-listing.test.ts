import { CategoryListingReplySchema } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListingProducts } from '../../test-support/listing-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { strict } from '../../test-support/strict.js';

// Listing the products of 'testid' (see listing-fixtures.ts for their prices).

let t: TestApp;
let anna: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  await insertListingProducts(t.db);
  anna = new TestClient(t.app);
  await anna.login('anna@kodumasin.test');
});

afterAll(async () => {
  await t.close();
});

async function get(path: string) {
  const response = await anna.api('GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
}

const listing = async (query: string) =>
  strict(CategoryListingReplySchema).parse(await get(`/api/search/category?${query}`));
const codes = async (query: string) => (await listing(query)).data.map((p) => p.code);

describe('GET /api/search/category', () => {
  it('lists a top category with its subcategories, cheapest first by default', async () => {
    const reply = await listing('category=testid');
    expect(reply.data.map((p) => p.code)).toEqual([
      'TSTA4',
      'TSTA1',
      'TSTB1',
      'TSTA2',
      'TSTA3',
      'TSTB2',
      'TSTA5',
    ]);
    expect(reply.meta).toEqual({ current_page: 1, last_page: 1, per_page: 28, total: 7 });
    expect(reply.category).toEqual({
      id: expect.any(Number),
      slug: 'testid',
      title: 'Testid',
      parent: null,
      children: [
        { slug: 'testid-a', title: 'Testid A', count: 5 },
        { slug: 'testid-b', title: 'Testid B', count: 2 },
      ],
    });
    expect(reply.data[0]).toMatchObject({
      brand: { slug: 'siemens', name: 'Siemens' },
      category: { slug: 'testid-a', title: 'Testid A' },
      url: 'test-tsta4',
      filename: 'products/test-tsta4.png',
      price: 15000,
      price_default: 20000,
    });
  });

  it('lists a leaf category with its parent', async () => {
    const reply = await listing('category=testid-b');
    expect(reply.data.map((p) => p.code)).toEqual(['TSTB1', 'TSTB2']);
    expect(reply.category).toMatchObject({
      slug: 'testid-b',
      parent: { slug: 'testid', title: 'Testid' },
      children: [],
    });
  });

  it.each([
    ['price-asc', ['TSTA4', 'TSTA1', 'TSTB1', 'TSTA2', 'TSTA3', 'TSTB2', 'TSTA5']],
    ['price-desc', ['TSTA5', 'TSTB2', 'TSTA3', 'TSTA2', 'TSTB1', 'TSTA1', 'TSTA4']],
    ['title-asc', ['TSTA1', 'TSTA2', 'TSTA3', 'TSTA4', 'TSTA5', 'TSTB1', 'TSTB2']],
    ['title-desc', ['TSTB2', 'TSTB1', 'TSTA5', 'TSTA4', 'TSTA3', 'TSTA2', 'TSTA1']],
    ['code-asc', ['TSTA1', 'TSTA2', 'TSTA3', 'TSTA4', 'TSTA5', 'TSTB1', 'TSTB2']],
    ['code-desc', ['TSTB2', 'TSTB1', 'TSTA5', 'TSTA4', 'TSTA3', 'TSTA2', 'TSTA1']],
    // Only A4 is discounted (−25 %); the rest tie at 0 and follow by title.
    ['discount-desc', ['TSTA4', 'TSTA1', 'TSTA2', 'TSTA3', 'TSTA5', 'TSTB1', 'TSTB2']],
  ])('sorts by %s', async (sort, expected) => {
    expect(await codes(`category=testid&sort=${sort}`)).toEqual(expected);
  });

  it('sorts the generated catalogue correctly across a large category too', async () => {
    const reply = await listing('category=kulmutus&sort=price-desc&per_page=96');
    const prices = reply.data.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const titles = (await listing('category=kulmutus&sort=title-asc&per_page=96')).data.map((p) => p.title);
    expect(titles).toEqual([...titles].sort(new Intl.Collator('et').compare));
  });

  it('pages with meta from the true total', async () => {
    const total = Number(
      (
        await t.db
          .selectFrom('products')
          .innerJoin('categories', 'categories.id', 'products.category_id')
          .innerJoin('categories as parent', 'parent.id', 'categories.parent_id')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('parent.slug', '=', 'kulmutus')
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(total).toBeGreaterThan(28);
    const first = await listing('category=kulmutus&per_page=28&sort=code-asc');
    const second = await listing('category=kulmutus&per_page=28&page=2&sort=code-asc');
    expect(second.meta).toEqual({ current_page: 2, last_page: Math.ceil(total / 28), per_page: 28, total });
    expect(second.data).toHaveLength(Math.min(28, total - 28));
    expect(first.data.at(-1)!.code < second.data[0]!.code).toBe(true);
    const beyond = await listing(`category=kulmutus&page=${Math.ceil(total / 28) + 1}`);
    expect(beyond.data).toEqual([]);
    expect((await listing('category=kulmutus&per_page=48')).data).toHaveLength(Math.min(48, total));
  });

  it('filters by brand, energy class, width, noise range, price range and campaign', async () => {
    expect(await codes('category=testid&filters=tootja:bosch&sort=code-asc')).toEqual([
      'TSTA1',
      'TSTA2',
      'TSTB1',
    ]);
    expect(await codes('category=testid&filters=tootja:bosch,miele&sort=code-asc')).toEqual([
      'TSTA1',
      'TSTA2',
      'TSTA5',
      'TSTB1',
      'TSTB2',
    ]);
    expect(await codes('category=testid&filters=energiaklass:a;tootja:bosch')).toEqual(['TSTA1']);
    expect(await codes('category=testid&filters=laius:45&sort=code-asc')).toEqual(['TSTA3', 'TSTB1']);
    expect(await codes('category=testid&filters=muratase:40-46&sort=code-asc')).toEqual([
      'TSTA1',
      'TSTA2',
      'TSTA3',
      'TSTA5',
    ]);
    expect(await codes('category=testid&filters=muratase:47-&sort=code-asc')).toEqual(['TSTA4', 'TSTB2']);
    // Anna's prices (net): 300–500 € holds A2 368, A3 500 and B1 322.
    expect(await codes('category=testid&filters=hind:300-500&sort=code-asc')).toEqual([
      'TSTA2',
      'TSTA3',
      'TSTB1',
    ]);
    expect(await codes('category=testid&filters=kampaania:jah')).toEqual(['TSTA4']);
    expect(await codes('category=testid&filters=tootja:tundmatu')).toEqual([]);
  });

  it('lists only products with an active campaign for special=1', async () => {
    const reply = await listing('special=1&per_page=96');
    expect(reply.category).toBeNull();
    expect(reply.data.map((p) => p.code)).toContain('TSTA4');
    for (const p of reply.data) expect(p.price).toBeLessThanOrEqual(p.price_default);
  });
});
