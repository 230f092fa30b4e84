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
  await page.getByLabel('Nimetus').fill('Virmaline kampaaniapesumasin');
  await expect(page.getByLabel('Aadress')).toHaveValue('virmaline-kampaaniapesumasin');
  const category = page.getByLabel('Kategooria');
  await category.selectOption({ index: 1 });
  await page.getByLabel('Kaubamärk').selectOption({ index: 1 });
  await page.getByLabel('Hind (km-ta, €)').fill('499,00');
  await page.getByLabel('Soovituslik jaehind (km-ga, €)').fill('699,00');
  await page.getByLabel('Kampaaniahind (km-ta, €)').fill('449,00');
  await page.getByLabel('Kampaania algus').fill(typedDay(-1));
  await page.getByLabel('Kampaania lõpp').fill(typedDay(10));
  await page.getByTestId('rich-text-editor').click();
  await page.keyboard.type('Vaikne ja säästlik.');
  await page.getByRole('button', { name: 'Salvesta' }).click();
  await expect(page).toHaveURL(/\/haldus\/tooted\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Toode E2E-VIRMALINE-1' })).toBeVisible();

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
  await buyer.close();

  // The list finds it as one types, with the staff's filters.
  await page.goto('/haldus/tooted?campaign=1');
  await page.getByLabel('Otsi koodi või nimetuse järgi').fill('virmaline');
  await expect(page.getByRole('link', { name: 'E2E-VIRMALINE-1' })).toBeVisible();
});
