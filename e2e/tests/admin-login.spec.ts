import { test, expect } from '../support/fixtures.js';
import { DEMO_PASSWORD } from '../support/env.js';
import { totpCode } from '../support/totp.js';

/**
 * TODO(admin-core): the demo admin's fixed TOTP secret as the README documents it; the sign-in
 * test runs once admin-core's seed and routes are merged.
 */
const DEMO_ADMIN = { email: 'admin@kodumasinad.test', totpSecret: process.env.E2E_ADMIN_TOTP_SECRET ?? '' };

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

test.fixme('the demo admin signs in with password and TOTP code and sees the dashboard', async ({ page }) => {
  // Needs admin-core (POST /api/admin/login, /api/admin/login/totp, the seeded demo admin).
  await page.goto('/haldus');
  await expect(page).toHaveURL(/\/haldus\/login$/);
  await page.getByLabel('E-post').fill(DEMO_ADMIN.email);
  await page.getByLabel('Salasõna').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Jätka' }).click();
  await page.getByLabel('Kood').fill(totpCode(DEMO_ADMIN.totpSecret));
  await page.getByRole('button', { name: 'Kinnita' }).click();
  await expect(page).toHaveURL(/\/haldus$/);
  await expect(page.getByRole('heading', { name: 'Töölaud' })).toBeVisible();
  await expect(page.getByTestId('admin-staff')).toContainText('Administraator');
  const nav = page.getByRole('navigation', { name: 'Halduse menüü' });
  await expect(nav.getByRole('link')).toHaveCount(8);

  await page.getByRole('button', { name: 'Logi välja' }).click();
  await expect(page).toHaveURL(/\/haldus\/login$/);
  await page.goto('/haldus');
  await expect(page).toHaveURL(/\/haldus\/login$/);
});
