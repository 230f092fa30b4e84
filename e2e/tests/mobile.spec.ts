import type { Page } from '@playwright/test';
import { test, expect, login } from '../support/fixtures.js';
import { ANNA } from '../support/env.js';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

/** A real touch gesture through the DevTools protocol: a left swipe across the sidebar. */
async function swipeLeft(page: Page): Promise<void> {
  const sidebar = page.getByTestId('mobile-sidebar');
  // Swipe the settled sidebar: slid in, and its menu loaded (touch events keep going to the
  // element the touch began on, so a placeholder replaced mid-gesture would take them along).
  await expect(sidebar.getByRole('link').first()).toBeVisible();
  await sidebar.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const box = await sidebar.boundingBox();
  if (!box) throw new Error('sidebar has no box');
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + 220, y }] });
  for (const x of [190, 150, 110, 70]) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('the mobile sidebar opens with the toggle and closes by swipe, overlay and link', async ({ page }) => {
  await login(page, ANNA.email);
  await expect(page.getByTestId('footer')).toBeHidden();
  await expect(page.locator('header a[href^="tel:"]').first()).toBeVisible();

  const toggle = page.getByTestId('mobile-menu-toggle');
  const sidebar = page.getByTestId('mobile-sidebar');

  await toggle.click();
  await expect(sidebar).toBeVisible();
  await swipeLeft(page);
  await expect(sidebar).toBeHidden();

  await toggle.click();
  await expect(sidebar).toBeVisible();
  await page.getByTestId('mobile-overlay').click({ position: { x: 360, y: 400 } });
  await expect(sidebar).toBeHidden();

  await toggle.click();
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole('link').first().click();
  await expect(sidebar).toBeHidden();
});
