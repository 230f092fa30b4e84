import { test, expect, login } from '../support/fixtures.js';
import { ANNA } from '../support/env.js';
import { createUserLike } from '../support/users.js';
import { scan, type Found } from '../support/axe.js';
import { addProductsFromListing, checkoutUntilTransport, fillDelivery } from '../support/checkout.js';

test('a transport to the installation site asks for the delivery address and the order shows it', async ({
  page,
}) => {
  // A whole purchase with the address typed in: more than the default 30 s on a loaded machine.
  test.slow();
  await login(page, createUserLike(ANNA.email, 'delivery').email);
  await addProductsFromListing(page, '/pesumasinad', 1);
  await checkoutUntilTransport(page);

  await expect(page.getByTestId('delivery-fieldset')).toHaveCount(0);
  await page.getByTestId('transport-option-TTH3').check();
  await page.getByTestId('county-select').selectOption('Tartu');
  const delivery = page.getByTestId('delivery-fieldset');
  await expect(delivery).toBeVisible();
  await page.getByTestId('checkout-next').click();
  await expect(delivery).toContainText('Vastuvõtja nimi on nõutud väli.');
  await expect(delivery).toContainText('Postiindeks on nõutud väli.');
  await expect(page.getByTestId('checkout-step-transport')).toBeVisible();
  // The address fields with their errors hold to the same accessibility check as every screen.
  const found: Found[] = [];
  await scan(page, '/ostukorv/transport (TTH3)', found);
  expect(found).toEqual([]);

  await fillDelivery(page, { postal_code: '615' });
  await page.getByTestId('checkout-next').click();
  await expect(delivery).toContainText('Postiindeks ei ole numbrid.');
  await fillDelivery(page);
  await page.getByTestId('checkout-next').click();
  await expect(page.getByTestId('checkout-step-services')).toBeVisible();
  await page.getByTestId('checkout-next').click();
  await expect(page.getByTestId('checkout-step-payment')).toBeVisible();
  await page.getByTestId('payment-option-invoice').check();
  await page.getByTestId('checkout-next').click();
  await expect(page.getByTestId('confirm-transport')).toContainText('Õuna 5-2, 61505 Elva, Tartu maakond');
  await page.getByTestId('accept-terms').check();
  await page.getByTestId('confirm-order').click();
  await expect(page).toHaveURL(/\/makse-edukas\/\d+$/);
  const orderId = page.url().match(/(\d+)$/)![1];

  await page.goto(`/tellimused/${orderId}`);
  const shown = page.getByTestId('delivery-address-text');
  await expect(shown).toContainText('Õuna 5-2, 61505 Elva, Tartu maakond');
  await expect(shown).toContainText('Vastuvõtja: Mari Maasikas, +372 5555 1234');

  await page.getByRole('link', { name: 'Vaata arvet' }).click();
  await expect(page).toHaveURL(/\/arved\/\d+$/);
  await expect(page.getByTestId('invoice-buyer')).toContainText('Õuna 5-2, 61505 Elva, Tartu maakond');
});
