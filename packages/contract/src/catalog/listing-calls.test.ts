import { describe, expect, it } from 'vitest';
import { callKey, listingCalls, readListingState } from './listing-calls.js';

describe('callKey', () => {
  it('spells one call one way, whatever the order of its parameters, without empty ones', () => {
    const key = callKey('/api/search/category', { page: '1', category: 'pesumasinad', sort: undefined });
    expect(key).toBe('/api/search/category?category=pesumasinad&page=1');
    expect(callKey('/api/search/category', { category: 'pesumasinad', page: 1, filters: null })).toBe(key);
    expect(callKey('/api/search/properties')).toBe('/api/search/properties');
  });

  it('encodes values so the key is an address the server reads back', () => {
    const key = callKey('/api/search/category', { query: 'pesu masin&kuivati', filters: 'tootja:lg,bosch' });
    const params = new URLSearchParams(key.split('?')[1]);
    expect(params.get('query')).toBe('pesu masin&kuivati');
    expect(params.get('filters')).toBe('tootja:lg,bosch');
  });
});

describe('listingCalls', () => {
  it("are the listing's page with order and page, and five facets with the filters only", () => {
    const { state } = readListingState('tootja:lg', new URLSearchParams('sort=price-desc&page=2'));
    const calls = listingCalls({ kind: 'category', slug: 'pesumasinad' }, state);
    expect(calls.map((call) => call.path)).toEqual([
      '/api/search/category',
      '/api/search/properties',
      '/api/search/measures',
      '/api/search/value-ranges',
      '/api/search/price-range',
      '/api/search/selected-filters',
    ]);
    expect(calls[0]?.query).toEqual({
      category: 'pesumasinad',
      filters: 'tootja:lg',
      sort: 'price-desc',
      per_page: '28',
      page: '2',
    });
    for (const call of calls.slice(1))
      expect(call.query).toEqual({ category: 'pesumasinad', filters: 'tootja:lg' });
  });
});
