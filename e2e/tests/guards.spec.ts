import { test, expect, login } from '../support/fixtures.js';
import { ANNA, PEETER } from '../support/env.js';

test('a logged-out visitor of /tellimused is sent to /login', async ({ page }) => {
  await page.goto('/tellimused');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Unustasid salasõna?' }).first()).toBeVisible();
  await expect(page.getByTestId('secondary-menu')).toHaveCount(0);
});

test('Peeter sees no Hinnapakkumised and is sent to / from /pakkumised/open', async ({ page }) => {
  await login(page, PEETER.email);
  await expect(page.getByTestId('user-menu')).toContainText(PEETER.company);
  await page.getByTestId('user-menu').click();
  await expect(page.getByText('Tellimused', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Hinnapakkumised', { exact: true })).toHaveCount(0);
  await page.goto('/pakkumised/open');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('Anna may open offers, and /pakkumised goes to /pakkumised/open', async ({ page }) => {
  await login(page, ANNA.email);
  await page.getByTestId('user-menu').click();
  await expect(page.getByText('Hinnapakkumised', { exact: true }).first()).toBeVisible();
  await page.goto('/pakkumised');
  await expect(page).toHaveURL(/\/pakkumised\/open$/);
});

test('unknown paths and non-numeric ids show the 404 page', async ({ page }) => {
  await page.goto('/see/lehte/ei-ole');
  await expect(page.getByText('Lehte ei leitud')).toBeVisible();
  // One segment may be a product, but an anonymous visitor gets the 404 page, not the sign-in.
  await page.goto('/olematu-leht');
  await expect(page.getByRole('heading', { level: 1, name: 'Lehte ei leitud' })).toBeVisible();
  await expect(page).toHaveURL(/\/olematu-leht$/);
  await login(page, ANNA.email);
  await page.goto('/tellimused/abc');
  await expect(page.getByText('Lehte ei leitud')).toBeVisible();
});
