import {
  CategoryListingReplySchema,
  ErrorReplySchema,
  MeasuresReplySchema,
  PriceRangeReplySchema,
  PropertiesReplySchema,
  SelectedFiltersReplySchema,
  ValueRangesReplySchema,
} from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListingProducts } from '../../test-support/listing-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { strict } from '../../test-support/strict.js';

// Facets and invalid requests on 'testid' (see listing-fixtures.ts for the products).

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
const properties = async (query: string) =>
  strict(PropertiesReplySchema).parse(await get(`/api/search/properties?${query}`)).data;
const countsOf = (facets: { code: string; values: { value: string; count: number }[] }[], code: string) =>
  Object.fromEntries((facets.find((f) => f.code === code)?.values ?? []).map((v) => [v.value, v.count]));

describe('facets', () => {
  it('counts each property disjunctively', async () => {
    const none = await properties('category=testid');
    expect(none.map((f) => f.code)).toEqual(['tootja', 'energiaklass', 'kampaania']);
    expect(none[0]!.values).toEqual([
      { value: 'bosch', label: 'Bosch', count: 3, selected: false },
      { value: 'miele', label: 'Miele', count: 2, selected: false },
      { value: 'siemens', label: 'Siemens', count: 2, selected: false },
    ]);
    expect(countsOf(none, 'energiaklass')).toEqual({ a: 4, b: 2, c: 1 });
    expect(countsOf(none, 'kampaania')).toEqual({ jah: 1 });

    // A brand filter narrows the result, but the brand facet still counts the other brands.
    const bosch = await properties('category=testid&filters=tootja:bosch');
    expect(countsOf(bosch, 'tootja')).toEqual({ bosch: 3, miele: 2, siemens: 2 });
    expect(bosch[0]!.values.find((v) => v.value === 'bosch')!.selected).toBe(true);
    expect(countsOf(bosch, 'energiaklass')).toEqual({ a: 1, b: 2 });

    // An energy-class filter changes the brand counts.
    const classA = await properties('category=testid&filters=energiaklass:a');
    expect(countsOf(classA, 'tootja')).toEqual({ bosch: 1, miele: 2, siemens: 1 });
    expect(countsOf(classA, 'energiaklass')).toEqual({ a: 4, b: 2, c: 1 });

    const both = await properties('category=testid&filters=energiaklass:a;tootja:bosch');
    expect(countsOf(both, 'tootja')).toEqual({ bosch: 1, miele: 2, siemens: 1 });
    expect(countsOf(both, 'energiaklass')).toEqual({ a: 1, b: 2 });
  });

  it('lists categories as a facet in search mode only', async () => {
    const search = await properties('query=testid&filters=tootja:bosch');
    expect(countsOf(search, 'kategooria')).toEqual({ 'testid-a': 2, 'testid-b': 1 });
    expect(countsOf(search, 'tootja')).toEqual({ bosch: 3, miele: 2, siemens: 2 });
    expect((await properties('category=testid')).map((f) => f.code)).not.toContain('kategooria');
    expect(await codes('query=aatomi&filters=kategooria:testid-a')).toEqual(['TSTA1']);
    expect(await codes('query=aatomi&filters=kategooria:testid-b')).toEqual([]);
  });

  it('counts measures, value ranges and the price range with the other filters applied', async () => {
    const measures = strict(MeasuresReplySchema).parse(
      await get('/api/search/measures?category=testid&filters=tootja:bosch'),
    ).data;
    expect(measures).toEqual([
      {
        code: 'laius',
        name: 'Laius',
        unit: 'cm',
        values: [
          { value: '45', label: '45', count: 1, selected: false },
          { value: '60', label: '60', count: 2, selected: false },
        ],
      },
    ]);
    const ranges = strict(ValueRangesReplySchema).parse(
      await get('/api/search/value-ranges?category=testid&filters=muratase:40-46'),
    ).data;
    expect(ranges).toEqual([
      {
        code: 'muratase',
        name: 'Müratase',
        unit: 'dB',
        min: 39,
        max: 50,
        selected_min: 40,
        selected_max: 46,
      },
    ]);
    const price = strict(PriceRangeReplySchema).parse(
      await get('/api/search/price-range?category=testid&filters=hind:300-500'),
    ).data;
    expect(price).toEqual({ min: 15000, max: 85500, selected_min: 30000, selected_max: 50000 });
    const bosch = strict(PriceRangeReplySchema).parse(
      await get('/api/search/price-range?category=testid&filters=tootja:bosch'),
    ).data;
    expect(bosch).toMatchObject({ min: 27600, max: 36800, selected_min: null });
  });

  it('describes the selected filters with the segment that removes each', async () => {
    const chips = strict(SelectedFiltersReplySchema).parse(
      await get(
        '/api/search/selected-filters?category=testid&filters=energiaklass:a;hind:100-;laius:60;muratase:40-46;tootja:bosch,miele;kampaania:jah',
      ),
    ).data;
    expect(chips).toEqual([
      {
        code: 'tootja',
        name: 'Tootja',
        label: 'Bosch',
        remove: 'energiaklass:a;hind:100-;kampaania:jah;laius:60;muratase:40-46;tootja:miele',
      },
      {
        code: 'tootja',
        name: 'Tootja',
        label: 'Miele',
        remove: 'energiaklass:a;hind:100-;kampaania:jah;laius:60;muratase:40-46;tootja:bosch',
      },
      {
        code: 'energiaklass',
        name: 'Energiaklass',
        label: 'A',
        remove: 'hind:100-;kampaania:jah;laius:60;muratase:40-46;tootja:bosch,miele',
      },
      {
        code: 'laius',
        name: 'Laius',
        label: '60 cm',
        remove: 'energiaklass:a;hind:100-;kampaania:jah;muratase:40-46;tootja:bosch,miele',
      },
      {
        code: 'muratase',
        name: 'Müratase',
        label: '40–46 dB',
        remove: 'energiaklass:a;hind:100-;kampaania:jah;laius:60;tootja:bosch,miele',
      },
      {
        code: 'hind',
        name: 'Hind',
        label: 'alates 100 €',
        remove: 'energiaklass:a;kampaania:jah;laius:60;muratase:40-46;tootja:bosch,miele',
      },
      {
        code: 'kampaania',
        name: 'Kampaania',
        label: 'Jah',
        remove: 'energiaklass:a;hind:100-;laius:60;muratase:40-46;tootja:bosch,miele',
      },
    ]);
  });
});

