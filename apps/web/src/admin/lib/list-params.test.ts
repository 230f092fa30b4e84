import { describe, expect, it } from 'vitest';
import { changeListParams, readListParams, toggleSort, writeListParams } from './list-params';

const read = (query: string, filters: string[] = []) => readListParams(new URLSearchParams(query), filters);

describe('list params in the URL', () => {
  it('reads defaults from an empty query', () => {
    expect(read('')).toEqual({ page: 1, per_page: 25, sort: undefined, dir: 'asc', q: '', filters: {} });
  });

  it('reads page, page size, sort, direction, search and the named filters only', () => {
    expect(
      read('page=3&per_page=50&sort=name&dir=desc&q=+tamm+&status=open&other=x', ['status', 'from']),
    ).toEqual({
      page: 3,
      per_page: 50,
      sort: 'name',
      dir: 'desc',
      q: 'tamm',
      filters: { status: 'open' },
    });
  });

  it('falls back to defaults for malformed values and caps the page size at 100', () => {
    expect(read('page=0&per_page=abc&dir=up')).toMatchObject({ page: 1, per_page: 25, dir: 'asc' });
    expect(read('page=-2&per_page=1000')).toMatchObject({ page: 1, per_page: 100 });
    expect(read('page=2.5')).toMatchObject({ page: 1 });
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(writeListParams(read('')).toString()).toBe('');
    const params = read('q=kask&status=open&sort=created_at&dir=desc&page=2&per_page=50', ['status']);
    const written = writeListParams(params).toString();
    expect(written).toBe('q=kask&status=open&sort=created_at&dir=desc&page=2&per_page=50');
    expect(read(written, ['status'])).toEqual(params);
  });

  it('starts from page 1 when the search, a filter, the sort or the page size changes', () => {
    const params = read('page=4&q=a&status=open', ['status']);
    expect(changeListParams(params, { q: 'b' }).page).toBe(1);
    expect(changeListParams(params, { filters: { status: 'confirmed' } }).page).toBe(1);
    expect(changeListParams(params, { filters: { status: undefined } })).toMatchObject({
      page: 1,
      filters: {},
    });
    expect(changeListParams(params, { sort: 'name' }).page).toBe(1);
    expect(changeListParams(params, { per_page: 50 }).page).toBe(1);
    expect(changeListParams(params, { page: 5 }).page).toBe(5);
    // Nothing changed: the page stays.
    expect(changeListParams(params, { q: ' a ' }).page).toBe(4);
  });

  it('sorts a column ascending first, then descending, then ascending again', () => {
    const first = toggleSort(read('sort=name&dir=desc'), 'created_at');
    expect(first).toMatchObject({ sort: 'created_at', dir: 'asc' });
    const second = toggleSort(first, 'created_at');
    expect(second).toMatchObject({ sort: 'created_at', dir: 'desc' });
    expect(toggleSort(second, 'created_at')).toMatchObject({ sort: 'created_at', dir: 'asc' });
  });
});
