import { hashPassword } from '../../platform/passwords.js';
import { seal } from '../../platform/secret-box.js';
import type { Db } from '../database.js';
import type { StaffTable } from '../schema-admin.js';
import { DEMO_PASSWORD } from './demo-users.js';

const SEEDED_AT = '2025-01-06T08:00:00.000Z';

/**
 * The demo back-office staff (issue 14), password `Demo1234!`, with authenticators already
 * enrolled on these fixed TOTP secrets (README). For the demo only: they are public, so they are
 * seeded only with the rest of the demo data, never into a database that already has users.
 */
export const DEMO_STAFF: readonly {
  email: string;
  name: string;
  role: StaffTable['role'];
  totpSecret: string;
}[] = [
  {
    email: 'admin@kodumasinad.test',
    name: 'Kadri Haldur',
    role: 'admin',
    totpSecret: 'KODUMASINADADMINDEMOSECRET234567',
  },
  {
    email: 'myyk@kodumasinad.test',
    name: 'Margus Müük',
    role: 'sales',
    totpSecret: 'KODUMASINADMYYKDEMOSECRET2345672',
  },
  {
    email: 'sisu@kodumasinad.test',
    name: 'Siiri Sisu',
    role: 'content',
    totpSecret: 'KODUMASINADSISUDEMOSECRET2345672',
  },
  {
    email: 'tooted@kodumasinad.test',
    name: 'Toomas Tooted',
    role: 'catalog',
    totpSecret: 'KODUMASINADTOOTEDDEMOSECRET23456',
  },
];

/** Inserts the demo staff, their TOTP secrets sealed with `totpKey` (decision 052). */
export async function seedDemoStaff(db: Db, totpKey: Buffer): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insertInto('staff')
    .values(
      DEMO_STAFF.map((staff) => ({
        email: staff.email,
        name: staff.name,
        role: staff.role,
        password_hash: passwordHash,
        totp_secret: seal(totpKey, staff.totpSecret),
        totp_last_step: null,
        active: 1 as const,
        created_at: SEEDED_AT,
        updated_at: SEEDED_AT,
      })),
    )
    .execute();
}

/** `e-mail: code` of each demo staff member's current TOTP code, for the seed's output. */
export async function demoStaffCodes(now = Date.now()): Promise<string[]> {
  return Promise.all(
    DEMO_STAFF.map(
      async (staff) =>
        `${staff.email} (${staff.role}): ${await (await import('otplib')).generate({ secret: staff.totpSecret, epoch: Math.floor(now / 1000) })}`,
    ),
  );
}
