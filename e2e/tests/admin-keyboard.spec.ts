import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.js';
import { DEMO_STAFF, signInStaff } from '../support/admin.js';
import { addPictures, createProduct, galleryItems } from '../support/admin-products.js';

/**
 * Keyboard-only use of the back-office's catalogue widgets (issue 24): the gallery's order and
 * main picture, the category tree, a dialog's focus, and the product list's bulk actions. What is
 * tested is done with keys alone; the products and categories they act on are made first, of the
 * test's own, hidden from buyers.
 */

test.use({ viewport: { width: 1366, height: 900 } });

/** The accessible name of the focused element (its aria-label or its text). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').replace(/\s+/g, ' ').trim();
  });

test('gallery: arrow keys move a picture, a key press makes one the main picture, focus stays on it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInStaff(page, DEMO_STAFF.catalog, '/haldus/tooted');
  await createProduct(page, { code: `KBD-GALLERY-${Date.now()}`, title: 'Klaviatuuri galeriitoode' });
  await addPictures(page, 3);
  const items = galleryItems(page);
  const picture = (index: number) => items.nth(index).locator('img');
  const announcer = page.getByTestId('gallery-announcer');
  const third = await picture(2).getAttribute('src');
  expect(third).not.toBeNull();

  // ← on the focused third picture moves it to the second place; focus follows it.
  await items.nth(2).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(announcer).toHaveText('Pilt liikus kohale 2/3.');
  await expect(picture(1)).toHaveAttribute('src', third!);
  await expect(items.nth(1)).toBeFocused();
  await expect(items.nth(1)).toHaveAttribute('aria-label', 'Pilt 2/3');

  // Tab reaches the picture's own buttons (enabled again once the move is saved); Enter on
  // "Määra põhipildiks" makes it the first.
  await expect(page.getByRole('button', { name: 'Määra põhipildiks: pilt 2' })).toBeEnabled();
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe('Liiguta vasakule: pilt 2');
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe('Liiguta paremale: pilt 2');
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe('Määra põhipildiks: pilt 2');
  await page.keyboard.press('Enter');
  await expect(announcer).toHaveText('Pilt 2 on nüüd põhipilt.');
  await expect(picture(0)).toHaveAttribute('src', third!);
  await expect(items.nth(0)).toHaveAttribute('aria-label', 'Pilt 1/3, põhipilt');
  // Its button is gone with the move (the main picture has none): focus is on the picture itself.
  await expect(items.nth(0)).toBeFocused();
  // At the start of the row, ← only says so.
  await page.keyboard.press('ArrowLeft');
  await expect(announcer).toHaveText('Pilt 1 on juba esimene.');

  // The arrow button that moves a picture to the end is disabled there: focus goes to the picture.
  const second = await picture(1).getAttribute('src');
  const moveRight = page.getByRole('button', { name: 'Liiguta paremale: pilt 2' });
  // The buttons wait while the last move is saved.
  await expect(moveRight).toBeEnabled();
  await moveRight.focus();
  await page.keyboard.press('Enter');
  await expect(announcer).toHaveText('Pilt liikus kohale 3/3.');
  await expect(picture(2)).toHaveAttribute('src', second!);
  await expect(items.nth(2)).toBeFocused();

  // The delete confirmation opens from the keyboard, keeps focus inside and Escape returns it.
  const remove = page.getByRole('button', { name: 'Kustuta pilt 3' });
  await expect(remove).toBeEnabled();
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Kas kustutada pilt 3?' });
  await expect(confirm).toBeVisible();
  await expect.poll(() => confirm.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(items).toHaveCount(3);

  // The order was saved: a reload shows the moved picture first.
  await page.reload();
  await expect(picture(0)).toHaveAttribute('src', third!);
  await expect(picture(2)).toHaveAttribute('src', second!);
});

/** Adds a hidden category through "Lisa kategooria", under `parent` when given. */
async function addCategory(page: Page, title: string, parent?: string): Promise<void> {
  await page.getByRole('button', { name: 'Lisa kategooria' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lisa kategooria' });
  await dialog.getByLabel('Nimetus').fill(title);
  if (parent !== undefined) await dialog.getByLabel('Ülemkategooria').selectOption({ label: parent });
  await dialog.getByLabel('Peidetud').check();
  await dialog.getByRole('button', { name: 'Salvesta' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('category-table').getByRole('row').filter({ hasText: title })).toHaveCount(1);
}

test('category tree: Üles and Alla by keyboard keep focus, the edit dialog moves it to another parent', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const run = Date.now();
  const parent = `Klaviatuurivanem ${run}`;
  const target = `Sihtvanem ${run}`;
  const first = `Esimene ${run}`;
  const second = `Teine ${run}`;
  await signInStaff(page, DEMO_STAFF.catalog, '/haldus/kategooriad');
  await expect(page.getByRole('heading', { level: 1, name: 'Kategooriad' })).toBeVisible();
  await addCategory(page, parent);
  await addCategory(page, target);
  await addCategory(page, first, parent);
  await addCategory(page, second, parent);

  const table = page.getByTestId('category-table');
  const button = (label: string, title: string) =>
    table.getByRole('button', { name: `${label} ${title}`, exact: true });
  /** The test's categories in the table's order, by their "Muuda" buttons. */
  const titles = () =>
    table
      .getByRole('button', { name: new RegExp(`^Muuda .* ${run}$`) })
      .evaluateAll((buttons) => buttons.map((b) => (b.textContent ?? '').replace(/^Muuda\s*/, '').trim()));
  /** The row of a category, whose name cell says its parent ("Vanem › Laps") to screen readers. */
  const row = (title: string) =>
    table.getByRole('row').filter({ has: page.getByRole('button', { name: `Muuda ${title}`, exact: true }) });
  const announcer = page.getByTestId('category-announcer');

  // "Alla" on the first child moves it below its sibling; at the end of the level focus goes to "Üles".
  await button('Alla', first).focus();
  await page.keyboard.press('Enter');
  await expect(announcer).toHaveText(`„${first}” liikus alla, kohal 2/2.`);
  await expect(button('Üles', first)).toBeFocused();
  await expect.poll(titles).toEqual([parent, second, first, target]);
  // And "Üles" brings it back, focus on its "Alla" again.
  await page.keyboard.press('Enter');
  await expect(announcer).toHaveText(`„${first}” liikus üles, kohal 1/2.`);
  await expect(button('Alla', first)).toBeFocused();
  await expect.poll(titles).toEqual([parent, first, second, target]);
  await expect(row(first)).toContainText(`${parent} › ${first}`);

  // The edit dialog opens from the keyboard with focus inside; Escape closes it back to "Muuda".
  const edit = button('Muuda', first);
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Muuda kategooriat' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Nimetus')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(edit).toBeFocused();

  // Moved to another parent with keys alone: Tab to the parent, type its name, Enter saves.
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Nimetus')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Aadress')).toBeFocused();
  await page.keyboard.press('Tab');
  const parentSelect = dialog.getByLabel('Ülemkategooria');
  await expect(parentSelect).toBeFocused();
  await page.keyboard.type('Sihtvanem');
  await expect(parentSelect.locator('option:checked')).toHaveText(target);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Kategooria on salvestatud.')).toBeVisible();
  await expect(edit).toBeFocused();
  await expect.poll(titles).toEqual([parent, second, target, first]);
  await expect(row(first)).toContainText(`${target} › ${first}`);
});

