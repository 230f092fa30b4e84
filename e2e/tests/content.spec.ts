import { test, expect, login } from '../support/fixtures.js';
import { ANNA } from '../support/env.js';

test('static pages and the contact form are public', async ({ page }) => {
  await page.goto('/garantii');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/garantii$/);

  await page.goto('/kontakt');
  await page.getByRole('button', { name: /saada/i }).click();
  await expect(page.getByText('Nimi on nõutud väli.').first()).toBeVisible();
  await page.getByLabel('Nimi').fill('Kati Karu');
  await page.getByLabel('E-post').fill('kati@naide.test');
  await page.getByLabel('Sõnum').fill('Palun saatke hulgimüügi hinnakiri.');
  await page.getByRole('button', { name: /saada/i }).click();
  await expect(page.getByTestId('toast-area')).toContainText('Täname');
});

test('the help menu shows the support phones and e-mail', async ({ page }) => {
  await login(page, ANNA.email);
  await page.getByTestId('help-menu').click();
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
});

test('a news item opens from the home page', async ({ page }) => {
  await login(page, ANNA.email);
  const newsLink = page.locator('a[href^="/uudised/"]').first();
  const title = (await newsLink.innerText()).trim();
  await newsLink.click();
  await expect(page).toHaveURL(/\/uudised\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title.split('\n')[0] ?? title);
});
