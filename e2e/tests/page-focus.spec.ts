import type { Page } from '@playwright/test';
import { DEMO_STAFF, signInStaff } from '../support/admin.js';
import { ANNA } from '../support/env.js';
import { expect, login, test } from '../support/fixtures.js';
import { createUserLike } from '../support/users.js';

/**
 * A page change moves focus to the new page's heading and announces its title through a live
 * region, in the shop and the back-office; the first load leaves focus alone (issue 22, item 27).
 */

/** The focused element's tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => ({
    tag: document.activeElement?.tagName ?? '',
    text: document.activeElement?.textContent?.trim() ?? '',
  }));

const announcer = (page: Page) => page.getByTestId('route-announcer');

test('shop: after following a link the new page heading has focus and its title was announced', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const user = createUserLike(ANNA.email, 'page-focus');
  await login(page, user.email);
  await page.goto('/pesumasinad');
  await expect(page.getByRole('heading', { level: 1, name: 'Pesumasinad' })).toBeVisible();
  // The first load is no page change: focus stays where the browser puts it.
  expect((await focused(page)).tag).toBe('BODY');
  await expect(announcer(page)).toHaveText('');

  const link = page.getByTestId('product-card').first().getByRole('heading').getByRole('link');
  const productTitle = (await link.textContent())?.trim() ?? '';
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('product-title')).toBeVisible();
  await expect.poll(() => focused(page)).toEqual({ tag: 'H1', text: productTitle });
  const title = await page.title();
  expect(title).toContain(productTitle);
  await expect(announcer(page)).toHaveText(title);

  // The header's cart link: the cart page's heading next.
  await page.getByTestId('cart-link').click();
  await expect.poll(() => focused(page)).toEqual({ tag: 'H1', text: 'Ostukorv' });
  await expect(announcer(page)).toHaveText(await page.title());
});

test('back-office: after a menu link the new page heading has focus and its title was announced', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInStaff(page, DEMO_STAFF.admin);
  await page.getByRole('navigation').getByRole('link', { name: 'Tellimused' }).click();
  await expect.poll(() => focused(page)).toEqual({ tag: 'H1', text: 'Tellimused' });
  await expect(page).toHaveTitle(/^Tellimused/);
  await expect(announcer(page)).toHaveText(await page.title());

  await page.getByRole('navigation').getByRole('link', { name: 'Kliendid' }).click();
  await expect.poll(() => focused(page)).toEqual({ tag: 'H1', text: 'Kliendid' });
  await expect(announcer(page)).toHaveText(await page.title());
});

test('cart modal at 375 px on a short screen: nothing in it is covered or cut off, the toast included', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 420 });
  const user = createUserLike(ANNA.email, 'page-focus-modal');
  await login(page, user.email);
  await page.goto('/pesumasinad');
  await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
  const modal = page.getByTestId('cart-modal');
  await expect(modal).toBeVisible();
  await expect(page.getByTestId('toast-area').getByRole('status')).toBeVisible();
  await expect(modal).toHaveCSS('opacity', '1');
  // Every text, picture and button of the dialog is the topmost element where it is drawn,
  // once scrolled into view inside the dialog.
  const parts = modal.locator('h2, p, img, dt, dd, button');
  const count = await parts.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i++) {
    const part = parts.nth(i);
    await part.scrollIntoViewIfNeeded();
    const covered = await part.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const points: [number, number][] = [
        [box.left + 2, box.top + 2],
        [box.right - 2, box.top + 2],
        [box.left + 2, box.bottom - 2],
        [box.right - 2, box.bottom - 2],
        [box.left + box.width / 2, box.top + box.height / 2],
      ];
      return points.some(([x, y]) => {
        const top = document.elementFromPoint(x, y);
        return top === null || !(el === top || el.contains(top));
      });
    });
    expect(covered, `${await part.evaluate((el) => el.outerHTML.slice(0, 80))} is covered`).toBe(false);
  }
});
