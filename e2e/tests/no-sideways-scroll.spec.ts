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

/**
 * No box inside the page's main area scrolls sideways either (a wide table in an overflow box
 * keeps the page narrow but still makes the buyer scroll, issue 22 item 14).
 */
async function expectNoBoxScrollsSideways(page: Page, screen: string): Promise<void> {
  const wide = await page.locator('main').evaluate((main) =>
    [main, ...Array.from(main.querySelectorAll('*'))]
      .filter((element) => {
        const overflow = getComputedStyle(element).overflowX;
        return (
          (overflow === 'auto' || overflow === 'scroll') && element.scrollWidth > element.clientWidth + 1
        );
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} ${element.scrollWidth}px`),
  );
  expect.soft(wide, `${screen}: boxes scrolling sideways`).toEqual([]);
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
    await expectNoBoxScrollsSideways(page, 'invoices list');
    const invoice = page.locator('a[href^="/arved/"]').first();
    if (await invoice.count()) {
      await invoice.click();
      await expect(page).toHaveURL(/\/arved\/\d+/);
      await expectNoSidewaysScroll(page, 'invoice');
      await expectNoBoxScrollsSideways(page, 'invoice');
    }

    // The offers list with the company's demo offers: a card per offer on a phone (issue 22 item 14).
    await page.goto('/pakkumised/open');
    await expect(page.getByTestId('offer-row').first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'offers list');
    await expectNoBoxScrollsSideways(page, 'offers list');
    await expectInsideWindow(
      page,
      'offer list actions',
      page.getByTestId('offer-row').first().locator('td').last(),
    );
    await page.getByTestId('offer-row').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/pakkumised\/\d+$/);
    await expectNoSidewaysScroll(page, 'offer editor');
    await expectNoBoxScrollsSideways(page, 'offer editor');

    // The end customer's page of a sent offer: the demo company's sent offers carry their link.
    await page.goto('/pakkumised/sent');
    await page.getByTestId('offer-row').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/pakkumised\/\d+$/);
    const customerUrl = page.getByTestId('customer-url');
    await expect(customerUrl).toHaveAttribute('href', /^http/);
    await page.goto((await customerUrl.getAttribute('href')) ?? '');
    await expect(page.getByTestId('public-offer-row').first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'public offer');
    await expectNoBoxScrollsSideways(page, 'public offer');

    // The quick order's preview with lines in it.
    await page.goto('/kiirtellimus');
    const codes = await page.evaluate(async () => {
      const reply = await fetch('/api/search/category?category=pesumasinad&per_page=28', {
        headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      });
      return ((await reply.json()) as { data: { code: string }[] }).data.slice(0, 3).map((p) => p.code);
    });
    await page
      .getByTestId('quick-order-text')
      .fill([...codes.map((code) => `${code} 2`), 'EIOLEMAS123'].join('\n'));
    await page.getByTestId('quick-order-preview').click();
    await expect(page.getByTestId('quick-order-line')).toHaveCount(codes.length + 1);
    await expectNoSidewaysScroll(page, 'quick order preview');
    await expectNoBoxScrollsSideways(page, 'quick order preview');
    await expectInsideWindow(
      page,
      'quick order line total',
      page.getByTestId('quick-order-line-total').first(),
    );
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
