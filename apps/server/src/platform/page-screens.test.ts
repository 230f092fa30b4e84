import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readScreenChunks, screenOfPage, screenPreloads } from './page-screens.js';

const user = { id: 1 } as never;
const product = { id: 7 } as never;
const site = {
  user,
  categories: ['pesumasinad', 'kulmikud'],
  pages: ['kontakt', 'eripakkumised'],
  product: null,
};

describe('screenOfPage', () => {
  it.each([
    ['/', 'home'],
    ['/?utm=1', 'home'],
    ['/ostukorv', 'cart'],
    ['/ostukorv/', 'cart'],
    ['/tellimused', 'orders'],
    ['/arved?status=unpaid', 'invoices'],
    ['/otsing/pesumasin', 'search'],
    ['/otsing/pesu%20masin', 'search'],
    ['/otsing/pesumasin/tootja:lg', 'search'],
    ['/otsing/pesumasin/tootja:lg/x', null],
    ['/pesumasinad', 'category'],
    ['/PESUMASINAD/tootja:lg', 'category'],
    ['/kulmikud/tootja:bosch;laius:60?sort=price-asc&page=2', 'category'],
    ['/kontakt', null],
    ['/eripakkumised', null],
    ['/pesumasinad/a/b', null],
    ['/tundmatu', null],
    ['/otsing', null],
    ['/tellimused/12', null],
    ['/login', null],
  ])('%s → %s for a buyer', (url, screen) => {
    expect(screenOfPage(url, site)).toBe(screen);
  });

  it('is the product screen when the page carries a product', () => {
    expect(screenOfPage('/bosch-pesumasin-wan28281by', { ...site, product })).toBe('product');
  });

  it('is only ever the login screen for an anonymous visitor', () => {
    const anonymous = { ...site, user: null };
    expect(screenOfPage('/login', anonymous)).toBe('login');
    for (const url of ['/', '/ostukorv', '/pesumasinad', '/otsing/pesu']) {
      expect(screenOfPage(url, anonymous)).toBeNull();
    }
  });
});

describe('screenPreloads', () => {
  it("names the screen's files as module preloads, and nothing for an unknown screen", () => {
    const chunks = { home: ['assets/home-1a.js', 'assets/card-2b.js'] };
    expect(screenPreloads(chunks, 'home')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/home-1a.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/card-2b.js">',
    );
    expect(screenPreloads(chunks, 'cart')).toBe('');
    expect(screenPreloads(chunks, null)).toBe('');
  });
});

describe('readScreenChunks', () => {
  it('reads the build’s list, is empty without a build and refuses a list that is not one', () => {
    const dist = mkdtempSync(join(tmpdir(), 'kms-screens-'));
    try {
      expect(readScreenChunks(dist)).toEqual({});
      mkdirSync(join(dist, '.vite'));
      const file = join(dist, '.vite', 'screen-chunks.json');
      writeFileSync(file, JSON.stringify({ cart: ['assets/cart-3c.js'] }));
      expect(readScreenChunks(dist)).toEqual({ cart: ['assets/cart-3c.js'] });
      writeFileSync(file, JSON.stringify({ cart: ['"><script>alert(1)</script>'] }));
      expect(() => readScreenChunks(dist)).toThrow();
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  // The list the last build wrote (npm test builds first): the server starts with it.
  const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
  it.skipIf(!existsSync(join(webDist, '.vite', 'screen-chunks.json')))('reads the last build’s list', () => {
    const chunks = readScreenChunks(webDist);
    expect(chunks.category?.length).toBeGreaterThan(0);
    for (const files of Object.values(chunks))
      for (const file of files) expect(existsSync(join(webDist, file)), file).toBe(true);
  });
});
