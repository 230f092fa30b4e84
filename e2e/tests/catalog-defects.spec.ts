import { test, expect, login } from '../support/fixtures.js';
import { ANNA } from '../support/env.js';
import { addProductsFromListing, checkoutUntilPayment } from '../support/checkout.js';

// Defects of issue 10 found by trying the shop as a new user (5, 6, 7, 4 and 3).

test('an unknown one-segment URL shows the 404 page alone', async ({ page }) => {
  await login(page, ANNA.email);
  for (const path of ['/myygitingimused', '/olematu-leht']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Lehte ei leitud' })).toBeVisible();
    await expect(page.getByTestId('message-area')).toHaveCount(0);
    await expect(page.getByText('Toodet ei leitud.')).toHaveCount(0);
  }
});

test('the news list is linked from the home page and links each news item', async ({ page }) => {
  await login(page, ANNA.email);
  await page.getByRole('link', { name: 'Kõik uudised' }).click();
  await expect(page).toHaveURL(/\/uudised$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Uudised' })).toBeVisible();
  await expect(page.getByTestId('message-area')).toHaveCount(0);
  const rows = page.getByTestId('news-row');
  await expect(rows.first()).toBeVisible();
  const link = rows.first().getByRole('link');
  const title = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(/\/uudised\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('the confirm step links the sales terms page', async ({ page, context }) => {
  await login(page, ANNA.email);
  await addProductsFromListing(page, '/pesumasinad', 1);
  await checkoutUntilPayment(page, 'TTH2');
  await page.getByTestId('payment-option-invoice').check();
  await page.getByTestId('checkout-next').click();
  await expect(page.getByTestId('checkout-step-confirm')).toBeVisible();
  const [terms] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'müügitingimustega' }).click(),
  ]);
  await expect(terms).toHaveURL(/\/muugitingimused$/);
  await expect(terms.getByRole('heading', { level: 1, name: 'Müügitingimused' })).toBeVisible();
  await expect(terms.getByRole('heading', { name: '3. Maksmine' })).toBeVisible();
});
