import type { Locator, Page } from '@playwright/test';
import { test, expect, login } from '../support/fixtures.js';
import { ANNA } from '../support/env.js';
import { createUserLike } from '../support/users.js';
import { DEMO_STAFF, signInStaff } from '../support/admin.js';
import { ensureFeedback, walkAdminScreens } from '../support/admin-screens.js';

/** Issue 10 defect #2: no screen may scroll sideways at phone, small tablet and tablet widths. */

async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect
    .soft(scrollWidth, `${screen}: scrollWidth ${scrollWidth} > clientWidth ${clientWidth}`)
    .toBeLessThanOrEqual(clientWidth);
}

/** The element is shown whole inside the window's width (not in a box that scrolls sideways). */
async function expectInsideWindow(page: Page, what: string, locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect.soft(box && box.x >= 0 && box.x + box.width <= width, `${what} lies inside the window`).toBe(true);
}

for (const width of [375, 800, 1024]) {
  test(`no screen scrolls sideways at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    const user = createUserLike(ANNA.email, `scroll${width}`);
    await login(page, user.email);

    await expectNoSidewaysScroll(page, 'home');

    await page.goto('/pesumasinad');
    await expectNoSidewaysScroll(page, 'category listing');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const brand = page.getByTestId('filter-group-tootja').getByRole('checkbox').first();
    if (await brand.isVisible()) {
      await brand.check();
      await expect(page).toHaveURL(/\/pesumasinad\/tootja:[a-z]+/);
    } else {
      await page.goto('/pesumasinad?sort=price-desc');
    }
    await expectNoSidewaysScroll(page, 'filtered listing');

    await page.goto('/pesumasinad');
    const card = page.getByTestId('product-card').first();
    await card.getByTestId('compare-toggle').click();
    await page.getByTestId('product-card').nth(1).getByTestId('compare-toggle').click();
    await card.getByRole('link').first().click();
    await expectNoSidewaysScroll(page, 'product page');

    await page.goto('/otsing/pesumasin');
    await expectNoSidewaysScroll(page, 'search results');
    await page.goto('/vordlus');
    await expect(page.getByTestId('compare-table')).toBeVisible();
    await expectNoSidewaysScroll(page, 'compare');
    // Adding to the cart fails in the production build today (readQuantity uses `.shape` of the
    // stub zod), so the cart is checked empty and the checkout steps are not reached here.
    await page.goto('/ostukorv');
    await expectNoSidewaysScroll(page, 'cart');

    await page.goto('/tellimused');
    await expect(page.getByTestId('order-row').first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'order list');
    await expectInsideWindow(
      page,
      'order list total',
      page.getByTestId('order-row').first().locator('td').last(),
    );
    await page.getByTestId('order-row').first().getByRole('link').first().click();
    await expect(page.getByTestId('order-totals')).toBeVisible();
    await expectNoSidewaysScroll(page, 'order detail');
    await expectInsideWindow(
      page,
      'order row sum',
      page.getByTestId('order-item').first().locator('td').last(),
    );
    await expectInsideWindow(page, 'order totals', page.getByTestId('order-totals'));

    await page.goto('/arved');
    await expectNoSidewaysScroll(page, 'invoices list');
    const invoice = page.locator('a[href^="/arved/"]').first();
    if (await invoice.count()) {
      await invoice.click();
      await expect(page).toHaveURL(/\/arved\/\d+/);
      await expectNoSidewaysScroll(page, 'invoice');
    }

    await page.goto('/pakkumised');
    await expectNoSidewaysScroll(page, 'offers list');
    await page.goto('/seaded');
    await expectNoSidewaysScroll(page, 'settings');
    await page.goto('/garantii');
    await expectNoSidewaysScroll(page, 'static page');
    await page.goto('/see/lehte/ei-ole');
    await expectNoSidewaysScroll(page, '404');

    if (width >= 800) {
      await page.goto('/garantii');
      const menu = page.getByTestId('secondary-menu');
      await expect(menu).toBeVisible();
      const buttons = menu.getByRole('button');
      const count = await buttons.count();
      for (let i = 0; i < count; i++) {
        const button = buttons.nth(i);
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expectNoSidewaysScroll(page, `menu popup "${(await button.innerText()).trim()}"`);
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
      }
      const search = await page.getByTestId('search-input').boundingBox();
      expect(search?.width ?? 0, 'header search box width').toBeGreaterThanOrEqual(160);
    }
  });
}

test('no back-office screen scrolls sideways at 375 px', async ({ page }) => {
  // Tables may scroll inside their own box; the page itself must not.
  test.setTimeout(480_000);
  ensureFeedback();
  await page.setViewportSize({ width: 375, height: 800 });
  await signInStaff(page, DEMO_STAFF.admin);
  await walkAdminScreens(page, async (name) => {
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect
      .soft(scrollWidth, `${name}: scrollWidth ${scrollWidth} > clientWidth ${clientWidth}`)
      .toBeLessThanOrEqual(clientWidth);
  });
});
