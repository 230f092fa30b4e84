import { test, expect, login } from '../support/fixtures.js';
import { DEMO_STAFF, signInStaff } from '../support/admin.js';

/** Issue 14: a content editor publishes a news item that the buyer's home shows. */
test('a content editor publishes a news item and the buyer’s home shows it', async ({ page, browser }) => {
  await signInStaff(page, DEMO_STAFF.content);
  await expect(page).toHaveURL(/\/haldus$/);

  await page.goto('/haldus/sisu/uudised/uus');
  await page.getByLabel('Pealkiri').fill('Uued Boschi pliidid on laos');
  const editor = page.getByTestId('rich-text-editor');
  await editor.click();
  await page.keyboard.type('Induktsioonpliidid jõudsid lattu.');
  await page.getByLabel('Avaldatud (näha ostjatele)').check();
  await page.getByRole('button', { name: 'Salvesta' }).click();
  await expect(page).toHaveURL(/\/haldus\/sisu\/uudised\/\d+$/);

  const buyer = await browser.newPage();
  await login(buyer, 'peeter@ehitus.test');
  await expect(buyer.getByText('Uued Boschi pliidid on laos')).toBeVisible();
  await buyer.close();
});

/** Issue 22, item 25: the menu editor is a collapsed tree and one panel, its save bar in view. */
test('the menu editor fits a screen: collapsed tree, one panel, the save button always in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInStaff(page, DEMO_STAFF.admin, '/haldus/sisu/menuu');
  await page.goto('/haldus/sisu/menuu');
  await expect(page.getByTestId('menu-panel')).toBeVisible();
  const fields = await page.getByTestId('menu-editor').getByRole('textbox').count();
  expect(fields).toBeLessThan(20);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(5000);
  const save = page.getByRole('button', { name: 'Salvesta menüü' });
  await expect(save).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect(save).toBeInViewport();

  // Alt + ↓ on the first row moves it and says so; the screen then counts as unsaved.
  const firstRow = page
    .getByTestId('menu-tree')
    .getByRole('button', { name: /^[^NP]/ })
    .first();
  const name = (await firstRow.innerText()).replace(/\s*\(\d+\)$/, '').trim();
  await firstRow.focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByTestId('menu-announcer')).toContainText(`„${name}” liikus alla`);
  await expect(page.getByTestId('menu-dirty')).toHaveText('Muudatused on salvestamata.');
  await page.getByRole('link', { name: 'Jalus' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Kas lahkud salvestamata?' })).toBeVisible();
});
