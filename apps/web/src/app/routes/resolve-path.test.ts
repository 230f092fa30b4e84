import { describe, expect, it } from 'vitest';
import { isNumericId, resolveSlugPath } from './resolve-path';

const slugs = { pages: ['hooldus', 'eripakkumised'], categories: ['pesumasinad', 'hooldus'] };

describe('resolveSlugPath', () => {
  it.each([
    ['/hooldus', 'page'],
    ['/eripakkumised', 'page'],
    ['/pesumasinad', 'category'],
    ['/pesumasinad/bosch-60cm', 'category'],
    ['/bosch-wan28281by', 'product'],
    ['/hooldus/midagi', 'category'],
    ['/eripakkumised/tootja:bosch', 'page'],
    ['/tundmatu/midagi', 'not-found'],
    ['/a/b/c', 'not-found'],
    ['/', 'not-found'],
  ] as const)('%s → %s', (path, name) => {
    expect(resolveSlugPath(path, slugs)).toBe(name);
  });
});

describe('isNumericId', () => {
  it.each([
    ['12', true],
    ['0', true],
    ['12a', false],
    ['-1', false],
    ['', false],
    [undefined, false],
  ] as const)('%s → %s', (value, numeric) => {
    expect(isNumericId(value)).toBe(numeric);
  });
});
