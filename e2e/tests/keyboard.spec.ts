import type { Locator, Page } from '@playwright/test';
import { test, expect, login } from '../support/fixtures.js';
import { ANNA } from '../support/env.js';
import { createUserLike } from '../support/users.js';

/**
 * Keyboard-only use of the widgets (issue 10): where focus is after each key, read from
 * document.activeElement.
 */

/** Whether the locator's element is the focused one. */
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Whether focus is inside the locator's element. */
const hasFocusWithin = (locator: Locator) => locator.evaluate((el) => el.contains(document.activeElement));

const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);

test.describe('desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('cart modal: focus inside, trapped, Escape closes and focus returns to the button', async ({
    page,
  }) => {
    const user = createUserLike(ANNA.email, 'kbd-modal');
    await login(page, user.email);
    await page.goto('/pesumasinad');
    const add = page.getByTestId('product-card').first().getByTestId('add-to-cart');
    await add.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByTestId('cart-modal');
    await expect(modal).toBeVisible();
    expect(await hasFocusWithin(modal)).toBe(true);
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await hasFocusWithin(modal)).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await hasFocusWithin(modal)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect.poll(() => isFocused(add)).toBe(true);
  });

  test('cart modal on the product page: Enter in the quantity field adds, Escape returns focus there', async ({
    page,
  }) => {
    const user = createUserLike(ANNA.email, 'kbd-modal-product');
    await login(page, user.email);
    await page.goto('/pesumasinad');
    await page.getByTestId('product-card').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByTestId('product-title')).toBeVisible();
    const quantity = page.getByLabel('Kogus', { exact: true });
    await quantity.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByTestId('cart-modal');
    await expect(modal).toBeVisible();
    expect(await hasFocusWithin(modal)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect.poll(() => isFocused(quantity)).toBe(true);

    const add = page.getByTestId('add-to-cart');
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect.poll(() => isFocused(add)).toBe(true);
  });

  test('offer delete confirmation: an alertdialog, focus trapped, Escape cancels back to the button', async ({
    page,
  }) => {
    await login(page, ANNA.email);
    await page.goto('/pakkumised/open');
    await page.getByRole('button', { name: 'Uus pakkumine' }).click();
    await expect(page).toHaveURL(/\/pakkumised\/\d+$/);
    const heading = page.getByRole('heading', { level: 1, name: /^Hinnapakkumine / });
    await expect(heading).toBeVisible();
    const number = (await heading.innerText()).replace('Hinnapakkumine ', '');
    const remove = page.getByRole('button', { name: 'Kustuta', exact: true });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: `Kas kustutada pakkumine ${number}?` });
    await expect(dialog).toBeVisible();
    await expect.poll(() => isFocused(dialog.getByRole('button', { name: 'Loobu' }))).toBe(true);
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(await hasFocusWithin(dialog)).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await hasFocusWithin(dialog)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => isFocused(remove)).toBe(true);
    await expect(page).toHaveURL(/\/pakkumised\/\d+$/);

    // Confirmed from the keyboard: the offer is gone.
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(dialog.getByRole('button', { name: 'Loobu' }))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused(dialog.getByRole('button', { name: 'Kustuta' }))).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pakkumised\/open$/);
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByText(number, { exact: true })).toHaveCount(0);
  });

  test('search combobox: arrows, aria-activedescendant, Escape, Tab-out and the live region', async ({
    page,
  }) => {
    await login(page, ANNA.email);
    const input = page.getByRole('combobox', { name: 'Otsi tooteid' });
    await input.focus();
    await input.pressSequentially('bosch');
    const dropdown = page.getByTestId('search-dropdown');
    await expect(dropdown).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('search').getByRole('status')).toHaveText(/^Leitud tooteid: \d+\./);
    const options = page.getByRole('listbox').getByRole('option');

    await page.keyboard.press('ArrowDown');
    expect(await isFocused(input)).toBe(true);
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(0).getAttribute('id')) ?? '',
    );
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(1).getAttribute('id')) ?? '',
    );

    await page.keyboard.press('Escape');
    await expect(dropdown).toHaveCount(0);
    expect(await isFocused(input)).toBe(true);
    await expect(input).toHaveValue('bosch');
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    // Back into the box: nothing reopens by itself; ArrowDown brings the results back.
    await page.keyboard.press('ArrowDown');
    await expect(dropdown).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dropdown).toHaveCount(0);
    expect(await isFocused(input)).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(input)).toBe(true);
    await expect(dropdown).toHaveCount(0);

    // Enter on the active option opens it.
    await page.keyboard.press('ArrowDown');
    await expect(dropdown).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const href = await options.nth(0).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));

    await input.fill('');
    await input.pressSequentially('qqxxzzy');
    await expect(page.getByRole('search').getByRole('status')).toHaveText('Ei leitud ühtegi tulemust.');
  });

  test('category menu: one tab stop per item, arrows inside, Escape closes to the button', async ({
    page,
  }) => {
    await login(page, ANNA.email);
    const menu = page.getByTestId('secondary-menu');
    const buttons = menu.getByRole('button');
    await expect(buttons.first()).toBeVisible();
    const first = buttons.nth(0);
    const second = buttons.nth(1);
    await first.focus();
    await page.keyboard.press('Tab');
    expect(await isFocused(second)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(first)).toBe(true);

    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const popup = page.locator(`#${await first.getAttribute('aria-controls')}`);
    const links = popup.getByRole('link');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isFocused(links.nth(0))).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await isFocused(links.nth(1))).toBe(true);
    await page.keyboard.press('ArrowUp');
    expect(await isFocused(links.nth(0))).toBe(true);
    // Sub-links are targets of at least 24 px (WCAG 2.2).
    for (const box of await links.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))) {
      expect(box).toBeGreaterThanOrEqual(24);
    }
    // The open popup stays inside the window.
    const right = await popup.evaluate((el) => el.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(1366);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    expect(await isFocused(first)).toBe(true);
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    // Tabbing past the last link closes the popup.
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const count = await links.count();
    for (let i = 0; i <= count; i++) await page.keyboard.press('Tab');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(await isFocused(second)).toBe(true);
  });

  test('help and user menus: Escape returns focus to the button, tabbing past the end closes', async ({
    page,
  }) => {
    await login(page, ANNA.email);
    for (const id of ['help-menu', 'user-menu']) {
      const button = page.getByTestId(id);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      expect(await isFocused(button)).toBe(false);
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(await isFocused(button)).toBe(true);

      await page.keyboard.press('Enter');
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
      const stops = await panel.locator('a, button').count();
      for (let i = 0; i <= stops; i++) await page.keyboard.press('Tab');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toHaveCount(0);
      expect(await isFocused(button)).toBe(false);
    }
  });

  test('cart quantity: the buttons and Enter keep focus, Tab still reaches "Vormista tellimus"', async ({
    page,
  }) => {
    const user = createUserLike(ANNA.email, 'kbd-qty');
    await login(page, user.email);
    await page.goto('/pesumasinad');
    await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
    await page.getByTestId('cart-modal').getByRole('button', { name: 'Lisa veel tooteid' }).click();
    await page.goto('/ostukorv');
    const quantity = page.getByTestId('cart-quantity');
    const plus = page.getByRole('button', { name: 'Suurenda kogust' });
    await plus.focus();
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveValue('2');
    expect(await isFocused(plus)).toBe(true);
    await quantity.focus();
    await quantity.fill('4');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-count')).toHaveText('4');
    expect(await isFocused(quantity)).toBe(true);
    await quantity.fill('5');
    // Leaving the field saves it; focus moves on to "+" and then, past "Eemalda", further on.
    await page.keyboard.press('Tab');
    expect(await isFocused(plus)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusedTestId(page)).toBe('cart-remove');
    // Past the row's add-on choices (installation, hoses…, issue 10 #3), each a stop of its own.
    await page.keyboard.press('Tab');
    for (let stops = 0; stops < 20 && (await focusedTestId(page)) === 'add-on-choice'; stops++) {
      await page.keyboard.press('Tab');
    }
    // The row's "Lisa teenuseid (N)" toggle, when it has unticked add-ons (issue 22 item 15).
    if ((await focusedTestId(page)) === 'add-ons-toggle') await page.keyboard.press('Tab');
    expect(await focusedTestId(page)).toBe('cart-clear');
    await page.keyboard.press('Tab');
    expect(await focusedTestId(page)).toBe('cart-checkout');
    await expect(page.getByTestId('cart-count')).toHaveText('5');
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('sidebar: focus moves in, stays in, Escape closes and returns focus to the toggle', async ({
    page,
  }) => {
    await login(page, ANNA.email);
    const toggle = page.getByTestId('mobile-menu-toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const sidebar = page.getByTestId('mobile-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar).toHaveAttribute('role', 'dialog');
    expect(await sidebar.evaluate((el) => el.tagName)).toBe('DIV');
    await expect.poll(() => hasFocusWithin(sidebar)).toBe(true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await hasFocusWithin(sidebar)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(sidebar).toHaveCount(0);
    await expect.poll(() => isFocused(toggle)).toBe(true);
  });

  test('the sticky header never hides the focused element when tabbing backwards', async ({ page }) => {
    await login(page, ANNA.email);
    await page.goto('/pesumasinad');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.getByTestId('product-card').nth(5).getByTestId('add-to-cart').focus();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Shift+Tab');
      const hidden = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const header = document.querySelector('header') as HTMLElement;
        return el.getBoundingClientRect().top < header.getBoundingClientRect().bottom && !header.contains(el);
      });
      expect(hidden).toBe(false);
    }
  });
});
