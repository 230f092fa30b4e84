import { expect, type Page } from '@playwright/test';
import { addPictures, createProduct } from './admin-products.js';
import { rows, visit, withDialog, type Check } from './admin-screen-steps.js';

let made = 0;
/** A code of its own for each product or file a walk makes (the walks run side by side). */
const runCode = (what: string) => `A11Y-${what}-${process.pid}-${Date.now()}-${(made += 1)}`;

/** The product list with the bulk bar open, a new product's form, and an editor with its panels. */
async function walkProducts(page: Page, check: Check): Promise<void> {
  await visit(page, '/haldus/tooted', check);
  const select = rows(page).first().getByRole('checkbox');
  await select.check();
  const bulk = page.getByTestId('bulk-actions');
  await expect(bulk).toContainText('Valitud 1');
  // The campaign shows the most fields of the bar.
  await bulk.getByLabel('Tegevus').selectOption('campaign');
  await expect(bulk.getByLabel('Algus')).toBeVisible();
  await check('/haldus/tooted: bulk actions on a selected row');
  await select.uncheck();
  await expect(bulk).toHaveCount(0);

  await visit(page, '/haldus/tooted/uus', check);
  // A product of the walk's own (hidden from buyers), so its gallery has pictures to order.
  await createProduct(page, { code: runCode('TOODE'), title: 'Ligipääsetavuse proovitoode' });
  const editor = new URL(page.url()).pathname;
  await addPictures(page, 3);
  await check(`${editor}: gallery`);
  const prices = page.getByRole('region', { name: 'Hinnad klientidele' });
  await prices.getByLabel('Klient').fill('Ehitus');
  await prices.getByRole('button', { name: 'Ehitusmaailm AS' }).click();
  await expect(prices.getByTestId('client-prices')).toBeVisible();
  await check(`${editor}: Hinnad klientidele with a client chosen`);
  await withDialog(
    page,
    () => page.getByRole('button', { name: 'Kustuta pilt 2' }).click(),
    `${editor}: picture delete confirmation`,
    check,
  );
}

/** The import's mapping of a supplier file, the checked import with its bad rows, the recent imports. */
async function walkImport(page: Page, check: Check): Promise<void> {
  await visit(page, '/haldus/import', check);
  const code = runCode('IMPORT');
  const file = [
    'Kood;Nimetus;Kategooria;Kaubamärk;Hind;Jaehind',
    `${code}-1;Proovitoode;Pesu ja kuivatus > Pesumasinad;Bosch;100,00;150,00`,
    `${code}-2;Vale hinnaga toode;Pesu ja kuivatus > Pesumasinad;Bosch;sada eurot;150,00`,
    `${code}-3;Vale kategooriaga toode;Puuduv kategooria;Bosch;100,00;150,00`,
  ];
  await page.getByLabel(/Tarnija fail/).setInputFiles({
    name: 'tarnija.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${file.join('\r\n')}\r\n`, 'utf8'),
  });
  await expect(page.getByTestId('import-mapping')).toBeVisible();
  await check('/haldus/import: mapping');
  // The dry run only: the walk never applies it.
  await page.getByRole('button', { name: 'Alusta kontrolli' }).click();
  await expect(page).toHaveURL(/\/haldus\/import\/\d+$/);
  await expect(page.getByTestId('import-status')).toHaveText('Kontrollitud');
  // The header and the two bad rows.
  await expect(page.getByTestId('import-errors').getByRole('row')).toHaveCount(3);
  await check(`${new URL(page.url()).pathname}: a checked import with bad rows`);
  // Back on the upload screen, the walk's own import is among the recent ones.
  await page.getByRole('link', { name: '← Toodete import' }).click();
  await expect(page.getByTestId('recent-imports').getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await check('/haldus/import: recent imports');
}

/** The catalogue's screens: products, the import, categories, brands and attributes. */
export async function walkCatalogScreens(page: Page, check: Check): Promise<void> {
  await walkProducts(page, check);
  await walkImport(page, check);

  await visit(page, '/haldus/kategooriad', check);
  await withDialog(
    page,
    () =>
      page
        .getByTestId('category-table')
        .getByRole('button', { name: /^Muuda/ })
        .nth(1)
        .click(),
    '/haldus/kategooriad: edit dialog',
    check,
  );
  await visit(page, '/haldus/kaubamargid', check);
  await withDialog(
    page,
    () => page.getByRole('button', { name: 'Lisa kaubamärk' }).click(),
    '/haldus/kaubamargid: add dialog',
    check,
  );
  await visit(page, '/haldus/omadused', check);
  await withDialog(
    page,
    () => page.getByRole('button', { name: 'Lisa omadus' }).click(),
    '/haldus/omadused: add dialog',
    check,
  );
}
