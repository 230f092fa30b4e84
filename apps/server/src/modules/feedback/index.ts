import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { MailQueue } from '../../platform/mail-queue.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { recordAudit, type RequireStaff } from '../admin/core/index.js';
import { AdminFeedbackService } from './feedback-admin.service.js';
import { registerFeedbackAdminRoutes } from './feedback.admin-routes.js';
import { FeedbackRepository } from './feedback.repository.js';
import { registerFeedbackRoutes } from './feedback.routes.js';
import { FeedbackService } from './feedback.service.js';

/**
 * Feedback: the buyer's /kontakt form (feedback.routes.ts) and the back-office inbox (issue 14,
 * feedback.admin-routes.ts). Owns the `feedback` table.
 */
export function register(
  app: FastifyInstance,
  deps: {
    db: Db;
    mail: MailQueue;
    /** Where the form's messages are mailed (SELLER_EMAIL). */
    sellerEmail: string;
    limiter: RateLimiter;
    requireStaff: RequireStaff;
  },
): void {
  const { db, mail, sellerEmail, limiter, requireStaff } = deps;
  const feedback = new FeedbackService({ feedback: new FeedbackRepository(db), mail, sellerEmail });
  registerFeedbackRoutes(app, { feedback, limiter });
  registerFeedbackAdminRoutes(app, {
    requireStaff,
    feedback: new AdminFeedbackService({ db, audit: recordAudit }),
  });
}
