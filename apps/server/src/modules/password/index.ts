import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { MailQueue } from '../../platform/mail-queue.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { SellerDetails } from '../../platform/seller.js';
import type { SessionStore } from '../../platform/sessions.js';
import type { AuthService } from '../auth/index.js';
import type { UserService } from '../clients/index.js';
import { PasswordResetRepository } from './password.repository.js';
import { registerPasswordRoutes } from './password.routes.js';
import { PasswordService } from './password.service.js';

/** Forgotten passwords: the e-mailed link and the new password (SPEC §7). Owns `password_resets`. */
export function register(
  app: FastifyInstance,
  deps: {
    db: Db;
    users: UserService;
    auth: AuthService;
    sessions: SessionStore;
    secret: string;
    mail: MailQueue;
    limiter: RateLimiter;
    appUrl: string;
    /** SELLER_*: the mail's signature. */
    seller: SellerDetails;
    log: FastifyBaseLogger;
  },
): void {
  const passwords = new PasswordService({
    resets: new PasswordResetRepository(deps.db),
    users: deps.users,
    mail: deps.mail,
    limiter: deps.limiter,
    appUrl: deps.appUrl,
    seller: deps.seller,
    log: deps.log,
  });
  registerPasswordRoutes(app, { passwords, auth: deps.auth, sessions: deps.sessions, secret: deps.secret });
}
