import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env.js';
import { totpCode } from './totp.js';

/** The demo staff and their TOTP secrets as the README documents them (demo only). */
export const DEMO_STAFF = {
  admin: {
    email: 'admin@kodumasinad.test',
    totpSecret: 'KODUMASINADADMINDEMOSECRET234567',
    role: 'Administraator',
  },
  sales: { email: 'myyk@kodumasinad.test', totpSecret: 'KODUMASINADMYYKDEMOSECRET2345672', role: 'Müük' },
  content: { email: 'sisu@kodumasinad.test', totpSecret: 'KODUMASINADSISUDEMOSECRET2345672', role: 'Sisu' },
  catalog: {
    email: 'tooted@kodumasinad.test',
    totpSecret: 'KODUMASINADTOOTEDDEMOSECRET23456',
    role: 'Tootehaldur',
  },
} as const;

export type DemoStaff = (typeof DEMO_STAFF)[keyof typeof DEMO_STAFF];

const STEP_MS = 30_000;
const CODE_REFUSED = 'Kood on vale või aegunud.';

/**
 * Signs a demo staff member in at /haldus/login with the password and the authenticator's
 * current code. A code works once (decision 043): when another test of the same member took
 * this step's code, the screen refuses it and the next step's code is entered when it comes.
 */
export async function signInStaff(page: Page, staff: DemoStaff, path = '/haldus'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/haldus\/login$/);
  await page.getByLabel('E-post').fill(staff.email);
  await page.getByLabel('Salasõna').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Jätka' }).click();
  const code = page.getByLabel('Kood');
  await expect(code).toBeFocused();
  const used = totpCode(staff.totpSecret);
  await code.fill(used);
  await page.getByRole('button', { name: 'Kinnita' }).click();
  const signedIn = page.getByTestId('admin-staff');
  const refused = page.getByText(CODE_REFUSED);
  await expect(signedIn.or(refused).first()).toBeVisible();
  if (await refused.first().isVisible()) {
    // Wait until the authenticator shows the next step's code (at most one step away).
    await expect
      .poll(() => totpCode(staff.totpSecret), { timeout: STEP_MS + 5_000, intervals: [250] })
      .not.toBe(used);
    await code.fill(totpCode(staff.totpSecret));
    await page.getByRole('button', { name: 'Kinnita' }).click();
  }
  await expect(signedIn).toContainText(staff.role);
}
