import { test, expect, login } from '../support/fixtures.js';
import { ANNA } from '../support/env.js';

test('a customer who opened an offer before it changed is told and accepts only the new one (issue 22 item 3)', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await login(page, ANNA.email);
  await page.goto('/pakkumised/open');
  await page.getByRole('button', { name: 'Uus pakkumine' }).click();
  await expect(page).toHaveURL(/\/pakkumised\/\d+$/);
  await page.getByRole('button', { name: 'Lisa oma toode' }).click();
  const own = page.getByTestId('offer-editor-row').first();
  await own.getByLabel('Nimetus').fill('Paigaldus');
  await own.getByLabel('Ühiku hind €').fill('100');
  await page.getByLabel('Kliendi nimi').fill('Kati Kask');
  await page.getByRole('button', { name: 'Salvesta' }).click();
  await expect(page.getByText('Pakkumine on salvestatud.')).toBeVisible();
  const firstGross = (await page.getByTestId('offer-gross').textContent()) ?? '';
  await page.getByRole('button', { name: 'Saada e-postiga' }).click();
  await page.getByLabel('Saaja e-post').fill('kati@example.test');
  await page.getByRole('button', { name: 'Saada', exact: true }).click();
  await expect(page.getByTestId('offer-status')).toHaveText('Saadetud');
  const link = (await page.getByTestId('customer-url').getAttribute('href')) ?? '';

  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  await customerPage.goto(new URL(link).pathname);
  await expect(customerPage.getByText(firstGross, { exact: true })).toBeVisible();

  // The reseller raises the price while the customer's page is open.
  await page.getByTestId('offer-editor-row').first().getByLabel('Ühiku hind €').fill('200');
  // The first save's toast may still show: wait for this save's own reply instead.
  const saved = page.waitForResponse(
    (response) => /\/api\/offer\/\d+$/.test(response.url()) && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Salvesta' }).click();
  expect((await saved).status()).toBe(200);
  const newGross = (await page.getByTestId('offer-gross').textContent()) ?? '';
  expect(newGross).not.toBe(firstGross);

  await customerPage.getByLabel('Teie nimi').fill('Kati Kask');
  await customerPage.getByRole('button', { name: 'Kinnitan pakkumise' }).click();
  await expect(customerPage.getByTestId('offer-changed')).toHaveText(/Pakkumist on vahepeal muudetud/);
  await expect(customerPage.getByText(newGross, { exact: true })).toBeVisible();
  await expect(customerPage.getByText(/Pakkumise kinnitas/)).toHaveCount(0);
  await customerPage.getByRole('button', { name: 'Kinnitan pakkumise' }).click();
  await expect(customerPage.getByText(/Pakkumise kinnitas Kati Kask/)).toBeVisible();
  await customer.close();

  await page.reload();
  await expect(page.getByTestId('offer-status')).toHaveText('Kinnitatud');
  await expect(page.getByTestId('offer-accepted')).toContainText('kinnitas Kati Kask');
  await expect(page.getByTestId('offer-accepted')).toContainText('(versioon 3)');
});

test('"Uus pakkumine" opens the editor without a false error (issue 22 item 7)', async ({ page }) => {
  await login(page, ANNA.email);
  for (let run = 0; run < 3; run++) {
    await page.goto('/pakkumised/open');
    await expect(page.getByTestId('offer-row').first()).toBeVisible();
    await page.getByRole('button', { name: 'Uus pakkumine' }).click();
    await expect(page).toHaveURL(/\/pakkumised\/\d+$/, { timeout: 15_000 });
    await expect(page.getByLabel('Kliendi nimi')).toBeVisible();
    // The list's refetch, cancelled by the page change, has settled by now.
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Serveri vastus oli ootamatu')).toHaveCount(0);
  }
});

test('the search forms of the offer list have names of their own (issue 22 item 27)', async ({ page }) => {
  await login(page, ANNA.email);
  await page.goto('/pakkumised/open');
  await expect(page.getByRole('search', { name: 'Pakkumiste otsing' })).toBeVisible();
  const names = await page
    .getByRole('search')
    .evaluateAll((forms) => forms.map((form) => form.getAttribute('aria-label') ?? ''));
  expect(names.every((name) => name !== '')).toBe(true);
  expect(new Set(names).size).toBe(names.length);
});
