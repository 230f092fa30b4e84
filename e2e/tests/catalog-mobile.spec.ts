import { test, expect, login } from '../support/fixtures.js';
import { ANNA } from '../support/env.js';
import { createUserLike } from '../support/users.js';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

test('on a 375 px screen: browse, filter, open a product, search and compare', async ({ page }) => {
  await login(page, createUserLike(ANNA.email, 'mobile').email);
  await page.getByTestId('mobile-menu-toggle').click();
  await page.getByTestId('mobile-sidebar').getByRole('link', { name: 'Külmutus' }).first().click();
  await expect(page).toHaveURL(/\/kulmutus/);
  // The home page has product cards too: wait for the category page itself.
  await expect(page.getByRole('heading', { level: 1, name: 'Külmutus' })).toBeVisible();
  const card = page.getByTestId('product-card').first();
  await expect(card).toBeVisible();
  const box = await card.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await card.getByTestId('compare-toggle').click();
  await card.getByRole('link').first().click();
  await expect(page.getByTestId('product-title')).toBeVisible();
  await expect(page.getByTestId('installment')).toBeVisible();

  await page
    .getByRole('button', { name: /otsing/i })
    .first()
    .click();
  await page.getByTestId('search-input').pressSequentially('bosch');
  await expect(page.getByTestId('search-result').first()).toBeVisible();

  await page.goto('/vordlus');
  await expect(page.getByTestId('compare-table')).toBeVisible();
});
