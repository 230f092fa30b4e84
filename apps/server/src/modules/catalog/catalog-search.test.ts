import { CategoryListingReplySchema, SearchJsonReplySchema } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../test-support/catalog-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { strict } from '../../test-support/strict.js';

let t: TestApp;
let anna: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  await insertProducts(t.db, [
    {
      code: 'WAV28K90ME',
      title: 'Bosch pesumasin WAV28K90ME, 9 kg, 1400 p/min',
      brand: 'bosch',
      category: 'pesumasinad',
      price: 70000,
    },
    {
      code: 'QZX100',
      title: 'Beko kohvimasin QZX100 Hommikuvalgus',
      brand: 'beko',
      category: 'kohvimasinad',
      price: 20000,
    },
    {
      code: 'QZX1000',
      title: 'Beko kohvimasin QZX1000 Hommikuvalgus',
      brand: 'beko',
      category: 'kohvimasinad',
      price: 30000,
    },
    { code: 'KQ1', title: 'QZX100 ühilduv veekarahv', brand: 'beko', category: 'kohvimasinad', price: 1000 },
    {
      code: 'GRPT250',
      title: 'Gorenje sügavkülmik Põhjatäht, 250 l',
      brand: 'gorenje',
      category: 'sugavkulmikud',
      price: 40000,
    },
    {
      code: 'LGLUME1',
      title: 'LG Külmik Lumehelbeke 300 l',
      brand: 'lg',
      category: 'kulmikud',
      price: 60000,
    },
  ]);
  anna = new TestClient(t.app);
  await anna.login('anna@kodumasin.test');
});

afterAll(async () => {
  await t.close();
});

async function search(query: string) {
  const response = await anna.api('GET', `/api/search/json?query=${encodeURIComponent(query)}`);
  expect(response.statusCode).toBe(200);
  return strict(SearchJsonReplySchema).parse(response.json());
}

describe('GET /api/search/json', () => {
  it('finds a product by the beginning of its code', async () => {
    const reply = await search('WAV28');
    expect(reply.results.map((p) => p.code)).toContain('WAV28K90ME');
    const codes = await t.db.selectFrom('products').select('code').where('code', 'like', 'WAV28%').execute();
    expect(reply.rows).toBe(codes.length);
    expect(reply.results[0]).toMatchObject({
      brand: { slug: expect.any(String) },
      price: expect.any(Number),
    });
  });

  it('matches words in any order, without diacritics, with one typo', async () => {
    for (const query of [
      'sügavkülmik põhjatäht',
      'põhjatäht sügavkülmik',
      'pohjataht',
      'PÕHJATÄHT',
      'põhjatäjt',
    ]) {
      expect(
        (await search(query)).results.map((p) => p.code),
        query,
      ).toContain('GRPT250');
    }
    expect((await search('kulmik lumehelbeke')).results.map((p) => p.code)).toEqual(['LGLUME1']);
  });

  it('finds words inside Estonian compounds, after the whole-word matches (issue 10, defect 14)', async () => {
    const lumehelbeke = await search('külmik lumehelbeke');
    expect(lumehelbeke.results.map((p) => p.code)).toEqual(['LGLUME1']);
    // 'külmik' is inside 'sügavkülmik': the Gorenje is found, and after the LG's whole word.
    const both = await search('külmik põhja');
    expect(both.results.map((p) => p.code)).toEqual(['GRPT250']);
    const listing = strict(CategoryListingReplySchema).parse(
      (
        await anna.api('GET', `/api/search/category?query=${encodeURIComponent('kulmik')}&per_page=96`)
      ).json(),
    );
    const codes = listing.data.map((p) => p.code);
    expect(codes).toContain('GRPT250');
    expect(codes.indexOf('LGLUME1')).toBeLessThan(codes.indexOf('GRPT250'));
  });

  it('ranks the exact code first, then code prefixes, then titles', async () => {
    const reply = await search('qzx100');
    expect(reply.results.map((p) => p.code)).toEqual(['QZX100', 'QZX1000', 'KQ1']);
    expect(reply.rows).toBe(3);
  });

  it('returns at most 10 results but the true total in rows', async () => {
    const reply = await search('külmik');
    expect(reply.results).toHaveLength(10);
    const listing = strict(CategoryListingReplySchema).parse(
      (
        await anna.api('GET', `/api/search/category?query=${encodeURIComponent('külmik')}&per_page=96`)
      ).json(),
    );
    expect(reply.rows).toBe(listing.meta.total);
    expect(reply.rows).toBeGreaterThan(10);
    expect(listing.data.slice(0, 10).map((p) => p.id)).toEqual(reply.results.map((p) => p.id));
  });

  it('answers nothing below 3 characters', async () => {
    for (const query of ['', 'wa', '  k  ']) expect(await search(query)).toEqual({ results: [], rows: 0 });
    expect(await anna.api('GET', '/api/search/json').then((r) => r.json())).toEqual({ results: [], rows: 0 });
  });

  it('rejects a query over 250 characters with 422', async () => {
    const response = await anna.api('GET', `/api/search/json?query=${'a'.repeat(251)}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { query: ['Otsisõna võib olla kuni 250 tähemärki.'] } });
    expect((await anna.api('GET', `/api/search/json?query=${'a'.repeat(250)}`)).statusCode).toBe(200);
  });
});

describe('search results listing', () => {
  it('lists by relevance unless a sort is chosen', async () => {
    const relevance = strict(CategoryListingReplySchema).parse(
      (await anna.api('GET', '/api/search/category?query=qzx100')).json(),
    );
    expect(relevance.data.map((p) => p.code)).toEqual(['QZX100', 'QZX1000', 'KQ1']);
    expect(relevance.category).toBeNull();
    const cheapest = strict(CategoryListingReplySchema).parse(
      (await anna.api('GET', '/api/search/category?query=qzx100&sort=price-asc')).json(),
    );
    expect(cheapest.data.map((p) => p.code)).toEqual(['KQ1', 'QZX100', 'QZX1000']);
    const filtered = strict(CategoryListingReplySchema).parse(
      (await anna.api('GET', '/api/search/category?query=qzx100&filters=hind:150-')).json(),
    );
    expect(filtered.data.map((p) => p.code)).toEqual(['QZX100', 'QZX1000']);
  });

  it('lists nothing for a phrase below 3 characters', async () => {
    const reply = strict(CategoryListingReplySchema).parse(
      (await anna.api('GET', '/api/search/category?query=wa')).json(),
    );
    expect(reply.meta.total).toBe(0);
  });
});