test('product list: rows selected with Space, a bulk price change chosen and applied with keys alone', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const run = `KBD-BULK-${Date.now()}`;
  await signInStaff(page, DEMO_STAFF.catalog, '/haldus/tooted');
  await createProduct(page, { code: `${run}-1`, title: 'Klaviatuuri hulgitoode 1', price: '100,00' });
  await createProduct(page, { code: `${run}-2`, title: 'Klaviatuuri hulgitoode 2', price: '200,00' });
  await page.goto(`/haldus/tooted?q=${run}&sort=code`);
  const rows = page.getByTestId('admin-table-row');
  await expect(rows).toHaveCount(2);

  // Space on a row's checkbox selects it; Tab passes its code's link to the next row's checkbox.
  const firstBox = page.getByRole('checkbox', { name: `Vali ${run}-1` });
  const secondBox = page.getByRole('checkbox', { name: `Vali ${run}-2` });
  await firstBox.focus();
  await page.keyboard.press('Space');
  await expect(firstBox).toBeChecked();
  const bulk = page.getByTestId('bulk-actions');
  await expect(bulk).toContainText('Valitud 1');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: `${run}-1` })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(secondBox).toBeFocused();
  await page.keyboard.press('Space');
  await expect(bulk).toContainText('Valitud 2');
  await expect(page.getByLabel('Vali kõik lehel')).toBeChecked();

  // From "Vali kõik lehel", Tab reaches the action; typing picks it, Tab the percentage, Enter applies.
  await page.getByLabel('Vali kõik lehel').focus();
  await page.keyboard.press('Tab');
  const action = bulk.getByLabel('Tegevus');
  await expect(action).toBeFocused();
  await page.keyboard.type('Muuda');
  await expect(action).toHaveValue('price_percent');
  await page.keyboard.press('Tab');
  await expect(bulk.getByLabel('Muutus (%)')).toBeFocused();
  await page.keyboard.type('10');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Muudetud 2 toodet.')).toBeVisible();
  await expect(bulk).toHaveCount(0);
  // The bar is gone with the selection: focus is back on "Vali kõik lehel".
  await expect(page.getByLabel('Vali kõik lehel')).toBeFocused();
  await expect(rows.nth(0)).toContainText('110,00');
  await expect(rows.nth(1)).toContainText('220,00');
});
