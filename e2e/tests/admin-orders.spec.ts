import { test, expect, login } from '../support/fixtures.js';
import { ANNA, DEMO_PASSWORD } from '../support/env.js';
import { totpCode } from '../support/totp.js';

/** The demo sales user and their fixed demo TOTP secret (README, demo only). */
const SALES = { email: 'myyk@kodumasinad.test', totpSecret: 'KODUMASINADMYYKDEMOSECRET2345672' };

test('staff confirms a waiting order and the buyer sees Kinnitatud', async ({ page, browser }) => {
  await page.goto('/haldus/tellimused');
  await expect(page).toHaveURL(/\/haldus\/login/);
  await page.getByLabel('E-post').fill(SALES.email);
  await page.getByLabel('Salasõna').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Jätka' }).click();
  await page.getByLabel('Kood').fill(totpCode(SALES.totpSecret));
  await page.getByRole('button', { name: 'Kinnita' }).click();
  await expect(page).toHaveURL(/\/haldus\/tellimused/);

  await page.getByLabel('Staatus').selectOption('open');
  await page.getByRole('button', { name: 'Filtreeri' }).click();
  await expect(page).toHaveURL(/status=open/);
  await page.getByLabel('Otsi numbri või kliendi järgi').fill(ANNA.company);
  await page.getByLabel('Otsi numbri või kliendi järgi').press('Enter');
  await expect
    .poll(async () => [...new Set(await page.getByTestId('admin-order-row-status').allInnerTexts())])
    .toEqual(['Ootel']);
  const link = page.getByTestId('admin-table-row').first().getByRole('link');
  const number = await link.innerText();
  await link.click();
  await expect(page.getByRole('heading', { name: `Tellimus ${number}` })).toBeVisible();
  const id = /\/haldus\/tellimused\/(\d+)$/.exec(page.url())?.[1];
  await expect(page.getByTestId('admin-order-status')).toHaveText('Ootel');
  await page.getByTestId('order-confirm').click();
  await expect(page.getByTestId('admin-order-status')).toHaveText('Kinnitatud');
  await expect(page.getByTestId('admin-order-history')).toContainText('Ootel → Kinnitatud');

  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await login(buyer, ANNA.email);
  await buyer.goto(`/tellimused/${id}`);
  await expect(buyer.getByRole('heading', { name: `Tellimus ${number}` })).toBeVisible();
  await expect(buyer.getByTestId('order-status')).toHaveText('Kinnitatud');
  await buyerContext.close();
});
