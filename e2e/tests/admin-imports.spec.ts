import { test, expect } from '../support/fixtures.js';
import { DEMO_STAFF, signInStaff } from '../support/admin.js';

/**
 * Issue 24: the catalogue manager uploads a supplier file, keeps the mapping guessed from its
 * header, runs the dry run (one bad row reported with its line, column and message), applies it
 * and follows the import across a page reload to its end.
 */
test('a catalogue manager imports a supplier file: mapping, dry run with errors, apply across a reload', async ({
  page,
}) => {
  const run = `E2E${Date.now()}`;
  const file = [
    'Kood;Nimetus;Kategooria;Kaubamärk;Hind;Jaehind',
    `${run}-1;Testimport pesumasin;Pesu ja kuivatus > Pesumasinad;Bosch;1 234,56;1 799,00`,
    `${run}-2;Testimport kuivati;Kuivatid;Miele;899,00;1 299,00`,
    `${run}-3;Vale kategooria;Puuduv kategooria;Bosch;100,00;150,00`,
  ].join('\r\n');

  await signInStaff(page, DEMO_STAFF.catalog, '/haldus/import');
  await expect(page.getByRole('heading', { name: 'Toodete import' })).toBeVisible();
  await page.getByLabel(/Tarnija fail/).setInputFiles({
    name: 'tarnija.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${file}\r\n`, 'utf8'),
  });
  const mapping = page.getByTestId('import-mapping');
  await expect(mapping).toBeVisible();
  await expect(mapping.getByLabel('Veeru „Kategooria” väli')).toHaveValue('category');
  await expect(mapping.getByLabel('Veeru „Jaehind” väli')).toHaveValue('retail_price');

  await page.getByRole('button', { name: 'Alusta kontrolli' }).click();
  await expect(page).toHaveURL(/\/haldus\/import\/\d+$/);
  await expect(page.getByTestId('import-status')).toHaveText('Kontrollitud');
  const errors = page.getByTestId('import-errors');
  await expect(errors.getByRole('row').nth(1)).toContainText('4');
  await expect(errors).toContainText('Kategooria');
  await expect(errors).toContainText('Sellist kategooriat ei ole.');
  await expect(page.getByTestId('import-counts').first()).toContainText('Uusi tooteid2');

  await page.getByRole('button', { name: 'Rakenda' }).click();
  // The import's address carries it: a reload comes back to the same import and follows it.
  await page.reload();
  await expect(page.getByTestId('import-status')).toHaveText('Valmis');
  await expect(page.getByTestId('import-applied-line')).toContainText('kuni reani 4');
});
