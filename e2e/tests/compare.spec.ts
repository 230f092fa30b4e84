import { test, expect, login } from '../support/fixtures.js';
import { ANNA } from '../support/env.js';
import { createUserLike } from '../support/users.js';

test('products are added to and removed from the comparison', async ({ page }) => {
  await login(page, createUserLike(ANNA.email, 'compare').email);
  await page.goto('/noudepesumasinad-60-cm');
  const titles: string[] = [];
  for (const i of [0, 1]) {
    const card = page.getByTestId('product-card').nth(i);
    titles.push((await card.getByRole('link').first().innerText()).trim());
    await card.getByTestId('compare-toggle').click();
  }
  await page.goto('/vordlus');
  const table = page.getByTestId('compare-table');
  await expect(table).toBeVisible();
  for (const title of titles) await expect(table).toContainText(title.split('\n')[0]!);
  await expect(table).toContainText('Energiaklass');

  await table.getByRole('button', { name: 'Eemalda' }).first().click();
  await table.getByRole('button', { name: 'Eemalda' }).first().click();
  await expect(page.getByText('Võrdluses pole ühtegi toodet.')).toBeVisible();
});
