import { test, expect } from '../support/fixtures.js';
import { DEMO_STAFF, signInStaff } from '../support/admin.js';

test('/haldus/login is the back-office page, with its own code and no shop', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/haldus/login');
  await expect(page.getByRole('heading', { name: 'Sisselogimine' })).toBeVisible();
  await expect(page.getByText('Kodumasinad B2B haldus')).toBeVisible();
  await expect(page.locator('meta[name="csrf-token"]')).toHaveAttribute('content', /^[\w-]{43}$/);
  await expect(page.locator('#bootstrap')).toHaveCount(0);
  // None of the shop's shell.
  await expect(page.getByTestId('secondary-menu')).toHaveCount(0);
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  expect(scripts.some((path) => /\/assets\/admin-[\w-]+\.js$/.test(path))).toBe(true);

  // The contract's messages before anything is sent.
  await page.getByRole('button', { name: 'Jätka' }).click();
  await expect(page.getByLabel('E-post')).toHaveAttribute('aria-invalid', 'true');
});

test('the shop loads no back-office code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  // The back-office's chunks: its entry, its sign-in screen, its dashboard.
  expect(scripts.filter((path) => /\/assets\/(admin|dashboard-screen)[\w-]*\.js$/.test(path))).toEqual([]);
});

test('the sign-in screen fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/haldus/login');
  await expect(page.getByRole('button', { name: 'Jätka' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the demo admin signs in with password and TOTP code, sees every menu item and signs out', async ({
  page,
}) => {
  await signInStaff(page, DEMO_STAFF.admin);
  await expect(page).toHaveURL(/\/haldus$/);
  await expect(page.getByRole('heading', { name: 'Töölaud' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Halduse menüü' });
  // The admin sees every item of the menu, the catalogue's (issue 24) among them.
  await expect(nav.getByRole('link')).toHaveCount(14);
  for (const name of ['Tooted', 'Kategooriad', 'Kaubamärgid', 'Omadused', 'Import', 'Integratsioonid'])
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();

  // A phone: nothing scrolls sideways, the menu opens from its button and a link closes it.
  await page.setViewportSize({ width: 375, height: 740 });
  const menuButton = page.getByRole('button', { name: 'Menüü' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await nav.getByRole('link', { name: 'Töötajad' }).click();
  await expect(page).toHaveURL(/\/haldus\/tootajad$/);
  await expect(page.getByRole('heading', { name: 'Töötajad' })).toBeVisible();
  await expect(nav).toBeHidden();
  await expect(page.getByTestId('admin-table-row').first()).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Logi välja' }).click();
  await expect(page).toHaveURL(/\/haldus\/login$/);
  await page.goto('/haldus');
  await expect(page).toHaveURL(/\/haldus\/login$/);
});

test('a sales user sees no staff accounts or audit log, and the server refuses them', async ({ page }) => {
  await signInStaff(page, DEMO_STAFF.sales);
  const nav = page.getByRole('navigation', { name: 'Halduse menüü' });
  await expect(nav.getByRole('link', { name: 'Tellimused' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Töötajad' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Auditilogi' })).toHaveCount(0);
  // Typed in by hand, the screen's call answers 403.
  await page.goto('/haldus/audit');
  await expect(page.getByRole('heading', { name: 'Puudub õigus' })).toBeVisible();
});
