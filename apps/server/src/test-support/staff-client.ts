import { randomBytes } from 'node:crypto';
import type { StaffRole, StaffTotpReply } from '@kodumasinad/contract/admin';
import { currentCode, newTotpSecret } from '../modules/admin/core/totp.js';
import { hashPassword } from '../platform/passwords.js';
import { seal } from '../platform/secret-box.js';
import type { TestApp } from './test-app.js';
import { TestClient } from './test-client.js';

export const STAFF_TEST_PASSWORD = 'Haldus1234!';

/** A staff member made for a test: the row's id, sign-in details and TOTP secret. */
export interface TestStaff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  totpSecret: string;
}

let passwordHash: Promise<string> | undefined;

/**
 * Adds an active staff member with an enrolled authenticator (its secret sealed with the app's
 * key, as the sign-in stores it), straight to the database.
 * `enrolled: false` leaves the authenticator to the first sign-in.
 */
export async function createStaff(
  t: Pick<TestApp, 'db' | 'config'>,
  role: StaffRole,
  options: { enrolled?: boolean; email?: string } = {},
): Promise<TestStaff> {
  passwordHash ??= hashPassword(STAFF_TEST_PASSWORD);
  const email = options.email ?? `${role}-${randomBytes(4).toString('hex')}@kodumasinad.test`;
  const totpSecret = newTotpSecret();
  const now = new Date().toISOString();
  const row = await t.db
    .insertInto('staff')
    .values({
      email,
      name: `Töötaja ${role}`,
      role,
      password_hash: await passwordHash,
      totp_secret: options.enrolled === false ? null : seal(t.config.staffTotpKey, totpSecret),
      totp_last_step: null,
      active: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email, name: `Töötaja ${role}`, role, password: STAFF_TEST_PASSWORD, totpSecret };
}

/** The current code of a TOTP secret, as the staff member's authenticator app shows it. */
export function totpCode(secret: string): Promise<string> {
  return currentCode(secret);
}

/** A browser stand-in signed in as a staff member (a new one of `role`, or the one given). */
export interface StaffTestClient extends TestClient {
  staff: TestStaff;
}

/**
 * A client signed in as a new staff member of `role` through the real calls: the page (cookie and
 * CSRF token), `POST /api/admin/login`, then `POST /api/admin/login/totp` with the current code,
 * adopting each reply's CSRF token as the back-office app does.
 */
export async function staffClient(
  t: TestApp,
  role: StaffRole,
  remoteAddress?: string,
): Promise<StaffTestClient> {
  const staff = await createStaff(t, role);
  const client = Object.assign(new TestClient(t.app, remoteAddress), { staff });
  await signInStaff(client, staff);
  return client;
}

/** Signs `client` in as `staff` (password, then code); throws when a step is refused. */
export async function signInStaff(client: TestClient, staff: TestStaff): Promise<StaffTotpReply> {
  if (client.csrf === null) await client.page();
  const login = await client.api('POST', '/api/admin/login', {
    email: staff.email,
    password: staff.password,
  });
  if (login.statusCode !== 200) throw new Error(`staff login: ${login.statusCode} ${login.body}`);
  client.csrf = login.json<{ csrf_token: string }>().csrf_token;
  const totp = await client.api('POST', '/api/admin/login/totp', { code: await totpCode(staff.totpSecret) });
  if (totp.statusCode !== 200) throw new Error(`staff TOTP: ${totp.statusCode} ${totp.body}`);
  const reply = totp.json<StaffTotpReply>();
  client.csrf = reply.csrf_token;
  return reply;
}
