import { describe, expect, it } from 'vitest';
import {
  filterToken,
  parseFilters,
  parseRange,
  serializeFilters,
  setRangeFilter,
  toggleFilterValue,
} from './filters.js';

describe('filters segment', () => {
  it('parses groups and values into a canonical set', () => {
    expect(parseFilters('tootja:siemens,bosch;laius:60')).toEqual({
      tootja: ['bosch', 'siemens'],
      laius: ['60'],
    });
    expect(parseFilters('')).toEqual({});
    expect(parseFilters(undefined)).toEqual({});
  });
  it('serialises canonically so one filter set has one URL', () => {
    expect(serializeFilters({ laius: ['60'], tootja: ['siemens', 'bosch'] })).toBe(
      'laius:60;tootja:bosch,siemens',
    );
    expect(serializeFilters({ tootja: [] })).toBe('');
    const segment = 'energiaklass:a+++;hind:100-500;tootja:bosch';
    expect(serializeFilters(parseFilters(segment)!)).toBe(segment);
  });
  it.each([
    'tootja',
    ':bosch',
    'tootja:',
    'tootja:bosch;tootja:lg',
    'Tootja:bosch',
    'tootja:bo sch',
    'tootja:a,,b',
    'x'.repeat(2001),
  ])('rejects malformed %s', (segment) => {
    expect(parseFilters(segment)).toBeNull();
  });
  it('makes URL tokens of labels', () => {
    expect(filterToken('Roostevaba teras')).toBe('roostevaba-teras');
    expect(filterToken('A+++')).toBe('a+++');
    expect(filterToken('Õhupuhasti')).toBe('ohupuhasti');
  });
  it('toggles values and sets ranges', () => {
    const f = toggleFilterValue({}, 'tootja', 'bosch');
    expect(f).toEqual({ tootja: ['bosch'] });
    expect(toggleFilterValue(f, 'tootja', 'bosch')).toEqual({});
    expect(setRangeFilter({}, 'hind', 100, null)).toEqual({ hind: ['100-'] });
    expect(setRangeFilter({ hind: ['1-2'] }, 'hind', null, null)).toEqual({});
  });
  it('reads ranges', () => {
    expect(parseRange('40-48')).toEqual({ min: 40, max: 48 });
    expect(parseRange('-48')).toEqual({ min: null, max: 48 });
    expect(parseRange('40-')).toEqual({ min: 40, max: null });
    expect(parseRange('-')).toBeNull();
    expect(parseRange('48-40')).toBeNull();
    expect(parseRange('abc')).toBeNull();
  });
});
