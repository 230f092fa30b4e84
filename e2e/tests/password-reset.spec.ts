import { test, expect, login } from '../support/fixtures.js';
import { MART } from '../support/env.js';
import { latestLinkTo, mailCount } from '../support/outbox.js';

test('a forgotten password is reset through the e-mailed link', async ({ page }) => {
  await page.clock.install();
  const before = await mailCount(MART.email);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Unustasid salasõna?' }).first().click();
  await expect(page).toHaveURL(/\/password\/reset$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Salasõna taastamine' })).toBeVisible();
  // Type only into the settled form: the lazily loaded screen may still replace its first render.
  await expect(async () => {
    await page.getByLabel('E-post').fill(MART.email);
    await expect(page.getByLabel('E-post')).toHaveValue(MART.email, { timeout: 500 });
  }).toPass();
  await page.getByRole('button', { name: 'Saada taastamise link' }).click();
  await expect(page.getByText(/saatsime sinna salasõna taastamise lingi/).first()).toBeVisible();

  const link = await latestLinkTo(MART.email, '/password/reset/', before);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByLabel('E-post')).toHaveValue(MART.email);
  await page.getByLabel('Salasõna', { exact: true }).fill('UusParool123!');
  await page.getByLabel('Salasõna uuesti').fill('UusParool123!');
  // Issue 10 #8: the buyer lands on the home page with a word that the password changed, even
  // when the home page loads longer than a toast lasts (its news are held back while the page's
  // clock runs on 5 s).
  let releaseNews = () => {};
  let newsAsked = () => {};
  const newsHeld = new Promise<void>((resolve) => (releaseNews = resolve));
  const newsRequested = new Promise<void>((resolve) => (newsAsked = resolve));
  await page.route('**/api/news?*', async (route) => {
    newsAsked();
    await newsHeld;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Salvesta uus salasõna' }).click();
  await expect(page.getByTestId('user-menu')).toContainText(MART.name);
  await expect(page).toHaveURL(/\/$/);
  await newsRequested;
  await expect(page.getByTestId('loading-overlay')).toBeVisible();
  await page.clock.runFor(5000);
  releaseNews();
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
  await expect(page.getByTestId('toast-area')).toContainText('Salasõna on muudetud ja oled sisse logitud.');
  await page.unroute('**/api/news?*');

  // The link is single-use.
  await page.context().clearCookies();
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('Salasõna', { exact: true }).fill('Teine12345!');
  await page.getByLabel('Salasõna uuesti').fill('Teine12345!');
  await page.getByRole('button', { name: 'Salvesta uus salasõna' }).click();
  await expect(page.getByTestId('message-area')).toBeVisible();
  await expect(page).toHaveURL(/\/password\/reset\//);

  await login(page, MART.email, 'UusParool123!');
  await expect(page.getByTestId('user-menu')).toContainText(MART.company);
});
