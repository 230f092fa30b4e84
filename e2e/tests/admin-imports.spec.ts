import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.js';
import { DEMO_STAFF, signInStaff } from '../support/admin.js';
import { pngPictures } from '../support/pictures.js';

/**
 * Rows of the generated supplier file: four batches of 1,000 rows (one transaction each), few
 * enough not to weigh on the tests running beside it.
 */
const ROWS = 4_000;
/** The first row of every batch carries a picture address, so each batch fetches one picture. */
const PICTURE_EVERY = 1_000;
/**
 * How long the test's picture server takes to answer: the apply then lasts seconds, so its
 * progress bar is seen before and after a reload (a batch's own writes take milliseconds).
 */
const PICTURE_DELAY_MS = 2_000;
/** The file's header: "Netohind" names no field, so its column is mapped by hand. */
const HEADER = 'Kood;Nimetus;Kategooria;Kaubamärk;Netohind;Jaehind;Peidetud;Pilt';

/** A count as the import screens write it: 4 000. */
const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** A server on 127.0.0.1 that answers every path with the same PNG, after PICTURE_DELAY_MS. */
async function slowPictureServer(): Promise<{ server: Server; origin: string }> {
  const [picture] = await pngPictures(1);
  const server = createServer((_request, response) => {
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': picture!.buffer.length });
      response.end(picture!.buffer);
    }, PICTURE_DELAY_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * The supplier's file: line 4 names a category that does not exist; every other row makes a
 * product, hidden from buyers, and the first of every thousand has a picture at `pictures`.
 */
function supplierFile(run: string, rows: number, pictures: string): Buffer {
  const lines = [HEADER];
  for (let i = 1; i <= rows; i += 1) {
    const category = i === 3 ? 'Puuduv kategooria' : 'Pesu ja kuivatus > Pesumasinad';
    const picture = i % PICTURE_EVERY === 1 ? `${pictures}/${run}-${i}.png` : '';
    lines.push(
      `${run}-${i};Testimport pesumasin ${i};${category};Bosch;${100 + (i % 900)},50;1 799,00;jah;${picture}`,
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

async function upload(page: Page, buffer: Buffer): Promise<void> {
  await page.getByLabel(/Tarnija fail/).setInputFiles({ name: 'tarnija.csv', mimeType: 'text/csv', buffer });
  await expect(page.getByTestId('import-mapping')).toBeVisible();
}

/** The rows done that the progress bar shows ("Rakendatud ridu: 1 000 / 4 000"). */
async function rowsDone(page: Page): Promise<number> {
  const text = await page.getByTestId('import-progress').innerText();
  const match = /Rakendatud ridu: ([\d\s]+) \//.exec(text);
  return Number((match?.[1] ?? '').replace(/\s/g, ''));
}

/** The apply's progress bar: rows done of the total, the speed and the time left. */
async function expectProgress(page: Page): Promise<void> {
  const progress = page.getByTestId('import-progress');
  await expect(progress).toContainText(new RegExp(`Rakendatud ridu: [1-9][\\d ]* / ${count(ROWS)}`));
  await expect(progress).toContainText(/[\d ]+ rida\/s, jäänud umbes (\d+ min )?\d+ s/);
  await expect(progress.getByRole('progressbar', { name: 'Rakendatud ridu' })).toHaveAttribute(
    'value',
    /^\d+$/,
  );
}

let pictures: { server: Server; origin: string };
test.beforeAll(async () => {
  pictures = await slowPictureServer();
});
test.afterAll(async () => {
  await new Promise((resolve) => pictures.server.close(resolve));
});

/**
 * Issue 24: the catalogue manager uploads a supplier file, maps the column the header does not
 * name by hand and saves the mapping as a supplier's profile, runs the dry run (the bad row
 * reported with its line, column and message), applies it and follows the progress bar across a
 * page reload to its end; the next upload offers the saved profile.
 */
test('a catalogue manager imports a supplier file: mapping, profile, dry run with errors, progress across a reload', async ({
  page,
}) => {
  // Four thousand rows checked and applied, with a slow picture per batch, on a shared machine.
  test.setTimeout(120_000);
  const run = `E2E${Date.now()}`;
  const supplier = `Tarnija ${run}`;

  await signInStaff(page, DEMO_STAFF.catalog, '/haldus/import');
  await expect(page.getByRole('heading', { name: 'Toodete import' })).toBeVisible();
  await upload(page, supplierFile(run, ROWS, pictures.origin));
  const mapping = page.getByTestId('import-mapping');
  await expect(mapping.getByLabel('Veeru „Kategooria” väli')).toHaveValue('category');
  await expect(mapping.getByLabel('Veeru „Jaehind” väli')).toHaveValue('retail_price');
  await expect(mapping.getByLabel('Veeru „Peidetud” väli')).toHaveValue('hidden');
  await expect(mapping.getByLabel('Veeru „Pilt” väli')).toHaveValue('pictures');
  const netPrice = mapping.getByLabel('Veeru „Netohind” väli');
  await expect(netPrice).toHaveValue('');
  await netPrice.selectOption({ label: 'Hind' });
  await expect(netPrice).toHaveValue('price');

  await page.getByLabel('Tarnija', { exact: true }).fill(supplier);
  await page.getByLabel('Profiili nimi').fill('Netohindadega hinnakiri');
  await page.getByRole('button', { name: 'Salvesta profiil' }).click();
  await expect(page.getByText('Profiil on salvestatud.')).toBeVisible();

  await page.getByRole('button', { name: 'Alusta kontrolli' }).click();
  await expect(page).toHaveURL(/\/haldus\/import\/\d+$/);
  const importUrl = page.url();
  const status = page.getByTestId('import-status');
  await expect(status).toHaveText('Kontrollitud', { timeout: 60_000 });
  const errors = page.getByTestId('import-errors');
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors.getByRole('row').nth(1)).toContainText('4');
  await expect(errors).toContainText('Kategooria');
  await expect(errors).toContainText('Sellist kategooriat ei ole.');
  await expect(page.getByTestId('import-counts').first()).toContainText(`Uusi tooteid${count(ROWS - 1)}`);

  // The apply runs in the background; its bar shows rows done, speed and time left.
  await page.getByRole('button', { name: 'Rakenda' }).click();
  await expect(status).toHaveText('Rakendan');
  await expectProgress(page);
  const beforeReload = await rowsDone(page);
  expect(beforeReload).toBeLessThan(ROWS);

  // The import's address carries it: a reload comes back to the same apply, still running.
  await page.reload();
  expect(page.url()).toBe(importUrl);
  await expect(status).toHaveText('Rakendan');
  await expectProgress(page);
  expect(await rowsDone(page)).toBeGreaterThanOrEqual(beforeReload);

  await expect(status).toHaveText('Valmis', { timeout: 60_000 });
  await expect(page.getByTestId('import-progress')).toHaveCount(0);
  await expect(page.getByTestId('import-applied-line')).toContainText(`kuni reani ${ROWS + 1}`);
  const applied = page.getByTestId('import-counts').nth(1);
  await expect(applied).toContainText(`Uusi tooteid${count(ROWS - 1)}`);
  await expect(applied).toContainText(`Lisatud pilte${ROWS / PICTURE_EVERY}`);

  // The next upload of the supplier's file offers the saved profile, with the hand-made mapping.
  await page.goto('/haldus/import');
  await upload(page, supplierFile(`${run}B`, 2, pictures.origin));
  await expect(netPrice).toHaveValue('');
  const profiles = page.getByLabel('Lae tarnija profiil');
  await expect(profiles.getByRole('option', { name: `${supplier}: Netohindadega hinnakiri` })).toHaveCount(1);
  await profiles.selectOption({ label: `${supplier}: Netohindadega hinnakiri` });
  await expect(netPrice).toHaveValue('price');
  await expect(page.getByLabel('Tarnija', { exact: true })).toHaveValue(supplier);
});
