import { test, expect, login } from '../support/fixtures.js';
import { ANNA } from '../support/env.js';

/**
 * Issue 22 item 16: the sales terms, the footer and the invoice name the same seller — the
 * SELLER_* configuration (the demo's registry code 11223344 and VAT number EE101122334).
 */
test('the sales terms, the footer and an invoice carry one seller identity', async ({ page }) => {
  await login(page, ANNA.email);
  await page.goto('/muugitingimused');
  const terms = page.getByRole('main');
  await expect(terms).toContainText(
    'Kodumasinad AS (registrikood 11223344, KMKR EE101122334, Peterburi tee 46',
  );
  await expect(terms).not.toContainText('10123456');
  await expect(terms).not.toContainText('{{');
  const footer = page.getByTestId('footer');
  await expect(footer).toContainText('Registrikood 11223344, KMKR EE101122334');
  await expect(footer).not.toContainText('{{');

  await page.goto('/arved');
  await page.getByTestId('invoice-row').first().getByRole('link').first().click();
  const seller = page.getByTestId('invoice-seller');
  await expect(seller).toContainText('Registrikood: 11223344');
  await expect(seller).toContainText('KMKR: EE101122334');
});
