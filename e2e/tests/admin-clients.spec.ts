import { test, expect } from '../support/fixtures.js';
import { DEMO_STAFF, signInStaff } from '../support/admin.js';
import { addProductsFromListing, checkoutUntilPayment, payWith } from '../support/checkout.js';
import { latestLinkTo, mailCount } from '../support/outbox.js';

/**
 * Issue 14: an admin creates a client company and invites its first buyer; the invitee sets a
 * password through the e-mailed link in a browser of their own and places an order.
 */
test('an admin creates a client and invites a buyer, who sets a password and orders', async ({
  page,
  browser,
}) => {
  // A sign-in that may wait for the next TOTP step, a client, an invitation and a whole checkout.
  test.setTimeout(180_000);
  const stamp = String(Date.now()).slice(-8);
  const company = `Uus Köök ${stamp} OÜ`;
  const invitee = `kutse-${stamp}@uuskook.test`;

  await signInStaff(page, DEMO_STAFF.admin, '/haldus/kliendid');
  await page.getByRole('link', { name: 'Lisa klient' }).click();
  await page.getByLabel('Nimi').fill(company);
  await page.getByLabel('Registrikood').fill(stamp);
  await page.getByLabel('E-post arvetele').fill(`arved-${stamp}@uuskook.test`);
  await page.getByLabel('Maksetähtaeg (päevi või E)').fill('14');
  await page.getByLabel('Aadress').fill('Pärnu mnt 10');
  await page.getByLabel('Linn').fill('Tallinn');
  await page.getByRole('button', { name: 'Lisa klient' }).click();
  await expect(page).toHaveURL(/\/haldus\/kliendid\/\d+$/);

  const before = await mailCount(invitee);
  const inviteForm = page.locator('form', { has: page.getByRole('heading', { name: 'Kutsu kasutaja' }) });
  await inviteForm.getByLabel('Nimi').fill('Kärt Õunapuu');
  await inviteForm.getByLabel('E-post').fill(invitee);
  await inviteForm.getByRole('button', { name: 'Saada kutse' }).click();
  await expect(page.getByText(invitee).first()).toBeVisible();
  const link = new URL(await latestLinkTo(invitee, '/kutse/', before));
  expect(link.pathname).toMatch(/^\/kutse\/[\w-]+$/);

  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await buyer.goto(link.pathname);
  await buyer.getByLabel('Salasõna', { exact: true }).fill('KärtiParool1!');
  await buyer.getByLabel('Salasõna uuesti').fill('KärtiParool1!');
  await buyer.getByRole('button', { name: 'Määra salasõna ja logi sisse' }).click();
  await expect(buyer.getByTestId('user-menu')).toContainText('Kärt Õunapuu');

  await addProductsFromListing(buyer, '/kuivatid', 1);
  await checkoutUntilPayment(buyer, 'TTH2');
  await payWith(buyer, 'invoice');
  await expect(buyer).toHaveURL(/\/makse-edukas\/\d+$/);
  await expect(buyer.getByTestId('payment-success')).toContainText('Maksan hiljem');
  await buyerContext.close();
});
