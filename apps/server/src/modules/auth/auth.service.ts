import { clientBlockedSignInMessage, type User } from '@kodumasinad/contract';
import type { AccountLockout } from '../../platform/account-lockout.js';
import { AppError } from '../../platform/errors.js';
import { signInAddressGuard, type RateLimiter } from '../../platform/rate-limit.js';
import type { UserService } from '../clients/user.service.js';

export const LOGIN_FAILED_MESSAGE = 'Sisselogimine ebaõnnestus.';
export const WRONG_CREDENTIALS_MESSAGE = 'E-post või salasõna on vale.';

const accountKey = (email: string) => `login-account:${email}`;
const failurePrefix = (email: string) => `login-failures:${email}|`;

/** Credentials checks with the rate limits of issue 2 and the per-account waits of issue 9. */
export class AuthService {
  constructor(
    private readonly users: UserService,
    private readonly limiter: RateLimiter,
    private readonly lockout: AccountLockout,
    /** Whom a blocked client's user is told to contact: the seller (SELLER_NAME, SELLER_EMAIL). */
    private readonly sellerContact: { name: string; email: string },
  ) {
    this.addressGuard = signInAddressGuard(limiter);
  }

  /**
   * The ceiling of failed login, invitation and password calls from one address (decision 067):
   * it stops credential stuffing across many e-mails, which the per-e-mail failure count cannot
   * see, and lets the successful sign-ins of everyone behind the address through.
   */
  readonly addressGuard: ReturnType<typeof signInAddressGuard>;

  /** Reset-link requests from one address, all counted: each sends mail (a 200 says nothing). */
  async throttleResetMail(ip: string): Promise<void> {
    await this.limiter.hit(`password-mail-ip:${ip}`, this.limiter.perIpLimit);
  }

  /** The user for these credentials; 422 without saying which one was wrong, 429 after too many failures. */
  async login(credentials: { email: string; password: string }, ip: string): Promise<User> {
    const email = credentials.email.toLowerCase();
    const failureKey = `${failurePrefix(email)}${ip}`;
    await this.limiter.assertBelow(failureKey, this.limiter.failureLimit);
    // Counted per account from every address, for unknown e-mails too, so it reveals nothing.
    await this.lockout.claim(accountKey(email));
    const found = await this.users.authenticate(credentials.email, credentials.password);
    if (found === null) {
      await this.limiter.record(failureKey);
      throw new AppError(422, 'invalid_credentials', LOGIN_FAILED_MESSAGE, {
        email: [WRONG_CREDENTIALS_MESSAGE],
      });
    }
    await Promise.all([this.limiter.reset(failureKey), this.lockout.clear(accountKey(email))]);
    if (found.blocked) {
      // The password was right: say why there is no way in, and whom to ask (issue 22).
      const message = clientBlockedSignInMessage(this.sellerContact);
      throw new AppError(422, 'client_blocked', message, { email: [message] });
    }
    return found.user;
  }

  /**
   * Lifts the account's login waits and its per-address failure counts: to be called once the
   * owner has proved it through a password reset, so an attacker cannot keep them out.
   */
  async clearAccountLockout(email: string): Promise<void> {
    const address = email.toLowerCase();
    await Promise.all([
      this.lockout.clear(accountKey(address)),
      this.limiter.resetPrefix(failurePrefix(address)),
    ]);
  }
}
