import type { FastifyInstance } from 'fastify';
import type { SellerConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { MailQueue } from '../../platform/mail-queue.js';
import { recordAudit, type RequireStaff } from '../admin/core/index.js';
import { registerAdminInvoiceRoutes } from './invoices.admin-routes.js';
import { AdminInvoicesService } from './admin-invoices.service.js';
import { BankStatementsService } from './bank-statements.service.js';
import { RefundsService } from '../orders/refunds.service.js';
import { UnmatchedCreditsService } from './unmatched-credits.service.js';

/** The back-office's invoices (issue 14, decision 048): list, payments, statement import, unmatched credits, reminders. */
export function registerAdminInvoices(
  app: FastifyInstance,
  deps: {
    db: Db;
    mail: MailQueue;
    seller: SellerConfig;
    requireStaff: RequireStaff;
    clock?: (() => Date) | undefined;
  },
): void {
  const { db, clock } = deps;
  const timing = clock === undefined ? {} : { clock };
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
    refunds: new RefundsService({ db, audit: recordAudit, ...timing }),
    requireStaff: deps.requireStaff,
  });
}
