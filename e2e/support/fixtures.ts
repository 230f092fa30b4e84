import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env.js';

/**
 * Chromium reports every 4xx reply as "Failed to load resource"; those are answers the app
 * handles (a wrong password is a 422), so they are not errors of the page. Everything else
 * printed with console.error, and every uncaught exception, fails the test.
 */
const HANDLED_HTTP_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !HANDLED_HTTP_ERROR.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Salasõna', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logi sisse' }).click();
  await expect(page).toHaveURL(/\/$/);
}
