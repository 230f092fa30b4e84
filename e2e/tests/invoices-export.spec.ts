import { readFile } from 'node:fs/promises';
import { ANNA } from '../support/env.js';
import { expect, login, test } from '../support/fixtures.js';

test('the invoice list downloads as CSV and XLSX with its filter', async ({ page }) => {
  await login(page, ANNA.email);
  await page.goto('/arved?status=paid');
  await expect(page.getByTestId('invoice-row').first()).toBeVisible();
  const rows = await page.getByTestId('invoice-row').count();

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('invoices-export-csv').click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^arved-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await csv.path()) as string, 'utf8');
  expect(
    text.startsWith('\uFEFFNumber;Kuupäev;Tellimus;Summa;Makstud;Maksetähtaeg;Staatus;Viitenumber\r\n'),
  ).toBe(true);
  const lines = text.trimEnd().split('\r\n').slice(1);
  expect(lines.length).toBeGreaterThanOrEqual(rows);
  expect(lines.every((line) => line.split(';')[6] === 'Makstud')).toBe(true);

  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('invoices-export-xlsx').click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^arved-[\d-]+\.xlsx$/);
  const bytes = await readFile((await xlsx.path()) as string);
  expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
});
