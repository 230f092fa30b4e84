import { test, expect, login } from '../support/fixtures.js';
import { ANNA, PEETER } from '../support/env.js';
import { createUserLike } from '../support/users.js';
import { addProductsFromListing, checkoutUntilPayment, payWith } from '../support/checkout.js';

test('Anna buys two products, delivered to Tartu county, paying with the test bank', async ({ page }) => {
  // The whole purchase, the delivery address of TTH3 included: more than 30 s on a loaded machine.
  test.slow();
  await login(page, createUserLike(ANNA.email, 'buyer').email);
  await addProductsFromListing(page, '/pesumasinad', 2);
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await checkoutUntilPayment(page, 'TTH3', 'Tartu');
  await payWith(page, 'testbank');

  await expect(page.getByText('Testpank')).toBeVisible();
  await page.getByRole('button', { name: 'Maksa' }).click();
  await expect(page).toHaveURL(/\/makse-edukas\/\d+$/);
  await expect(page.getByTestId('payment-success')).toContainText('Täname!');
  const orderId = page.url().match(/(\d+)$/)![1];
  const number = (await page.getByTestId('payment-success').innerText()).match(
    /Tellimus (\S+) on vastu võetud/,
  )![1]!;

  await page.goto('/tellimused');
  const row = page.getByTestId('order-row').filter({ hasText: number });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Kinnitatud');
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/tellimused/${orderId}$`));
  await expect(page.getByTestId('order-transport')).toContainText('Tartu');
  await expect(page.getByTestId('order-item')).toHaveCount(2);
});

test('a cancelled payment can be continued and paid', async ({ page }) => {
  await login(page, createUserLike(ANNA.email, 'cancel').email);
  await addProductsFromListing(page, '/kuivatid', 1);
  await checkoutUntilPayment(page, 'TTH2');
  await payWith(page, 'testbank');
  await page.getByRole('button', { name: 'Tühista' }).click();
  await expect(page).toHaveURL(/\/tellimused\/\d+$/);
  await expect(page.getByTestId('payment-status')).toContainText('Makse ebaõnnestunud');
  await expect(page.getByTestId('message-area')).toContainText('Makse');

  await page.getByTestId('continue-payment').click();
  await page.getByRole('button', { name: 'Maksa' }).click();
  await expect(page).toHaveURL(/\/makse-edukas\/\d+$/);
  await expect(page.getByTestId('payment-success')).toContainText('Kinnitatud');
});

test('pay later on invoice confirms the order at once', async ({ page }) => {
  await login(page, createUserLike(PEETER.email, 'invoice').email);
  await addProductsFromListing(page, '/kulmikud', 1);
  await checkoutUntilPayment(page, 'TTH1', 'Harju');
  await expect(page.getByTestId('payment-term')).toContainText('30');
  await payWith(page, 'invoice');
  await expect(page).toHaveURL(/\/makse-edukas\/\d+$/);
  await expect(page.getByTestId('payment-success')).toContainText('Maksan hiljem');
});

test('step URLs typed directly are refused as SPEC §4 says', async ({ page }) => {
  await login(page, createUserLike(ANNA.email, 'guards').email);
  await addProductsFromListing(page, '/tolmuimejad', 1);
  await page.goto('/ostukorv/kinnita');
  await expect(page).not.toHaveURL(/\/kinnita$/);
  await expect(page.getByTestId('checkout-step-confirm')).toHaveCount(0);
  await page.goto('/ostukorv/makse');
  await expect(page).not.toHaveURL(/\/makse$/);
  await page.goto('/ostukorv/transport');
  await expect(page).toHaveURL(/\/ostukorv\/transport$/);
  await expect(page.getByTestId('checkout-step-transport')).toBeVisible();
});

test.describe('on a 375 px screen', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the whole purchase works', async ({ page }) => {
    await login(page, createUserLike(ANNA.email, 'mobile-buyer').email);
    await addProductsFromListing(page, '/mikrolaineahjud', 1);
    await checkoutUntilPayment(page, 'TTH2');
    await payWith(page, 'testbank');
    await page.getByRole('button', { name: 'Maksa' }).click();
    await expect(page).toHaveURL(/\/makse-edukas\/\d+$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
