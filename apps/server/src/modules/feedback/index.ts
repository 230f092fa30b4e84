import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { recordAudit, type RequireStaff } from '../admin/core/index.js';
import { registerFeedbackAdminRoutes } from './feedback.admin-routes.js';
import { AdminFeedbackService } from './feedback-admin.service.js';

/** The feedback inbox of the back-office (issue 14). */
export function registerAdminFeedback(
  app: FastifyInstance,
  deps: { db: Db; requireStaff: RequireStaff },
): void {
  registerFeedbackAdminRoutes(app, {
    requireStaff: deps.requireStaff,
    feedback: new AdminFeedbackService({ db: deps.db, audit: recordAudit }),
  });
}
