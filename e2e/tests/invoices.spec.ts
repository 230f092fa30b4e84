import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, login } from '../support/fixtures.js';
import { ANNA, PEETER } from '../support/env.js';

/**
 * The accountant's path (issue 13): filter the list, open an invoice, download its PDF and
 * e-invoice, pay it with the test bank and see it paid. Anna pays an unpaid invoice on a desktop,
 * Peeter (another company) an overdue one at 375 px, so the two never pick the same invoice.
 */
async function accountantPath(page: Page, status: 'unpaid' | 'overdue', label: string) {
  await page.goto('/arved');
  await expect(page.getByTestId('invoices-total-unpaid')).toContainText('€');
  await page.getByLabel('Staatus').selectOption(status);
  await expect(page).toHaveURL(new RegExp(`/arved\\?status=${status}$`));
  const row = page.getByTestId('invoice-row').first();
  await expect(row.getByTestId('invoice-status')).toHaveText(label);
  // The previous list stays on screen until the filtered one arrives.
  await expect
    .poll(async () => [...new Set(await page.getByTestId('invoice-status').allInnerTexts())])
    .toEqual([label]);
  const number = await row.getByRole('link').first().innerText();
  await row.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { name: `Arve ${number}` })).toBeVisible();
  await expect(page.getByTestId('invoice-seller')).toContainText('KMKR: EE101122334');
  await expect(page.getByTestId('invoice-payment-info')).toContainText('Viitenumber');

  const [xml] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('invoice-einvoice').click(),
  ]);
  expect(xml.suggestedFilename()).toBe(`arve-${number}.xml`);
  const content = readFileSync((await xml.path()) as string, 'utf8');
  expect(content).toContain('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"');
  expect(content).toContain(`<cbc:ID>${number}</cbc:ID>`);
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-pdf').click()]);
  expect(pdf.suggestedFilename()).toBe(`arve-${number}.pdf`);
  expect(
    readFileSync((await pdf.path()) as string)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  const outstanding = await page.getByTestId('invoice-outstanding').innerText();
  await page.getByTestId('invoice-pay-method').selectOption('testbank');
  await page.getByTestId('invoice-pay-now').click();
  await expect(page.getByText('Testpank')).toBeVisible();
  await expect(page.locator('body')).toContainText(number);
  await page.getByRole('button', { name: 'Maksa' }).click();
  await expect(page).toHaveURL(/\/arved\/\d+$/);
  await expect(page.getByTestId('invoice-status')).toHaveText('Makstud');
  await expect(page.getByTestId('invoice-paid-message')).toHaveText(
    'Makse on kätte saadud, arve on tasutud. Aitäh!',
  );
  await expect(page.getByTestId('invoice-outstanding')).toHaveText('0,00\u00a0€');
  await expect(page.getByTestId('invoice-payments')).toContainText('Testpank');
  await expect(page.getByTestId('invoice-pay-now')).toHaveCount(0);
  expect(outstanding).not.toBe('0,00\u00a0€');
}

test('the accountant filters unpaid invoices, downloads one and pays it with the test bank', async ({
  page,
}) => {
  await login(page, ANNA.email);
  await accountantPath(page, 'unpaid', 'Maksmata');
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('an overdue invoice is paid the same way, the list stacked without sideways scrolling', async ({
    page,
  }) => {
    await login(page, PEETER.email);
    await page.goto('/arved');
    await expect(page.getByTestId('invoice-row').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await accountantPath(page, 'overdue', 'Tähtaeg ületatud');
    const detailOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(detailOverflow).toBeLessThanOrEqual(0);
  });
});
