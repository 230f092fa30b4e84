import sharp from 'sharp';
import { test, expect, login } from '../support/fixtures.js';
import { DEMO_STAFF, signInStaff } from '../support/admin.js';

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
  const pictures = await Promise.all(
    [
      { r: 200, g: 40, b: 40 },
      { r: 40, g: 160, b: 60 },
      { r: 40, g: 60, b: 200 },
    ].map(async (background, i) => ({
      name: `pilt-${i + 1}.png`,
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background } })
        .png()
        .toBuffer(),
    })),
  );
  await page.getByLabel('Vali pildid').setInputFiles(pictures);
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
  await expect(buyer.getByTestId('product-card').first()).toContainText('449,00');
  // The product page shows the whole gallery, at a desktop width and on a phone.
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await buyer.setViewportSize(viewport);
    await buyer.goto('/virmaline-kampaaniapesumasin');
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
