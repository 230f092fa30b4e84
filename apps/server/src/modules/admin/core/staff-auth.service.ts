import {
  STAFF_CODE_WRONG_MESSAGE,
  STAFF_SIGN_IN_FIRST_MESSAGE,
  type Staff,
  type StaffEnroll,
} from '@kodumasinad/contract/admin';
import type { SessionRow } from '../../../db/schema.js';
import type { AccountLockout } from '../../../platform/account-lockout.js';
import { AppError } from '../../../platform/errors.js';
import {
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
  hashPassword,
} from '../../../platform/passwords.js';
import { signInAddressGuard, type RateLimiter } from '../../../platform/rate-limit.js';
import { open, seal, SecretBoxError } from '../../../platform/secret-box.js';
import type { SignInAudit } from './sign-in-audit.js';
import type { StaffService } from '../../staff/staff.service.js';
import { acceptedStep, enrolment, newTotpSecret } from './totp.js';

export const STAFF_LOGIN_FAILED_MESSAGE = 'Sisselogimine ebaõnnestus.';
export const STAFF_WRONG_CREDENTIALS_MESSAGE = 'E-post või salasõna on vale.';
export const STAFF_TOTP_UNREADABLE_MESSAGE =
  'Autentimisrakenduse sidumist ei saa lugeda. Palu administraatoril see lähtestada ja seo rakendus uuesti.';

const accountKey = (email: string) => `staff-login-account:${email}`;
const failureKey = (email: string, ip: string) => `staff-login-failures:${email}|${ip}`;
const codeKey = (staffId: number) => `staff-totp-failures:${staffId}`;

/** What the password step leaves in the new session. */
export type PasswordStep =
  | { next: 'totp'; session: StaffSessionFields }
  | { next: 'enroll'; enroll: StaffEnroll; session: StaffSessionFields };
type StaffSessionFields = Pick<SessionRow, 'staff_id' | 'staff_stage' | 'staff_enroll_secret'>;

const isTooMany = (error: unknown) => error instanceof AppError && error.status === 429;

/**
 * Staff sign-in in two steps (decision 043): e-mail and password, then a TOTP code; the first
 * sign-in enrols an authenticator, whose secret is kept only once its first code is accepted.
 * Rate limits as for buyers (per e-mail and address, per account from anywhere, per address),
 * and wrong codes count per staff member. Secrets are stored sealed with the TOTP key, and every
 * outcome but a bare address ceiling is recorded in the audit log (decision 052).
 */
export class StaffAuthService {
  constructor(
    private readonly staff: StaffService,
    private readonly limiter: RateLimiter,
    private readonly lockout: AccountLockout,
    private readonly audit: SignInAudit,
    private readonly totpKey: Buffer,
  ) {
    this.addressGuard = signInAddressGuard(limiter);
  }

  /** The ceiling of failed sign-in calls from one address, shared with the buyers' (decision 067). */
  readonly addressGuard: ReturnType<typeof signInAddressGuard>;

  async checkPassword(credentials: { email: string; password: string }, ip: string): Promise<PasswordStep> {
    const email = credentials.email.toLowerCase();
    const row = await this.staff.findByEmail(email);
    const event = { staffId: row?.id ?? null, email, ip };
    try {
      await this.limiter.assertBelow(failureKey(email, ip), this.limiter.failureLimit);
      await this.lockout.claim(accountKey(email));
    } catch (error) {
      if (isTooMany(error)) await this.audit.record({ ...event, action: 'sign_in.locked', step: 'password' });
      throw error;
    }
    const valid =
      row === undefined || row.active !== 1
        ? await verifyAgainstDummy(credentials.password)
        : await verifyPassword(row.password_hash, credentials.password);
    if (row === undefined || !valid) {
      await this.limiter.record(failureKey(email, ip));
      await this.audit.record({ ...event, action: 'sign_in.password_failed' });
      throw new AppError(422, 'invalid_credentials', STAFF_LOGIN_FAILED_MESSAGE, {
        email: [STAFF_WRONG_CREDENTIALS_MESSAGE],
      });
    }
    await Promise.all([this.limiter.reset(failureKey(email, ip)), this.lockout.clear(accountKey(email))]);
    // A hash from older parameters is replaced while the password is at hand.
    if (needsRehash(row.password_hash)) {
      await this.staff.setPasswordHash(row.id, await hashPassword(credentials.password));
    }
    if (row.totp_secret !== null) {
      return {
        next: 'totp',
        session: { staff_id: row.id, staff_stage: 'password', staff_enroll_secret: null },
      };
    }
    const secret = newTotpSecret();
    return {
      next: 'enroll',
      enroll: await enrolment(secret, row.email),
      session: { staff_id: row.id, staff_stage: 'password', staff_enroll_secret: seal(this.totpKey, secret) },
    };
  }

  /**
   * Checks the code of a session that passed the password step: the staff member when it is
   * right; 401 without such a session, 422 for a wrong, stale or used code, 429 after too many.
   */
  async checkCode(session: SessionRow | null, code: string, ip: string): Promise<Staff> {
    if (session?.staff_id == null || session.staff_stage !== 'password') {
      throw new AppError(401, 'unauthenticated', STAFF_SIGN_IN_FIRST_MESSAGE);
    }
    const row = await this.staff.findById(session.staff_id);
    const sealed = session.staff_enroll_secret ?? row?.totp_secret ?? null;
    if (row === undefined || row.active !== 1 || sealed === null) {
      throw new AppError(401, 'unauthenticated', STAFF_SIGN_IN_FIRST_MESSAGE);
    }
    const event = { staffId: row.id, email: row.email, ip };
    try {
      await this.limiter.assertBelow(codeKey(row.id), this.limiter.failureLimit);
    } catch (error) {
      if (isTooMany(error)) await this.audit.record({ ...event, action: 'sign_in.locked', step: 'code' });
      throw error;
    }
    const step = await acceptedStep(this.openSecret(sealed), code, row.totp_last_step);
    // The sealed enrolment secret is stored as it is: the staff row keeps it sealed too.
    const claimed = step !== null && (await this.staff.claimStep(row.id, step, session.staff_enroll_secret));
    if (!claimed) {
      await this.limiter.record(codeKey(row.id));
      await this.audit.record({ ...event, action: 'sign_in.code_failed' });
      throw new AppError(422, 'invalid_code', STAFF_CODE_WRONG_MESSAGE, { code: [STAFF_CODE_WRONG_MESSAGE] });
    }
    await this.limiter.reset(codeKey(row.id));
    await this.audit.record({ ...event, action: 'sign_in.success' });
    return { id: row.id, email: row.email, name: row.name, role: row.role };
  }

  /** Records the sign-out of a signed-in staff session (other sessions' sign-outs are not events). */
  async signedOut(session: SessionRow | null, ip: string): Promise<void> {
    if (session?.staff_id == null || session.staff_stage !== 'totp') return;
    const row = await this.staff.findById(session.staff_id);
    if (row === undefined) return;
    await this.audit.record({ action: 'sign_in.sign_out', staffId: row.id, email: row.email, ip });
  }

  /** A sealed secret's base32 text; 422 asking for a reset when STAFF_TOTP_KEY is not its key. */
  private openSecret(sealed: string): string {
    try {
      return open(this.totpKey, sealed);
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      throw new AppError(422, 'totp_unreadable', STAFF_TOTP_UNREADABLE_MESSAGE, {
        code: [STAFF_TOTP_UNREADABLE_MESSAGE],
      });
    }
  }
}
