import { test, expect, login } from '../support/fixtures.js';
import { ANNA } from '../support/env.js';
import { createUserLike } from '../support/users.js';

/** Issue 22 item 12: a decimal comma is a number, and a refused field keeps the chosen logo. */
test('settings take "12,5" for the markup and keep the logo through a refused save', async ({ page }) => {
  await login(page, createUserLike(ANNA.email, 'settings-comma').email);
  await page.goto('/seaded');
  await page.getByLabel('Juurdehindlus %').fill('12,5');
  await page.getByLabel('Kehtivus päevades').fill('0');
  // A 1×1 PNG: the server checks it by content, then resizes and re-encodes it.
  const logo = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.getByLabel('Logo fail').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await page.getByRole('button', { name: 'Salvesta' }).click();
  await expect(page.getByLabel('Kehtivus päevades')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Juurdehindlus peab olema kümnendarv.')).toHaveCount(0);
  await expect(page.getByTestId('chosen-logo')).toContainText('logo.png');

  await page.getByLabel('Kehtivus päevades').fill('30');
  await page.getByRole('button', { name: 'Salvesta' }).click();
  await expect(page.getByText('Seaded on salvestatud.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Praegune logo' })).toBeVisible();
  await expect(page.getByLabel('Juurdehindlus %')).toHaveValue('12,5');
  await page.reload();
  await expect(page.getByLabel('Juurdehindlus %')).toHaveValue('12,5');
});
