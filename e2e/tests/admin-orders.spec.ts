import { test, expect, login } from '../support/fixtures.js';
import { DEMO_STAFF, signInStaff } from '../support/admin.js';
import { ANNA } from '../support/env.js';

test('staff confirms a waiting order and the buyer sees Kinnitatud', async ({ page, browser }) => {
  // The demo sales member may have used this 30-second step's code in another spec: the sign-in
  // then waits for the next step.
  test.setTimeout(90_000);
  await signInStaff(page, DEMO_STAFF.sales, '/haldus/tellimused');
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
