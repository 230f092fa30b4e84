import { test, expect, login } from '../support/fixtures.js';
import { DEMO_STAFF, signInStaff } from '../support/admin.js';
import { pngPictures } from '../support/pictures.js';

/** dd.mm.yyyy of the day `days` from today in Tallinn, as the date fields take it. */
function typedDay(days: number): string {
  const parts = new Intl.DateTimeFormat('et-EE', {
    timeZone: 'Europe/Tallinn',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(Date.now() + days * 86_400_000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')}`;
}

/** Issue 24: the catalogue manager adds a product with a campaign; a buyer finds it at its campaign price. */
test('a catalogue manager creates a product with a campaign and a buyer finds it in search', async ({
  page,
  browser,
}) => {
  // A product with three pictures, then the buyer's search and product page at two widths.
  test.setTimeout(90_000);
  await signInStaff(page, DEMO_STAFF.catalog, '/haldus/tooted');
  await page.goto('/haldus/tooted');
  await expect(page.getByRole('heading', { level: 1, name: 'Tooted' })).toBeVisible();
  await page.getByRole('link', { name: 'Lisa toode' }).click();
  await expect(page).toHaveURL(/\/haldus\/tooted\/uus$/);

  await page.getByLabel('Kood', { exact: true }).fill('E2E-VIRMALINE-1');
  await page.getByLabel('Nimetus', { exact: true }).fill('Virmaline kampaaniapesumasin');
  await expect(page.getByLabel('Aadress', { exact: true })).toHaveValue('virmaline-kampaaniapesumasin');
  const category = page.getByLabel('Kategooria', { exact: true });
  await category.selectOption({ index: 1 });
  await page.getByLabel('Kaubamärk', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Hind (km-ta, €)', { exact: true }).fill('499,00');
  await page.getByLabel('Soovituslik jaehind (km-ga, €)', { exact: true }).fill('699,00');
  await page.getByLabel('Kampaaniahind (km-ta, €)', { exact: true }).fill('449,00');
  await page.getByLabel('Kampaania algus', { exact: true }).fill(typedDay(-1));
  await page.getByLabel('Kampaania lõpp', { exact: true }).fill(typedDay(10));
  await page.getByTestId('rich-text-editor').click();
  await page.keyboard.type('Vaikne ja säästlik.');
  await page.getByRole('button', { name: 'Salvesta' }).click();
  await expect(page).toHaveURL(/\/haldus\/tooted\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Toode E2E-VIRMALINE-1' })).toBeVisible();

  // Three pictures at once; the first becomes the main one.
  await page.getByLabel('Vali pildid').setInputFiles(await pngPictures(3));
  await expect(page.getByRole('list', { name: 'Tootepildid' }).getByRole('listitem')).toHaveCount(3);

  const buyer = await browser.newPage();
  await login(buyer, 'peeter@ehitus.test');
  // Every server process picks the change up within seconds (the catalogue version).
  await expect(async () => {
    await buyer.goto('/otsing/virmaline');
    await expect(buyer.getByTestId('product-card').first()).toContainText('Virmaline kampaaniapesumasin', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
  // At a desktop width and on a phone (the search behind its header button, SPEC §2), the buyer
  // types the name into the search box, sees it suggested, opens all results (at its campaign
  // price) and then the product page with the whole gallery.
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await buyer.setViewportSize(viewport);
    await buyer.goto('/');
    if (viewport.width <= 768) await buyer.getByRole('button', { name: 'Otsing', exact: true }).click();
    await buyer.getByTestId('search-input').pressSequentially('virmaline');
    await expect(buyer.getByTestId('search-result').first()).toContainText('Virmaline kampaaniapesumasin');
    await buyer.getByTestId('search-input').press('Enter');
    await expect(buyer).toHaveURL(/\/otsing\/virmaline$/);
    const card = buyer.getByTestId('product-card').first();
    await expect(card).toContainText('Virmaline kampaaniapesumasin');
    await expect(card).toContainText('449,00');
    await card.getByRole('heading').getByRole('link').click();
    await expect(buyer).toHaveURL(/\/virmaline-kampaaniapesumasin$/);
    await expect(buyer.getByTestId('gallery-main')).toBeVisible();
    await expect(buyer.getByRole('list', { name: 'Pildid' }).getByRole('listitem')).toHaveCount(3);
    await expect(buyer.getByText('449,00').first()).toBeVisible();
  }
  await buyer.close();

  // The list finds it as one types, with the staff's filters.
  await page.goto('/haldus/tooted?campaign=1');
  await page.getByLabel('Otsi koodi või nimetuse järgi', { exact: true }).fill('virmaline');
  await expect(page.getByRole('link', { name: 'E2E-VIRMALINE-1' })).toBeVisible();
});
