import type { Page } from '@playwright/test';
import { test, expect, login } from '../support/fixtures.js';
import { ANNA } from '../support/env.js';

/**
 * The content security policy allows no eval. Nothing the shop or the back-office runs may even
 * try it: Chromium reports a blocked attempt (zod's caught `new Function` probe was one) in its
 * Issues panel, which costs every page Lighthouse's best-practices score (issue 11).
 */
async function recordViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => found.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return found;
}

test('no page of the shop or the back-office breaks the content security policy', async ({ page }) => {
  const violations = await recordViolations(page);
  await login(page, ANNA.email);
  await page.goto('/pesumasinad');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/ostukorv');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/haldus/login');
  await expect(page.getByLabel('E-post')).toBeVisible();
  expect(violations).toEqual([]);
});
