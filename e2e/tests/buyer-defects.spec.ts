import { join } from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { test, expect, login } from '../support/fixtures.js';
import { ANNA, DEMO_PASSWORD, E2E_DATA_DIR } from '../support/env.js';
import { createUserLike } from '../support/users.js';

/** Defects of issue 10 found by trying the shop as a new user. */

test.describe('in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('order dates are typed and shown as dd.mm.yyyy, the order names its VAT rate and badges (#10)', async ({
    page,
  }) => {
    await login(page, ANNA.email);
    await page.goto('/tellimused');
    const from = page.getByLabel('Alates');
    await expect(from).toHaveAttribute('type', 'text');
    await expect(from).toHaveAttribute('placeholder', 'pp.kk.aaaa');
    await from.pressSequentially('01012026');
    await expect(from).toHaveValue('01.01.2026');
    await page.getByLabel('Kuni').fill('31.12.2026');
    await page.getByLabel('Staatus').selectOption('confirmed');
    await page.getByRole('button', { name: 'Otsi' }).click();
    await expect(page).toHaveURL(/\?status=confirmed&from=2026-01-01&to=2026-12-31$/);
    await expect(page.getByLabel('Alates')).toHaveValue('01.01.2026');
    const first = page.getByTestId('order-row').first();
    await expect(first.locator('td').nth(1)).toHaveText(/^\d\d\.\d\d\.2026$/);

    await first.getByRole('link').click();
    await expect(page.getByTestId('order-totals')).toContainText('Käibemaks 24%');
    await expect(page.getByTestId('order-status-label')).toHaveText(/^Tellimus\s*Kinnitatud$/);
    await expect(page.getByTestId('payment-status-label')).toHaveText(/^Makse\s*\S/);
  });
});

test('a logged-in user opening /login or /password/reset goes to the home page (#8)', async ({ page }) => {
  await login(page, ANNA.email);
  for (const path of ['/login', '/password/reset']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tere');
  }
});

/** Ends every session of the user on the server, as the idle or absolute limit would. */
function expireSessionsOf(email: string): void {
  const db = new Database(join(E2E_DATA_DIR, 'kodumasinad.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    db.prepare(
      `update sessions set expires_at = '2000-01-01T00:00:00.000Z'
       where user_id = (select id from users where email = ?)`,
    ).run(email);
  } finally {
    db.close();
  }
}

/** Waits until the server (its auth cache refreshes within a second) answers the session with 401. */
async function sessionExpired(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const reply = await page.request.get('/api/user', {
        headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      });
      return reply.status();
    })
    .toBe(401);
}

test('an expired session on a category filter or the search screen goes to /login (#1)', async ({ page }) => {
  const buyer = createUserLike(ANNA.email, 'expiry');
  await login(page, buyer.email);
  await page.goto('/pesumasinad');
  await expect(page.getByRole('heading', { level: 1, name: 'Pesumasinad' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expireSessionsOf(buyer.email);
  await sessionExpired(page);
  await page.getByTestId('filter-group-tootja').getByRole('checkbox').first().check();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sisselogimine' })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  await expect(page.getByText('Tooteid ei õnnestunud laadida.')).toHaveCount(0);

  // Logging in again returns to the filtered listing.
  await page.getByLabel('E-post').fill(buyer.email);
  await page.getByLabel('Salasõna', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Logi sisse' }).click();
  await expect(page).toHaveURL(/\/pesumasinad\/tootja:/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  // The search screen, typed in after the session ended.
  await page.goto('/otsing/pesumasin');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expireSessionsOf(buyer.email);
  await sessionExpired(page);
  await page.getByTestId('sort-select').selectOption('price-desc');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
});
