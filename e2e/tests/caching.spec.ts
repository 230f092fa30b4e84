import type { Response } from '@playwright/test';
import { test, expect, login } from '../support/fixtures.js';
import { addProductsFromListing } from '../support/checkout.js';
import { ANNA } from '../support/env.js';
import { createUserLike } from '../support/users.js';

/** Headers of a reply as the browser received them (content-encoding and vary included). */
async function headersOf(response: Response) {
  return response.allHeaders();
}

test('the page is uncached and compressed, every built file compressed and cached for a year', async ({
  page,
}) => {
  const assets: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/')) assets.push(response);
  });
  await login(page, ANNA.email);
  const documentReply = await page.goto('/tellimused');
  expect(documentReply).not.toBeNull();
  const pageHeaders = await headersOf(documentReply as Response);
  expect(pageHeaders['cache-control']).toBe('private, no-cache');
  expect(pageHeaders['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(pageHeaders.vary).toMatch(/accept-encoding/i);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(assets.length).toBeGreaterThan(2);
  const scripts = assets.filter((r) => r.url().endsWith('.js'));
  const styles = assets.filter((r) => r.url().endsWith('.css'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(styles.length).toBeGreaterThan(0);
  for (const response of assets) {
    const headers = await headersOf(response);
    const where = new URL(response.url()).pathname;
    expect(response.status(), where).toBe(200);
    expect(headers['cache-control'], where).toBe('public, max-age=31536000, immutable');
    expect(headers['content-encoding'], where).toBe('br');
    expect(headers.vary, where).toMatch(/accept-encoding/i);
  }
});

test('a repeat visit takes every built file from the browser cache', async ({ page }) => {
  await login(page, ANNA.email);
  await page.goto('/tellimused');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const responses: { id: string; path: string; fromDiskCache: boolean }[] = [];
  const servedFromCache = new Set<string>();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const path = new URL(response.url).pathname;
    if (path.startsWith('/assets/'))
      responses.push({ id: requestId, path, fromDiskCache: !!response.fromDiskCache });
  });
  // The memory cache reports here, the disk cache in the response.
  cdp.on('Network.requestServedFromCache', ({ requestId }) => servedFromCache.add(requestId));
  await page.goto('/tellimused');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const fromNetwork = responses.filter((r) => !r.fromDiskCache && !servedFromCache.has(r.id));
  expect(fromNetwork.map((r) => r.path)).toEqual([]);
  expect(responses.length).toBeGreaterThan(2);
});

test("a category page's head asks for the category screen's code with the first screen's", async ({
  page,
}) => {
  await login(page, ANNA.email);
  const reply = await page.request.get('/pesumasinad', { headers: { accept: 'text/html' } });
  const html = await reply.text();
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+)">/g)].map(
    (m) => m[1] as string,
  );
  expect(preloads.some((href) => /\/category-screen-[\w-]+\.js$/.test(href))).toBe(true);
  for (const href of preloads) expect((await page.request.get(href)).status(), href).toBe(200);
});

test('a category page opened from its address shows its products and filters without asking for them again', async ({
  page,
}) => {
  await login(page, ANNA.email);
  const listingCalls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/search/') || path === '/api/compares') listingCalls.push(request.url());
  });
  await page.goto('/pesumasinad?sort=title-asc');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Filtrid' }).getByRole('checkbox').first(),
  ).toBeAttached();
  // The page carried the listing's page and its facets (decision 059) and the comparison for the
  // cards' toggles (060): none of those calls left.
  expect(listingCalls).toEqual([]);
  // What the buyer changes afterwards is asked for as before.
  await page.getByRole('complementary', { name: 'Filtrid' }).getByRole('checkbox').first().click();
  await expect.poll(() => listingCalls.some((url) => url.includes('/api/search/category?'))).toBe(true);
});

test('the home page opened from its address shows its products, news and cart without asking for them', async ({
  page,
}) => {
  await login(page, ANNA.email);
  const homeCalls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/products/') || path === '/api/news' || path === '/api/cart')
      homeCalls.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByTestId('featured-products').getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Uudised' })).toBeVisible();
  // The header's cart count came with the page too (decision 060): nothing asks for it later.
  await page.waitForLoadState('networkidle');
  expect(homeCalls).toEqual([]);
});

test('the cart page opened from its address shows the cart without asking for it', async ({ page }) => {
  // A buyer of its own: the cart is changed.
  await login(page, createUserLike(ANNA.email, 'cart-page').email);
  await addProductsFromListing(page, '/pesumasinad', 1);
  const cartCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/cart') cartCalls.push(request.url());
  });
  await page.goto('/ostukorv');
  await expect(page.getByTestId('cart-row').first()).toBeVisible();
  // The page carried the cart (decision 060), and the screen takes it as current (decision 061).
  await page.waitForLoadState('networkidle');
  expect(cartCalls).toEqual([]);
});
