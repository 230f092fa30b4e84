import type { FastifyInstance } from 'fastify';
import type { SellerConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { UserGuard } from '../../platform/auth-guard.js';
import type { MailQueue } from '../../platform/mail-queue.js';
import { recordAudit, type RequireStaff } from '../admin/core/index.js';
import { AdminInvoicesService } from './admin-invoices.service.js';
import { BankStatementsService } from './bank-statements.service.js';
import { registerAdminInvoiceRoutes } from './invoices.admin-routes.js';
import { registerInvoiceRoutes } from './invoices.routes.js';
import type { InvoicesService } from './invoices.service.js';
import { UnmatchedCreditsService } from './unmatched-credits.service.js';

export { creditOrderInvoice, issueInvoice } from './invoice-issuing.js';
export { InvoicesService } from './invoices.service.js';

export interface InvoicesModuleDeps {
  db: Db;
  invoices: InvoicesService;
  mail: MailQueue;
  seller: SellerConfig;
  requireUser: UserGuard;
  requireStaff: RequireStaff;
  clock?: (() => Date) | undefined;
}

/**
 * The invoices area (issue 23): the buyer's invoices (invoices.routes.ts) and the back-office's
 * list, payments, statement import, unmatched credits and reminders (invoices.admin-routes.ts,
 * issue 14, decision 048), on the staff guard of the back-office core (registered before this).
 */
export function register(app: FastifyInstance, deps: InvoicesModuleDeps): void {
  const { db, clock } = deps;
  const timing = clock === undefined ? {} : { clock };
  registerInvoiceRoutes(app, { invoices: deps.invoices, requireUser: deps.requireUser });
  registerAdminInvoiceRoutes(app, {
    invoices: new AdminInvoicesService({
      db,
      mail: deps.mail,
      audit: recordAudit,
      seller: deps.seller,
      ...timing,
    }),
    statements: new BankStatementsService({
      db,
      audit: recordAudit,
      sellerIbans: deps.seller.ibans,
      ...timing,
    }),
    credits: new UnmatchedCreditsService({ db, audit: recordAudit, ...timing }),
    requireStaff: deps.requireStaff,
  });
}
