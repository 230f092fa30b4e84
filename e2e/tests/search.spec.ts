import { test, expect, login } from '../support/fixtures.js';
import type { Response } from '@playwright/test';
import { ANNA } from '../support/env.js';

test('the search dropdown waits for 3 characters and the pause, and links to all results', async ({
  page,
}) => {
  // A page clock of our own: the 500 ms pause is stepped through, not slept through.
  await page.clock.install();
  await login(page, ANNA.email);
  const searchCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/search/json')) searchCalls.push(r.url());
  });
  const input = page.getByTestId('search-input');

  // The page's own time, not this process's: the two clocks need not agree to the second.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await input.pressSequentially('pe');
  await page.clock.runFor(900);
  expect(searchCalls).toHaveLength(0);
  await expect(page.getByTestId('search-dropdown')).toHaveCount(0);
  await page.clock.resume();

  // Waiting for the reply itself (not only the dropdown) tells a request never sent from a slow one.
  const isSearchReply = (r: Response) => r.url().includes('/api/search/json');
  const firstReply = page.waitForResponse(isSearchReply);
  await input.pressSequentially('s');
  expect((await firstReply).status()).toBe(200);
  await expect(page.getByTestId('search-dropdown')).toBeVisible();
  expect(searchCalls).toHaveLength(1);
  expect(searchCalls[0]).toContain('query=pes');
  await expect(page.getByTestId('search-result').first()).toBeVisible();
  // Add-on services (issue 10 #3, e.g. 'Pesumasina paigaldus') match too and have no picture.
  const thumb = page
    .getByTestId('search-result')
    .filter({ has: page.locator('img[src^="/images/"]') })
    .first()
    .locator('img')
    .first();
  const box = await thumb.evaluate((img) => {
    const r = img.getBoundingClientRect();
    return [Math.round(r.width), Math.round(r.height)];
  });
  expect(box).toEqual([75, 75]);
  expect(await thumb.getAttribute('src')).toMatch(/^\/images\/100\//);

  const all = page.getByTestId('search-all-results');
  await expect(all).toHaveText(/^Kõik tulemused \(\d+\)$/);
  const total = Number((await all.innerText()).match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(0);
  await all.click();
  await expect(page).toHaveURL(/\/otsing\/pes/);
  // The home page has product cards too: wait for the results page itself.
  await expect(page.getByRole('heading', { level: 1, name: 'Otsing: "pes"' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await input.fill('');
  const emptyReply = page.waitForResponse(isSearchReply);
  await input.pressSequentially('qqxxzzy');
  expect((await emptyReply).status()).toBe(200);
  await expect(page.getByTestId('search-dropdown').getByText('Ei leitud ühtegi tulemust.')).toBeVisible();
  await expect(page.getByText('Võid proovida mõne muu otsisõnaga.')).toBeVisible();
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(page.getByTestId('search-dropdown')).toHaveCount(0);
});

test('Enter with 3 or more characters opens the results page', async ({ page }) => {
  await login(page, ANNA.email);
  await page.getByTestId('search-input').fill('külmik');
  await page.getByTestId('search-input').press('Enter');
  await expect(page).toHaveURL(/\/otsing\/k%C3%BClmik|\/otsing\/külmik/);
  await expect(page.getByTestId('product-card').first()).toContainText(/külmik/i);
});
