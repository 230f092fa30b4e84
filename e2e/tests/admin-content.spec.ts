import { test, expect, login } from '../support/fixtures.js';
import { DEMO_PASSWORD } from '../support/env.js';
import { totpCode } from '../support/totp.js';

/** Issue 14: a content editor publishes a news item that the buyer's home shows. */
test('a content editor publishes a news item and the buyer’s home shows it', async ({ page, browser }) => {
  await page.goto('/haldus/login');
  await page.getByLabel('E-post').fill('sisu@kodumasinad.test');
  await page.getByLabel('Salasõna').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Jätka' }).click();
  await page.getByLabel('Kood').fill(totpCode('KODUMASINADSISUDEMOSECRET2345672'));
  await page.getByRole('button', { name: 'Kinnita' }).click();
  await expect(page).toHaveURL(/\/haldus$/);

  await page.goto('/haldus/sisu/uudised/uus');
  await page.getByLabel('Pealkiri').fill('Uued Boschi pliidid on laos');
  const editor = page.getByTestId('rich-text-editor');
  await editor.click();
  await page.keyboard.type('Induktsioonpliidid jõudsid lattu.');
  await page.getByLabel('Avaldatud (näha ostjatele)').check();
  await page.getByRole('button', { name: 'Salvesta' }).click();
  await expect(page).toHaveURL(/\/haldus\/sisu\/uudised\/\d+$/);

  const buyer = await browser.newPage();
  await login(buyer, 'peeter@ehitus.test');
  await expect(buyer.getByText('Uued Boschi pliidid on laos')).toBeVisible();
  await buyer.close();
});
