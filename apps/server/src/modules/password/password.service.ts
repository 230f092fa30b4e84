import { randomBytes } from 'node:crypto';
import { PASSWORD_RESET_TTL_MINUTES, type User } from '@kodumasinad/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { escapeHtml } from '../../platform/html.js';
import type { MailMessage } from '../../platform/mail.js';
import type { MailQueue } from '../../platform/mail-queue.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { hashToken } from '../../platform/sessions.js';
import type { UserService } from '../clients/user.service.js';
import type { PasswordResetRepository } from './password.repository.js';
import { sellerSignatureHtml, sellerSignatureLines, type SellerDetails } from '../../platform/seller.js';

export const RESET_LINK_SENT_MESSAGE =
  'Kui see e-posti aadress on meil registreeritud, saatsime sinna salasõna taastamise lingi.';
export const PASSWORD_CHANGED_MESSAGE = 'Salasõna on muudetud ja oled sisse logitud.';
const RESET_FAILED_MESSAGE = 'Salasõna taastamine ebaõnnestus.';
export const INVALID_TOKEN_MESSAGE = 'Salasõna taastamise link on vigane või juba kasutatud. Telli uus link.';
export const EXPIRED_TOKEN_MESSAGE = 'Salasõna taastamise link on aegunud. Telli uus link.';
export const EMAIL_MISMATCH_MESSAGE = 'See e-posti aadress ei vasta taastamise lingile.';

/** The deferred mail job of a reset request: only the address; the worker does the rest. */
export const RESET_MAIL_KIND = 'password-reset';
const ResetJobSchema = z.object({ email: z.string() });

const resetFailed = (field: 'token' | 'email', message: string) =>
  new AppError(422, 'password_reset_failed', RESET_FAILED_MESSAGE, { [field]: [message] });

export class PasswordService {
  constructor(
    private readonly deps: {
      resets: PasswordResetRepository;
      users: UserService;
      mail: MailQueue;
      limiter: RateLimiter;
      appUrl: string;
      /** SELLER_*: the mail's signature. */
      seller: SellerDetails;
      log: FastifyBaseLogger;
    },
  ) {
    deps.mail.handle(RESET_MAIL_KIND, (payload) => this.resetMail(ResetJobSchema.parse(payload).email));
  }

  /**
   * Queues a reset link for the address and returns. The request does the same work for every
   * address — the rate-limit count and one queued job — so neither its reply nor its timing tells
   * who has an account (issue 9). Looking the user up, writing the token and sending happen in
   * the mail queue's worker after the reply.
   */
  async requestReset(email: string): Promise<void> {
    const address = email.toLowerCase();
    // Counted for every address alike, so the limit reveals nothing either; it stops mail bombing.
    await this.deps.limiter.hit(`password-mail:${address}`, this.deps.limiter.failureLimit);
    await this.deps.mail.defer(RESET_MAIL_KIND, { email: address });
  }

  /**
   * The worker's half: the link mail for an active user's address (a fresh token, which retires
   * older ones), or nothing for an unknown address. A retry after a failed send writes a new
   * token, so only the link that is finally sent works.
   */
  private async resetMail(address: string): Promise<MailMessage | null> {
    const user = await this.deps.users.findUserByEmail(address);
    if (user === null) return null;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60 * 1000).toISOString();
    await this.deps.resets.replaceToken(address, hashToken(token), expiresAt);
    const link = `${this.deps.appUrl}/password/reset/${token}?email=${encodeURIComponent(address)}`;
    if (this.deps.mail.kind === 'outbox') this.deps.log.info({ link, to: address }, 'password reset link');
    return resetMail(user, link, this.deps.seller);
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

function resetMail(user: User, link: string, seller: SellerDetails): MailMessage {
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
      ...sellerSignatureLines(seller),
    ].join('\n'),
    html: [
      `<p>Tere, ${escapeHtml(user.name)}!</p>`,
      '<p>Saime taotluse sinu Kodumasinad B2B e-poe konto salasõna taastamiseks.',
      `Uue salasõna saad määrata sellel lingil (kehtib ${minutes} minutit):</p>`,
      `<p><a href="${escapeHtml(link)}">Määra uus salasõna</a></p>`,
      '<p>Kui sa salasõna taastamist ei taotlenud, jäta see kiri tähelepanuta – sinu praegune salasõna jääb kehtima.</p>',
      sellerSignatureHtml(seller),
    ].join('\n'),
  };
}
