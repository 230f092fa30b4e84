import { randomBytes } from 'node:crypto';
import { parseRequestPart } from '@kodumasinad/contract';
import {
  STAFF_EMAIL_TAKEN_MESSAGE,
  StaffCreateRequestSchema,
  type StaffAccount,
} from '@kodumasinad/contract/admin';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { invalidInput } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { seal } from '../../platform/secret-box.js';
import { recordCommandAudit } from '../admin/core/index.js';
import { enrolment, newTotpSecret } from '../admin/core/totp.js';
import { audited, toStaffAccount } from './staff-accounts.service.js';
import { StaffRepository } from './staff.repository.js';

/** What `npm run create-admin` prints once: the password and the authenticator to add. */
export interface CreatedAdmin {
  account: StaffAccount;
  /** The password given on stdin, or the generated one. */
  password: string;
  passwordGenerated: boolean;
  /** The base32 TOTP secret and its otpauth URI (the same an authenticator app's QR code holds). */
  totp: { secret: string; otpauthUrl: string };
}

/** 24 characters of base64url: 144 random bits. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Creates an admin from the server's command line (decision 087): the first one of a production
 * database that holds no demo staff, or a new one when every admin is locked out. Input is judged
 * by the back-office's own staff form (Estonian 422 errors); the authenticator is enrolled here,
 * sealed with STAFF_TOTP_KEY, so the account never signs in with the password alone. The
 * creation is audited as `command:create-admin`.
 */
export async function createAdmin(
  db: Db,
  totpKey: Buffer,
  input: { email: string | undefined; name: string | undefined; password?: string | undefined },
): Promise<CreatedAdmin> {
  const password = input.password ?? generatePassword();
  const parsed = parseRequestPart(
    StaffCreateRequestSchema,
    { email: input.email ?? '', name: input.name ?? '', role: 'admin', password },
    'body',
  );
  if (!parsed.ok) throw invalidInput(parsed.errors);
  const { email, name } = parsed.value;
  const staff = new StaffRepository(db);
  if ((await staff.findByEmail(email)) !== undefined)
    throw invalidInput({ email: [STAFF_EMAIL_TAKEN_MESSAGE] });
  const secret = newTotpSecret();
  const passwordHash = await hashPassword(password);
  try {
    const account = await db.transaction().execute(async (trx) => {
      const row = await staff.create(trx, {
        email,
        name,
        role: 'admin',
        password_hash: passwordHash,
        totp_secret: seal(totpKey, secret),
      });
      await recordCommandAudit(trx, 'create-admin', {
        action: 'staff.create',
        entity: 'staff',
        entity_id: row.id,
        before: null,
        after: audited(row),
      });
      return toStaffAccount(row);
    });
    const { otpauth_url: otpauthUrl } = await enrolment(secret, account.email);
    return {
      account,
      password,
      passwordGenerated: input.password === undefined,
      totp: { secret, otpauthUrl },
    };
  } catch (error) {
    // Another command (or an admin in the back-office) took the address meanwhile.
    if (isUniqueViolation(error)) throw invalidInput({ email: [STAFF_EMAIL_TAKEN_MESSAGE] });
    throw error;
  }
}
