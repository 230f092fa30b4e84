import type { Page } from '@playwright/test';
import { test, expect, login } from '../support/fixtures.js';
import { ANNA } from '../support/env.js';
import { createUserLike } from '../support/users.js';
import { scan, type Found } from '../support/axe.js';

/**
 * axe-core over every screen of SPEC §2 at 1366 and 375 px, plus the open widgets (cart modal,
 * search dropdown, menus, sidebar): any violation of any rule fails (issue 10). Animations are
 * off (reduced motion), so contrast is measured on settled screens.
 */

async function visit(page: Page, path: string, found: Found[], ready?: () => Promise<void>): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  if (ready) await ready();
  await scan(page, path, found);
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 375, height: 740 },
]) {
  const mobile = viewport.width < 769;
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: mobile, isMobile: mobile });
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test('anonymous screens have no axe violations', async ({ page }) => {
      test.setTimeout(120_000);
      const found: Found[] = [];
      for (const path of ['/login', '/password/reset', '/kontakt', '/tellimine', '/olematu-leht/x']) {
        await visit(page, path, found);
      }
      expect(found).toEqual([]);
    });

    test('buyer catalogue screens and open widgets have no axe violations', async ({ page }) => {
      test.setTimeout(420_000);
      const user = createUserLike(ANNA.email, `axe-${viewport.width}`);
      await login(page, user.email);
      const found: Found[] = [];
      const cards = page.getByTestId('product-card');

      await visit(page, '/', found);
      await visit(page, '/pesumasinad', found, () => expect(cards.first()).toBeVisible());
      await visit(page, '/pesumasinad/tootja:bosch', found, () => expect(cards.first()).toBeVisible());
      const productHref = await cards.first().getByRole('link').first().getAttribute('href');
      await visit(page, productHref ?? '/', found);
      await visit(page, '/otsing/bosch', found, () => expect(cards.first()).toBeVisible());

      // Open widgets: the cart modal after adding, the search dropdown, the menus.
      await page.goto('/pesumasinad');
      await cards.first().getByTestId('add-to-cart').click();
      await expect(page.getByTestId('cart-modal')).toBeVisible();
      await scan(page, 'cart modal', found);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('cart-modal')).toBeHidden();
      await cards.nth(1).getByTestId('compare-toggle').click();
      await expect(cards.nth(1).getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'true');
      await cards.nth(2).getByTestId('compare-toggle').click();
      await expect(cards.nth(2).getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'true');

      if (mobile) {
        await page.getByTestId('mobile-search-toggle').click();
      }
      await page.getByTestId('search-input').pressSequentially('bosch');
      await expect(page.getByTestId('search-dropdown')).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await scan(page, 'search dropdown', found);
      await page.keyboard.press('Escape');

      if (mobile) {
        await page.getByTestId('mobile-menu-toggle').click();
        await expect(page.getByTestId('mobile-sidebar')).toBeVisible();
        await scan(page, 'mobile sidebar', found);
        await page.keyboard.press('Escape');
      } else {
        const menuButton = page.getByTestId('secondary-menu').getByRole('button').first();
        await menuButton.click();
        await scan(page, 'category menu popup', found);
        await page.keyboard.press('Escape');
        await page.getByTestId('user-menu').click();
        await scan(page, 'user menu', found);
        await page.keyboard.press('Escape');
        await page.getByTestId('help-menu').click();
        await scan(page, 'help menu', found);
        await page.keyboard.press('Escape');
      }

      expect(found).toEqual([]);
    });

    test('buyer cart, checkout and order screens have no axe violations', async ({ page }) => {
      test.setTimeout(420_000);
      const user = createUserLike(ANNA.email, `axe-co-${viewport.width}`);
      await login(page, user.email);
      const found: Found[] = [];
      const cards = page.getByTestId('product-card');
      await page.goto('/pesumasinad');
      for (const index of [0, 1]) {
        await cards.nth(index).getByTestId('add-to-cart').click();
        await page.getByTestId('cart-modal').getByRole('button', { name: 'Lisa veel tooteid' }).click();
        // Setup only (the modal's closing is keyboard.spec's and the unit tests'): after the
        // back-office specs, one full run in two saw the built shop's modal stay open after this
        // click (issue 11, decision 055, open in the session note); Escape closes it then.
        await expect(page.getByTestId('cart-modal'))
          .toBeHidden({ timeout: 2_000 })
          .catch(() => page.keyboard.press('Escape'));
        await expect(page.getByTestId('cart-modal')).toBeHidden();
        await cards
          .nth(index + 1)
          .getByTestId('compare-toggle')
          .click();
      }
      await visit(page, '/vordlus', found);
      await visit(page, '/ostukorv', found, () => expect(page.getByTestId('cart-row').first()).toBeVisible());
      await page.getByTestId('cart-checkout').click();
      await expect(page.getByTestId('checkout-step-contacts')).toBeVisible();
      await scan(page, '/ostukorv/kontakt', found);
      await page.getByLabel('Telefon').fill('+372 5123 4567');
      await page.getByLabel('Tarneaadress').fill('Riia 15');
      await page.getByLabel('Linn või vald').fill('Tartu');
      await page.getByLabel('Postiindeks').fill('51010');
      await page.getByLabel('Maakond').selectOption({ label: 'Tartu maakond' });
      await page.getByTestId('checkout-next').click();
      await expect(page.getByTestId('checkout-step-transport')).toBeVisible();
      await scan(page, '/ostukorv/transport', found);
      await page.getByTestId('transport-option-TTH1').check();
      await page.getByTestId('checkout-next').click();
      const services = page.getByTestId('checkout-step-services');
      await expect(services.or(page.getByTestId('checkout-step-payment'))).toBeVisible();
      if (await services.isVisible()) {
        await scan(page, '/ostukorv/teenused', found);
        await page.getByTestId('checkout-next').click();
      }
      await expect(page.getByTestId('checkout-step-payment')).toBeVisible();
      await scan(page, '/ostukorv/makse', found);
      await page
        .getByTestId('payment-option-invoice')
        .check()
        .catch(async () => {
          await page.locator('[data-testid^="payment-option-"]').first().check();
        });
      await page.getByTestId('checkout-next').click();
      await expect(page.getByTestId('checkout-step-confirm')).toBeVisible();
      await scan(page, '/ostukorv/kinnita', found);
      // The terms error, announced.
      await page.getByTestId('confirm-order').click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await scan(page, '/ostukorv/kinnita with the terms error', found);

      await visit(page, '/tellimused', found);
      const orderHref = await page.locator('main a[href^="/tellimused/"]').first().getAttribute('href');
      await visit(page, orderHref ?? '/tellimused', found);
      await visit(page, '/arved', found);
      await visit(page, '/seaded', found);
      await visit(page, '/kontakt', found);
      await visit(page, '/tellimine', found);
      await visit(page, '/olematu-leht/x', found);
      expect(found).toEqual([]);
    });
  });
}
