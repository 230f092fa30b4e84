import { toggleFilterValue } from '@kodumasinad/contract';
import { describe, expect, it } from 'vitest';
import type { ListingState } from '../api/listing-query';
import { listingHref, readListingState, withFilters } from './listing-url';

const category = { kind: 'category', slug: 'pesumasinad' } as const;
const initial: ListingState = { filters: {}, sort: null, perPage: 28, page: 1 };

const read = (segment: string | undefined, query = '') =>
  readListingState(segment, new URLSearchParams(query));

describe('listing URLs', () => {
  it('leaves the defaults out', () => {
    expect(listingHref(category, initial)).toBe('/pesumasinad');
  });

  it('puts a toggled brand into the path segment', () => {
    const bosch = withFilters(initial, toggleFilterValue({}, 'tootja', 'bosch'));
    expect(listingHref(category, bosch)).toBe('/pesumasinad/tootja:bosch');
    const two = withFilters(bosch, toggleFilterValue(bosch.filters, 'tootja', 'aeg'));
    expect(listingHref(category, two)).toBe('/pesumasinad/tootja:aeg,bosch');
    const off = withFilters(two, toggleFilterValue(two.filters, 'tootja', 'aeg'));
    expect(listingHref(category, withFilters(off, toggleFilterValue(off.filters, 'tootja', 'bosch')))).toBe(
      '/pesumasinad',
    );
  });

  it('keeps several groups in canonical order, ranges included', () => {
    const filters = { tootja: ['siemens', 'bosch'], hind: ['100-500'], energiaklass: ['a+++'] };
    expect(listingHref(category, { ...initial, filters })).toBe(
      '/pesumasinad/energiaklass:a+++;hind:100-500;tootja:bosch,siemens',
    );
  });

  it('puts sort, per_page and page into the query', () => {
    expect(listingHref(category, { ...initial, sort: 'title-desc', perPage: 48, page: 3 })).toBe(
      '/pesumasinad?sort=title-desc&per_page=48&page=3',
    );
  });

  it('goes back to the first page when the filters change, keeping order and page size', () => {
    const state: ListingState = { ...initial, sort: 'code-asc', perPage: 96, page: 4 };
    const next = withFilters(state, { tootja: ['bosch'] });
    expect(next.page).toBe(1);
    expect(listingHref(category, next)).toBe('/pesumasinad/tootja:bosch?sort=code-asc&per_page=96');
  });

  it('builds search and special-offers paths', () => {
    expect(listingHref({ kind: 'search', phrase: 'külmik 60 cm' }, { ...initial, page: 2 })).toBe(
      '/otsing/k%C3%BClmik%2060%20cm?page=2',
    );
    expect(listingHref({ kind: 'special' }, { ...initial, filters: { tootja: ['lg'] } })).toBe(
      '/eripakkumised/tootja:lg',
    );
  });

  it('reads the state back from the URL', () => {
    expect(read('tootja:siemens,bosch;laius:60', 'sort=discount-desc&per_page=96&page=2')).toEqual({
      state: {
        filters: { tootja: ['bosch', 'siemens'], laius: ['60'] },
        sort: 'discount-desc',
        perPage: 96,
        page: 2,
      },
      malformed: false,
    });
  });

  it('falls back to the defaults for unknown sort, per_page and page', () => {
    expect(read(undefined, 'sort=cheap&per_page=50&page=0').state).toEqual(initial);
    expect(read(undefined, 'page=-1').state.page).toBe(1);
    expect(read(undefined, 'page=abc').state.page).toBe(1);
  });

  it('marks a malformed filters segment', () => {
    expect(read('tootja').malformed).toBe(true);
    expect(read('tootja:bosch;tootja:lg').malformed).toBe(true);
    expect(read('tootja:bosch').malformed).toBe(false);
  });
});
