import { test, expect, login } from '../support/fixtures.js';
import { ANNA, MART } from '../support/env.js';
import { createUserLike } from '../support/users.js';

test('Anna logs in and sees her company and name in the header', async ({ page }) => {
  await login(page, ANNA.email);
  const userMenu = page.getByTestId('user-menu');
  await expect(userMenu).toContainText(ANNA.company);
  await expect(userMenu).toContainText(ANNA.name);
  await expect(page.getByTestId('secondary-menu')).toBeVisible();
  await expect(page.getByTestId('footer')).toContainText(String(new Date().getFullYear()));
});

test('a wrong password shows an Estonian field error and keeps the visitor on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-post').fill(MART.email);
  await page.getByLabel('Salasõna', { exact: true }).fill('vale-parool');
  await page.getByRole('button', { name: 'Logi sisse' }).click();
  await expect(page.getByText('E-post või salasõna on vale.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('client-side rules show the required message on blur', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-post').focus();
  await page.getByLabel('E-post').blur();
  await expect(page.getByText('E-post on nõutud väli.')).toBeVisible();
});

test('logout returns to /login and protects pages again', async ({ page }) => {
  await login(page, ANNA.email);
  await page.getByTestId('user-menu').click();
  await page
    .getByRole('button', { name: 'Logi välja' })
    .or(page.getByRole('link', { name: 'Logi välja' }))
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/tellimused');
  await expect(page).toHaveURL(/\/login$/);
});

test('the price-list switch reloads the page in the chosen view', async ({ page }) => {
  await login(page, createUserLike(ANNA.email, 'pricelist').email);
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('button', { name: 'Ostuvaade' })).toHaveAttribute('aria-pressed', 'true');
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Müügivaade' }).click()]);
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('button', { name: 'Müügivaade' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Ostuvaade' })).toHaveAttribute('aria-pressed', 'false');
});
