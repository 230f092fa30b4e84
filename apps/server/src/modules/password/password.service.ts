import { randomBytes } from 'node:crypto';
import { PASSWORD_RESET_TTL_MINUTES, type User } from '@kodumasinad/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { escapeHtml } from '../../platform/html.js';
import type { BackgroundMail } from '../../platform/background-mail.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { hashToken } from '../../platform/sessions.js';
import type { UserService } from '../user/user.service.js';
import type { PasswordResetRepository } from './password.repository.js';

export const RESET_LINK_SENT_MESSAGE =
  'Kui see e-posti aadress on meil registreeritud, saatsime sinna salasõna taastamise lingi.';
export const PASSWORD_CHANGED_MESSAGE = 'Salasõna on muudetud ja oled sisse logitud.';
const RESET_FAILED_MESSAGE = 'Salasõna taastamine ebaõnnestus.';
export const INVALID_TOKEN_MESSAGE = 'Salasõna taastamise link on vigane või juba kasutatud. Telli uus link.';
export const EXPIRED_TOKEN_MESSAGE = 'Salasõna taastamise link on aegunud. Telli uus link.';
export const EMAIL_MISMATCH_MESSAGE = 'See e-posti aadress ei vasta taastamise lingile.';

const resetFailed = (field: 'token' | 'email', message: string) =>
  new AppError(422, 'password_reset_failed', RESET_FAILED_MESSAGE, { [field]: [message] });

export class PasswordService {
  constructor(
    private readonly deps: {
      resets: PasswordResetRepository;
      users: UserService;
      mail: BackgroundMail;
      limiter: RateLimiter;
      appUrl: string;
      log: FastifyBaseLogger;
    },
  ) {}

  /**
   * Sends a reset link when the address belongs to an active user. The caller answers the same
   * either way, so the reply does not reveal who has an account.
   */
  async requestReset(email: string): Promise<void> {
    const address = email.toLowerCase();
    // Counted for every address alike, so the limit reveals nothing either; it stops mail bombing.
    await this.deps.limiter.hit(`password-mail:${address}`, this.deps.limiter.failureLimit);
    const user = await this.deps.users.findUserByEmail(address);
    if (user === null) return;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60 * 1000).toISOString();
    await this.deps.resets.replaceToken(address, hashToken(token), expiresAt);
    const link = `${this.deps.appUrl}/password/reset/${token}?email=${encodeURIComponent(address)}`;
    // Sent after the reply, so a slow mail server does not tell who has an account.
    this.deps.mail.dispatch(resetMail(user, link), 'password reset mail', () => {
      if (this.deps.mail.kind === 'outbox') this.deps.log.info({ link, to: address }, 'password reset link');
    });
  }

  /** Checks the token and sets the new password; returns the user to sign in. */
  async resetPassword(input: { token: string; email: string; password: string }): Promise<User> {
    const row = await this.deps.resets.findByTokenHash(hashToken(input.token));
    if (row === undefined || row.used_at !== null) throw resetFailed('token', INVALID_TOKEN_MESSAGE);
    if (row.email !== input.email.toLowerCase()) throw resetFailed('email', EMAIL_MISMATCH_MESSAGE);
    if (Date.parse(row.expires_at) <= Date.now()) throw resetFailed('token', EXPIRED_TOKEN_MESSAGE);
    const user = await this.deps.users.findUserByEmail(row.email);
    if (user === null || !(await this.deps.resets.markUsed(row.id))) {
      throw resetFailed('token', INVALID_TOKEN_MESSAGE);
    }
    await this.deps.users.changePassword(user.id, input.password);
    return user;
  }
}

function resetMail(user: User, link: string) {
  const minutes = PASSWORD_RESET_TTL_MINUTES;
  return {
    to: user.email,
    subject: 'Salasõna taastamine – Kodumasinad B2B',
    text: [
      `Tere, ${user.name}!`,
      '',
      'Saime taotluse sinu Kodumasinad B2B e-poe konto salasõna taastamiseks.',
      `Uue salasõna saad määrata sellel lingil (kehtib ${minutes} minutit):`,
      '',
      link,
      '',
      'Kui sa salasõna taastamist ei taotlenud, jäta see kiri tähelepanuta – sinu praegune salasõna jääb kehtima.',
      '',
      'Kodumasinad AS',
    ].join('\n'),
    html: [
      `<p>Tere, ${escapeHtml(user.name)}!</p>`,
      '<p>Saime taotluse sinu Kodumasinad B2B e-poe konto salasõna taastamiseks.',
      `Uue salasõna saad määrata sellel lingil (kehtib ${minutes} minutit):</p>`,
      `<p><a href="${escapeHtml(link)}">Määra uus salasõna</a></p>`,
      '<p>Kui sa salasõna taastamist ei taotlenud, jäta see kiri tähelepanuta – sinu praegune salasõna jääb kehtima.</p>',
      '<p>Kodumasinad AS</p>',
    ].join('\n'),
  };
}
