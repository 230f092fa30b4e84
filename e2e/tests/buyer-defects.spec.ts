import { test, expect, login } from '../support/fixtures.js';
import { ANNA } from '../support/env.js';

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
