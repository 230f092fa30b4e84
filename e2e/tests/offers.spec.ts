import { test, expect, login } from '../support/fixtures.js';
import { ANNA } from '../support/env.js';

test('Anna makes an offer, sends it, the customer accepts it, and Anna orders it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await login(page, ANNA.email);
  await page.getByTestId('user-menu').click();
  await page.getByRole('link', { name: 'Hinnapakkumised' }).first().click();
  await expect(page).toHaveURL(/\/pakkumised\/open$/);
  await page.getByRole('button', { name: 'Uus pakkumine' }).click();
  await expect(page).toHaveURL(/\/pakkumised\/\d+$/);

  await page.getByLabel('Lisa toode kataloogist').fill('pesumasin');
  await page.getByRole('list', { name: 'Leitud tooted' }).getByRole('button').first().click();
  await expect(page.getByTestId('offer-editor-row')).toHaveCount(1);
  await page.getByRole('button', { name: 'Lisa oma toode' }).click();
  const own = page.getByTestId('offer-editor-row').nth(1);
  await own.getByLabel('Nimetus').fill('Paigaldus');
  await own.getByLabel('Ühiku hind €').fill('49,90');
  await page.getByLabel('Juurdehindlus %').fill('10');
  await page.getByLabel('Kliendi nimi').fill('Kati Kask');
  await expect(page.getByTestId('offer-gross')).not.toHaveText('0,00 €');
  await page.getByRole('button', { name: 'Salvesta' }).click();
  await expect(page.getByText('Pakkumine on salvestatud.')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Laadi PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^P-\d{4}-\d{4}\.pdf$/);

  await page.getByRole('button', { name: 'Saada e-postiga' }).click();
  await page.getByLabel('Saaja e-post').fill('kati@example.test');
  await page.getByRole('button', { name: 'Saada', exact: true }).click();
  await expect(page.getByTestId('offer-status')).toHaveText('Saadetud');
  const link = await page.getByTestId('customer-url').getAttribute('href');
  expect(link).toMatch(/\/pakkumine\/[\w-]{22,}$/);
  const offerUrl = page.url();
  const number = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace(
    'Hinnapakkumine ',
    '',
  );

  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  await customerPage.goto(new URL(link ?? '').pathname);
  await expect(customerPage.getByRole('heading', { name: 'Hinnapakkumine' })).toBeVisible();
  await expect(customerPage.getByText('Paigaldus')).toBeVisible();
  await customerPage.getByLabel('Teie nimi').fill('Kati Kask');
  await customerPage.getByRole('button', { name: 'Kinnitan pakkumise' }).click();
  await expect(customerPage.getByText(/Pakkumise kinnitas Kati Kask/)).toBeVisible();
  await customer.close();

  await page.goto('/pakkumised/accepted');
  // Its own row: other tests may accept offers of the same company meanwhile.
  await page.getByTestId('offer-row').filter({ hasText: number }).getByRole('link').first().click();
  await expect(page).toHaveURL(offerUrl);
  await expect(page.getByTestId('offer-status')).toHaveText('Kinnitatud');
  await page.getByRole('button', { name: 'Telli' }).click();
  await expect(page).toHaveURL(/\/ostukorv$/);
  await expect(page.getByRole('link', { name: /^Ostukorv [1-9]/ })).toBeVisible();
});

test('leaving the editor with unsaved changes asks in a dialog: stay keeps them, leave goes', async ({
  page,
}) => {
  await login(page, ANNA.email);
  await page.goto('/pakkumised/open');
  await page.getByRole('button', { name: 'Uus pakkumine' }).click();
  await expect(page).toHaveURL(/\/pakkumised\/\d+$/);
  const editor = page.url();
  await page.getByLabel('Kliendi nimi').fill('Salvestamata Klient');

  const cart = page.getByRole('link', { name: /^Ostukorv/ }).first();
  const ask = page.getByRole('alertdialog', { name: 'Kas lahkuda ilma salvestamata?' });
  await cart.click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Jää pakkumise juurde' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(editor);
  await expect(page.getByLabel('Kliendi nimi')).toHaveValue('Salvestamata Klient');

  await cart.click();
  await ask.getByRole('button', { name: 'Lahku salvestamata' }).click();
  await expect(page).toHaveURL(/\/ostukorv$/);
});

test('settings are saved and a logo is uploaded', async ({ page }) => {
  await login(page, ANNA.email);
  await page.goto('/seaded');
  await page.getByLabel('Kehtivus päevades').fill('21');
  // A 1×1 PNG: the server checks it by content, then resizes and re-encodes it.
  const logo = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.getByLabel('Logo fail').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await page.getByRole('button', { name: 'Salvesta' }).click();
  await expect(page.getByText('Seaded on salvestatud.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Praegune logo' })).toBeVisible();
  await expect(page.getByLabel('Kehtivus päevades')).toHaveValue('21');
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the offer list and an offer open on a phone', async ({ page }) => {
    await login(page, ANNA.email);
    await page.goto('/pakkumised/sent');
    await expect(page.getByRole('link', { name: /Saadetud \(\d+\)/ })).toBeVisible();
    await page.getByTestId('offer-row').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: /Hinnapakkumine P-/ })).toBeVisible();
    await expect(page.getByTestId('offer-totals')).toBeVisible();
  });
});
