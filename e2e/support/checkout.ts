import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** Adds the first `count` products of a listing to the cart through the product cards. */
export async function addProductsFromListing(page: Page, listing: string, count: number): Promise<void> {
  await page.goto(listing);
  for (let i = 0; i < count; i++) {
    await page.getByTestId('product-card').nth(i).getByTestId('add-to-cart').click();
    const modal = page.getByTestId('cart-modal');
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Toode on lisatud ostukorvi!');
    await expect(page.getByTestId('cart-modal-items')).toContainText(String(i + 1));
    await modal.getByRole('button', { name: 'Lisa veel tooteid' }).click();
    await expect(modal).toBeHidden();
  }
}

/** The installation site a TTH3 transport delivers to in the browser tests. */
export const DELIVERY = {
  recipient_name: 'Mari Maasikas',
  recipient_phone: '+372 5555 1234',
  address: 'Õuna 5-2',
  city: 'Elva',
  postal_code: '61505',
};

/** From the cart, fills the contacts and opens the transport step. */
export async function checkoutUntilTransport(page: Page) {
  await page.goto('/ostukorv');
  await page.getByTestId('cart-checkout').click();
  await expect(page.getByTestId('checkout-step-contacts')).toBeVisible();
  await page.getByLabel('Telefon').fill('+372 5123 4567');
  await page.getByLabel('Tarneaadress').fill('Riia 15');
  await page.getByLabel('Linn või vald').fill('Tartu');
  await page.getByLabel('Postiindeks').fill('51010');
  // The form renders once the county choices are in, so the option is there.
  await page.getByLabel('Maakond').selectOption({ label: 'Tartu maakond' });
  await page.getByTestId('checkout-next').click();

  await expect(page.getByTestId('checkout-step-transport')).toBeVisible();
}

/** Fills the transport step's delivery address (TTH3). */
export async function fillDelivery(page: Page, values: Partial<typeof DELIVERY> = {}) {
  for (const [name, value] of Object.entries({ ...DELIVERY, ...values })) {
    await page.getByTestId(`delivery-${name}`).fill(value);
  }
}

/**
 * From the cart, fills contacts, picks a transport (+ county; TTH3 with the delivery address) and
 * moves on to payment.
 */
export async function checkoutUntilPayment(page: Page, transport: 'TTH1' | 'TTH2' | 'TTH3', county?: string) {
  await checkoutUntilTransport(page);
  await page.getByTestId(`transport-option-${transport}`).check();
  if (county) {
    await page.getByTestId('county-select').selectOption(county);
  }
  if (transport === 'TTH3') await fillDelivery(page);
  await page.getByTestId('checkout-next').click();

  // The transport step always leads to the services step, offered services or none.
  await expect(page.getByTestId('checkout-step-services')).toBeVisible();
  await page.getByTestId('checkout-next').click();
  await expect(page.getByTestId('checkout-step-payment')).toBeVisible();
}

/** Chooses a payment method and confirms the order on the last step. */
export async function payWith(page: Page, method: string) {
  await page.getByTestId(`payment-option-${method}`).check();
  await page.getByTestId('checkout-next').click();
  await expect(page.getByTestId('checkout-step-confirm')).toBeVisible();
  await page.getByTestId('accept-terms').check();
  await page.getByTestId('confirm-order').click();
}