describe('invalid listing requests', () => {
  it('answers 404 for an unknown category', async () => {
    const response = await anna.api('GET', '/api/search/category?category=puudub');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Kategooriat ei leitud.', code: 'not_found' });
  });

  it.each([
    ['filters=tootja', 'filters'],
    ['filters=tootja:bosch;;', 'filters'],
    ['filters=tundmatu:x', 'filters'],
    ['filters=hind:abc', 'filters'],
    ['filters=hind:500-100', 'filters'],
    ['filters=muratase:40', 'filters'],
    ['filters=kampaania:ei', 'filters'],
    ['sort=relevance', 'sort'],
    ['sort=price', 'sort'],
    ['per_page=30', 'per_page'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    [`query=${'a'.repeat(251)}`, 'query'],
  ])('rejects %s with 422', async (query, field) => {
    const response = await anna.api('GET', `/api/search/category?category=testid&${query}`);
    expect(response.statusCode).toBe(422);
    const body = strict(ErrorReplySchema).parse(response.json());
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
    expect(body.message).toBe(body.errors?.[field]?.[0]);
    for (const path of ['properties', 'measures', 'value-ranges', 'price-range', 'selected-filters']) {
      expect((await anna.api('GET', `/api/search/${path}?category=testid&${query}`)).statusCode).toBe(422);
    }
  });

  it('needs a category, a search phrase or special offers', async () => {
    const response = await anna.api('GET', '/api/search/category');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { category: ['Vali kategooria või sisesta otsisõna.'] },
    });
  });
});
