import { test, expect, login } from '../support/fixtures.js';
import { ANNA } from '../support/env.js';
import { createUserLike } from '../support/users.js';

/** Euro amount shown on a card ("1 234,56 €") in cents. */
function cents(text: string): number {
  const digits = text.replace(/[^\d,]/g, '').replace(',', '.');
  return Math.round(Number(digits) * 100);
}

test('menu → category → filter → sort → next page → product', async ({ page }) => {
  await login(page, ANNA.email);
  const menu = page.getByTestId('secondary-menu');
  const washers = menu.getByRole('link', { name: 'Pesumasinad', exact: true });
  // A hover that lands while the home screen is still settling after login (a busy CI machine)
  // can miss the menu's pointer handlers: leave and hover again until the popup opens.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await menu.getByRole('button', { name: 'Pesu ja kuivatus' }).hover();
    await expect(washers).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await washers.click();
  await expect(page).toHaveURL(/\/pesumasinad$/);
  // The home page has product cards too: wait for the category page itself.
  await expect(page.getByRole('heading', { level: 1, name: 'Pesumasinad' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  const brands = page.getByTestId('filter-group-tootja');
  await brands.getByRole('checkbox').first().check();
  await expect(page).toHaveURL(/\/pesumasinad\/tootja:[a-z]+/);
  await expect(page.getByTestId('selected-filters')).toBeVisible();

  await page.getByTestId('sort-select').selectOption('price-desc');
  await expect(page).toHaveURL(/sort=price-desc/);
  // The previous page stays on screen (dimmed) until the re-sorted one arrives.
  await expect
    .poll(async () => {
      const values = (await page.getByTestId('price-current').allInnerTexts()).map(cents);
      return values.length > 1 && values.every((v, i) => i === 0 || values[i - 1]! >= v);
    })
    .toBe(true);

  const firstOnPageOne = await page.getByTestId('product-card').first().innerText();
  await page.getByTestId('pagination-next').click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('product-card').first()).not.toHaveText(firstOnPageOne);

  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(page.getByTestId('product-title')).toBeVisible();
  await expect(page.getByTestId('installment')).toContainText('€/kuu');
});

test('a discounted product shows the old price struck through and the new one in red', async ({ page }) => {
  await login(page, ANNA.email);
  await page.goto('/eripakkumised');
  const card = page.getByTestId('product-card').first();
  await expect(card).toBeVisible();
  const old = card.getByTestId('price-old');
  const current = card.getByTestId('price-current');
  await expect(old).toBeVisible();
  expect(await old.evaluate((el) => getComputedStyle(el).textDecorationLine)).toContain('line-through');
  // Tailwind 4 gives oklch() colours; let the browser paint the colour and read back sRGB.
  const [r, g, b] = await current.evaluate((el) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.fillStyle = getComputedStyle(el).color;
    ctx.fillRect(0, 0, 1, 1);
    const [red = 0, green = 0, blue = 0] = ctx.getImageData(0, 0, 1, 1).data;
    return [red, green, blue] as const;
  });
  expect(r).toBeGreaterThan(150);
  expect(r).toBeGreaterThan(g + 60);
  expect(r).toBeGreaterThan(b + 60);
  expect(cents(await current.innerText())).toBeLessThan(cents(await old.innerText()));
  await expect(card).toContainText('+KM');
});

test('the sales view shows VAT-inclusive prices without +KM', async ({ page }) => {
  await login(page, createUserLike(ANNA.email, 'sales').email);
  await page.goto('/kulmikud');
  const card = page.getByTestId('product-card').first();
  await expect(card).toContainText('+KM');
  await page.getByTestId('user-menu').click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Müügivaade' }).click()]);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('product-card').first()).not.toContainText('+KM');
});
