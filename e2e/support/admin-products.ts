import { expect, type Page } from '@playwright/test';
import { pngPictures } from './pictures.js';

/** The gallery's thumbnails in the product editor, main picture first. */
export const galleryItems = (page: Page) =>
  page.getByRole('list', { name: 'Tootepildid' }).getByRole('listitem');

/**
 * Creates a product at /haldus/tooted/uus as the signed-in staff member, at the address of its
 * code, in the first category and brand offered, hidden from buyers, and leaves its editor
 * open.
 */
export async function createProduct(
  page: Page,
  product: { code: string; title: string; price?: string },
): Promise<void> {
  await page.goto('/haldus/tooted/uus');
  await expect(page.getByRole('heading', { level: 1, name: 'Uus toode' })).toBeVisible();
  await page.getByLabel('Kood', { exact: true }).fill(product.code);
  await page.getByLabel('Nimetus', { exact: true }).fill(product.title);
  // The address from the code: products made with the same title stay apart.
  await page.getByLabel('Aadress', { exact: true }).fill(product.code.toLowerCase());
  await page.getByLabel('Kategooria', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Kaubamärk', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Hind (km-ta, €)', { exact: true }).fill(product.price ?? '100,00');
  await page.getByLabel('Soovituslik jaehind (km-ga, €)', { exact: true }).fill('199,00');
  await page.getByLabel('Peidetud (ei ole poes näha)').check();
  await page.getByRole('button', { name: 'Salvesta' }).click();
  await expect(page).toHaveURL(/\/haldus\/tooted\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Toode ${product.code}` })).toBeVisible();
}

/** Uploads `count` pictures at once to the open editor's empty gallery and waits for them. */
export async function addPictures(page: Page, count: number): Promise<void> {
  await expect(page.getByTestId('product-gallery')).toContainText('Tootel pole veel pilte.');
  await page.getByLabel('Vali pildid').setInputFiles(await pngPictures(count));
  await expect(galleryItems(page)).toHaveCount(count);
}
