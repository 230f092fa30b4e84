import type { Staff } from '@kodumasinad/contract/admin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { MailQueue } from '../../platform/mail-queue.js';
import { recordAudit, type RequireStaff } from '../admin/core/index.js';
import { registerDashboardRoutes } from '../admin/dashboard/dashboard.routes.js';
import { DashboardService } from '../admin/dashboard/dashboard.service.js';
import { registerAdminOrderRoutes } from './orders.admin-routes.js';
import { AdminOrdersService } from './admin-orders.service.js';
import type { SellerDetails } from '../../platform/seller.js';

/** The back-office's orders and dashboard (issue 14, decision 047), on the core's guard. */
export function registerAdminOrders(
  app: FastifyInstance,
  deps: {
    db: Db;
    mail: MailQueue;
    requireStaff: RequireStaff;
    appUrl: string;
    /** SELLER_*: the status mails' signature. */
    seller: SellerDetails;
    clock?: (() => Date) | undefined;
  },
): void {
  const { db, requireStaff, clock } = deps;
  const orders = new AdminOrdersService<Staff>({
    db,
    mail: deps.mail,
    audit: recordAudit,
    appUrl: deps.appUrl,
    seller: deps.seller,
    ...(clock === undefined ? {} : { clock }),
  });
  registerAdminOrderRoutes(app, { orders, requireStaff });
  registerDashboardRoutes(app, {
    dashboard: new DashboardService({ db, ...(clock === undefined ? {} : { clock }) }),
    requireStaff,
  });
}
