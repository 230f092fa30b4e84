import { test, expect, login } from '../support/fixtures.js';
import { ANNA } from '../support/env.js';

/**
 * Decision 061: a page that preloads its largest picture asks for its other pictures only once
 * that one is on the screen, and then for all of them.
 */
for (const [name, path, cardsTestId] of [
  ['a category listing', '/pesumasinad', 'product-card'],
  ['the home page', '/', 'product-card'],
] as const) {
  test(`${name} shows its first picture before it asks for the others`, async ({ page }) => {
    await login(page, ANNA.email);
    // Nothing of the page the login lands on may still be loading pictures.
    await page.goto('about:blank');
    // The first picture asked for (the head's preload) answers late, as on a slow line: the
    // screen renders its cards long before it arrives.
    let delayed = false;
    await page.route('**/images/**', async (route) => {
      if (!delayed) {
        delayed = true;
        await new Promise((resolve) => setTimeout(resolve, 800));
      }
      await route.continue();
    });
    const pictures: { url: string; requested: number; finished: number | null }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/images/'))
        pictures.push({ url: request.url(), requested: Date.now(), finished: null });
    });
    page.on('requestfinished', (request) => {
      const picture = pictures.find((entry) => entry.url === request.url() && entry.finished === null);
      if (picture) picture.finished = Date.now();
    });
    await page.goto(path);
    const preloaded = await page.locator('link[rel="preload"][as="image"]').getAttribute('href');
    expect(preloaded).toMatch(/^\/images\/\d+\//);
    const cards = page.getByTestId(cardsTestId);
    await expect(cards.first()).toBeVisible();
    // Every visible card gets its picture in the end.
    await expect(cards.first().locator('img')).toHaveAttribute('src', /\/images\//);
    await expect(cards.nth(1).locator('img')).toHaveAttribute('src', /\/images\//);
    await page.waitForLoadState('networkidle');

    const [first, ...others] = pictures;
    expect(new URL(first?.url ?? '').pathname).toBe(preloaded);
    expect(first?.finished).not.toBeNull();
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(other.requested).toBeGreaterThanOrEqual(first?.finished ?? Infinity);
  });
}
