import { expect, type Page } from '@playwright/test';

/** What the back-office walks run on each settled state, under a name such as "/haldus/tootajad: add dialog". */
export type Check = (name: string) => Promise<void>;

/** The rows of the back-office list on the page. */
export const rows = (page: Page) => page.getByTestId('admin-table-row');

/** Opens a back-office address and waits for its heading and its calls. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Opens `path` and checks it under its own name. */
export async function visit(page: Page, path: string, check: Check): Promise<void> {
  await open(page, path);
  await check(path);
}

/**
 * Opens the first row's first link of the list at `path` (the demo data fills every list the
 * walks open this way) and returns the detail's address.
 */
export async function firstDetail(page: Page, path: string): Promise<string> {
  await open(page, path);
  const link = rows(page).first().getByRole('link').first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).not.toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return new URL(page.url()).pathname;
}

/** Opens a dialog with `opener`, checks it, closes it with Escape. */
export async function withDialog(
  page: Page,
  opener: () => Promise<void>,
  name: string,
  check: Check,
): Promise<void> {
  await opener();
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(dialog.first()).toBeVisible();
  await check(name);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}
