import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, E2E_DATA_DIR } from './env.js';
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
/** A sign-in holds its member's lock for seconds; one held this long belongs to a test that died. */
const STALE_LOCK_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stepAt = (ms: number) => Math.floor(ms / STEP_MS);

/** The last TOTP step the server accepted from the member, straight from the e2e database. */
function lastStep(email: string): number | null {
  const db = new Database(join(E2E_DATA_DIR, 'kodumasinad.sqlite'), { readonly: true });
  db.pragma('busy_timeout = 5000');
  try {
    const row = db.prepare('select totp_last_step from staff where email = ?').get(email) as
      { totp_last_step: number | null } | undefined;
    if (row === undefined) throw new Error(`no demo staff member ${email}`);
    return row.totp_last_step;
  } finally {
    db.close();
  }
}

/**
 * Runs `signIn` while holding the member's sign-in lock, a directory in the e2e data folder
 * (created atomically, so one test of all the workers holds it at a time).
 */
async function withSignInLock<T>(email: string, signIn: () => Promise<T>): Promise<T> {
  const lock = join(E2E_DATA_DIR, `staff-sign-in-${email}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      await sleep(100);
    }
  }
  try {
    return await signIn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * The step whose code the server takes now: the current one, or the next one when the current
 * one's code was used already (the server accepts one step either side, decision 043); when even
 * the next one was used, waits for the clock to reach it.
 */
async function unusedStep(email: string): Promise<number> {
  const last = lastStep(email);
  for (;;) {
    const now = stepAt(Date.now());
    const step = last === null ? now : Math.max(now, last + 1);
    if (step <= now + 1) return step;
    await sleep(250);
  }
}

/**
 * Signs a demo staff member in at /haldus/login with the password and an authenticator code.
 * A code works once (decision 043), and tests of the same member run side by side: each sign-in
 * takes the member's lock and enters the code of a step the server has not accepted yet, so the
 * code is always taken.
 */
export async function signInStaff(page: Page, staff: DemoStaff, path = '/haldus'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/haldus\/login$/);
  await page.getByLabel('E-post').fill(staff.email);
  await page.getByLabel('Salasõna').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Jätka' }).click();
  const code = page.getByLabel('Kood');
  await expect(code).toBeFocused();
  await withSignInLock(staff.email, async () => {
    const step = await unusedStep(staff.email);
    await code.fill(totpCode(staff.totpSecret, step * STEP_MS));
    await page.getByRole('button', { name: 'Kinnita' }).click();
    await expect(page.getByTestId('admin-staff')).toContainText(staff.role);
  });
}
