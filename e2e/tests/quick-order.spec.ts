import type { Page } from '@playwright/test';
import { ANNA } from '../support/env.js';
import { expect, login, test } from '../support/fixtures.js';
import { createUserLike } from '../support/users.js';

/** Codes of products sold in a category, read from the listing API as the logged-in buyer. */
async function codesOf(page: Page, category: string, count: number): Promise<string[]> {
  const codes = await page.evaluate(async (slug) => {
    const reply = await fetch(`/api/search/category?category=${slug}&per_page=28`, {
      headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    });
    const body = (await reply.json()) as { data: { code: string; price: number }[] };
    return body.data.filter((p) => p.price > 0).map((p) => p.code);
  }, category);
  expect(codes.length).toBeGreaterThanOrEqual(count);
  return codes.slice(0, count);
}

test('a buyer pastes codes, drops an unknown one and adds the rest to the cart at once', async ({ page }) => {
  await login(page, createUserLike(ANNA.email, 'quick-paste').email);
  const [first, second] = (await codesOf(page, 'pesumasinad', 2)) as [string, string];

  await page.getByTestId('user-menu').click();
  await page.getByRole('link', { name: 'Kiirtellimus' }).first().click();
  await expect(page).toHaveURL(/\/kiirtellimus$/);

  await page.getByTestId('quick-order-text').fill(`${first} 2\n${second};1\nEIOLEMAS123\n${first}\t1`);
  await page.getByTestId('quick-order-preview').click();
  const lines = page.getByTestId('quick-order-line');
  await expect(lines).toHaveCount(3);
  // The duplicate of the first code is merged into its line: 2 + 1.
  await expect(lines.nth(0).getByRole('textbox', { name: /^Kogus:/ })).toHaveValue('3');
  await expect(lines.nth(2)).toContainText('Koodi ei leitud');
  await expect(page.getByTestId('quick-order-add')).toBeDisabled();

  await lines
    .nth(2)
    .getByRole('button', { name: /^Eemalda rida/ })
    .click();
  await expect(lines).toHaveCount(2);
  await page.getByTestId('quick-order-add').click();

  const modal = page.getByTestId('cart-modal');
  await expect(modal).toContainText('Tooted on lisatud ostukorvi!');
  await expect(page.getByTestId('cart-modal-summary')).toHaveText('Ostukorvi lisati 2 toodet.');
  await expect(page.getByTestId('cart-modal-items')).toHaveText('4');
  await modal.getByRole('button', { name: 'Vormista tellimus' }).click();
  await expect(page).toHaveURL(/\/ostukorv$/);
  await expect(page.getByTestId('cart-count')).toHaveText('4');
});

test('"Lisa koodi järgi" on the cart page suggests codes by their beginning', async ({ page }) => {
  await login(page, createUserLike(ANNA.email, 'quick-code').email);
  const [code] = (await codesOf(page, 'kulmikud', 1)) as [string];
  await page.goto('/ostukorv');
  const field = page.getByRole('combobox', { name: 'Lisa koodi järgi' });
  await field.fill(code.slice(0, 5));
  await expect(page.getByRole('option').first()).toBeVisible();
  await field.fill(code);
  await expect(page.getByTestId('add-by-code-target')).toBeVisible();
  await page.getByTestId('add-by-code-submit').click();
  await expect(page.getByTestId('cart-modal')).toContainText(code);
});

test('a buyer pastes a list with units, commas and repeated codes and sees what was merged', async ({
  page,
}) => {
  await login(page, createUserLike(ANNA.email, 'quick-units').email);
  const [first, second] = (await codesOf(page, 'pesumasinad', 2)) as [string, string];
  await page.goto('/kiirtellimus');
  await page.getByTestId('quick-order-text').fill(`${first} 2 tk\n${second},3\n${first};1 pcs\n${second} 0`);
  await page.getByTestId('quick-order-preview').click();
  const lines = page.getByTestId('quick-order-line');
  await expect(lines).toHaveCount(3);
  // Lines 1 and 3 name the same product: one line, 2 + 1, and the buyer is told so.
  await expect(lines.nth(0).getByTestId('quick-order-line-source')).toHaveText(
    'Read 1 ja 3 (sama kood, kogused liideti)',
  );
  await expect(lines.nth(0).getByRole('textbox', { name: /^Kogus:/ })).toHaveValue('3');
  await expect(lines.nth(1).getByRole('textbox', { name: /^Kogus:/ })).toHaveValue('3');
  // The bad repeat of the second code stays its own line and keeps line 2's quantity.
  await expect(lines.nth(2).getByTestId('quick-order-line-source')).toHaveText('Rida 4');
  await expect(lines.nth(2).getByTestId('quick-order-line-message')).toBeVisible();
  await lines
    .nth(2)
    .getByRole('button', { name: /^Eemalda rida/ })
    .click();
  await page.getByTestId('quick-order-add').click();
  await expect(page.getByTestId('cart-modal-items')).toHaveText('6');
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('a buyer uploads a CSV file and adds its lines', async ({ page }) => {
    await login(page, createUserLike(ANNA.email, 'quick-file').email);
    const [first, second] = (await codesOf(page, 'kuivatid', 2)) as [string, string];
    await page.goto('/kiirtellimus');
    await page.getByTestId('quick-order-file').setInputFiles({
      name: 'tellimus.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Kood;Kogus\n${first};2\n${second};1\n`),
    });
    const lines = page.getByTestId('quick-order-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText(first);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByTestId('quick-order-add').click();
    await expect(page.getByTestId('cart-modal-summary')).toHaveText('Ostukorvi lisati 2 toodet.');
    await expect(page.getByTestId('cart-modal-items')).toHaveText('3');
  });

  test('a bad file gets a clear message', async ({ page }) => {
    await login(page, createUserLike(ANNA.email, 'quick-bad').email);
    await page.goto('/kiirtellimus');
    await page.getByTestId('quick-order-file').setInputFiles({
      name: 'vana.xls',
      mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
    });
    await expect(page.getByTestId('message-area')).toContainText('Fail peab olema CSV- või XLSX-fail.');
    await expect(page.getByTestId('quick-order-line')).toHaveCount(0);
  });
});
