import { join } from 'node:path';
import { DEMO_PASSWORD } from '../support/env.js';
import { DEMO_STAFF, signInStaff } from '../support/admin.js';
import { ensureFeedback, walkAdminScreens } from '../support/admin-screens.js';
import { scan, type Found } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';

/**
 * axe-core over every back-office screen at 1366 and 375 px, signed in as the demo admin, with
 * its dialogs open: any violation of any rule fails, as for the shop (axe.spec.ts).
 */

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 375, height: 740 },
];

// The two widths' walks run side by side; each signs in (the second waits for the next code).
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('the back-office sign-in and code step have no axe violations', async ({ page }) => {
  test.setTimeout(120_000);
  const found: Found[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/haldus/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scan(page, `${viewport.width} px /haldus/login`, found);
    await page.getByRole('button', { name: 'Jätka' }).click();
    await expect(page.getByLabel('E-post')).toHaveAttribute('aria-invalid', 'true');
    await scan(page, `${viewport.width} px /haldus/login with errors`, found);
    await page.getByLabel('E-post').fill(DEMO_STAFF.admin.email);
    await page.getByLabel('Salasõna').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Jätka' }).click();
    await expect(page.getByLabel('Kood')).toBeFocused();
    await scan(page, `${viewport.width} px /haldus/login code step`, found);
  }
  expect(found).toEqual([]);
});

for (const viewport of VIEWPORTS) {
  test(`every back-office screen and dialog at ${viewport.width} px has no axe violations`, async ({
    page,
  }) => {
    // Some forty screens and dialogs, each scanned whole, on a shared two-core machine.
    test.setTimeout(1_200_000);
    ensureFeedback();
    await page.setViewportSize(viewport);
    await signInStaff(page, DEMO_STAFF.admin);
    const found: Found[] = [];
    await walkAdminScreens(page, async (name) => {
      // ADMIN_SCREENSHOTS=<folder> also keeps a picture of each state, for looking them over.
      const folder = process.env.ADMIN_SCREENSHOTS;
      if (folder) {
        const file = `${viewport.width}-${name.replace(/[^a-z0-9]+/gi, '-')}.png`;
        await page.screenshot({ path: join(folder, file), fullPage: true });
      }
      await scan(page, `${viewport.width} px ${name}`, found);
    });
    expect(found).toEqual([]);
  });
}
