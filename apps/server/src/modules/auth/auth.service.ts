import type { User } from '@kodumasinad/contract';
import { AppError } from '../../platform/errors.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { UserService } from '../user/user.service.js';

export const LOGIN_FAILED_MESSAGE = 'Sisselogimine ebaõnnestus.';
export const WRONG_CREDENTIALS_MESSAGE = 'E-post või salasõna on vale.';

/** Credentials checks with the rate limits of issue 2. */
export class AuthService {
  constructor(
    private readonly users: UserService,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * The ceiling shared by every login and password call from one address: it stops credential
   * stuffing across many e-mails, which the per-e-mail failure count cannot see.
   */
  async throttleAddress(ip: string): Promise<void> {
    await this.limiter.hit(`credentials-ip:${ip}`, this.limiter.perIpLimit);
  }

  /** The user for these credentials; 422 without saying which one was wrong, 429 after too many failures. */
  async login(credentials: { email: string; password: string }, ip: string): Promise<User> {
    const failureKey = `login-failures:${credentials.email.toLowerCase()}|${ip}`;
    await this.limiter.assertBelow(failureKey, this.limiter.failureLimit);
    const user = await this.users.authenticate(credentials.email, credentials.password);
    if (user === null) {
      await this.limiter.record(failureKey);
      throw new AppError(422, 'invalid_credentials', LOGIN_FAILED_MESSAGE, {
        email: [WRONG_CREDENTIALS_MESSAGE],
      });
    }
    await this.limiter.reset(failureKey);
    return user;
  }
}
