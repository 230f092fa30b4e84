import type { Staff } from '@kodumasinad/contract/admin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { UserGuard } from '../../platform/auth-guard.js';
import type { EventBus } from '../../platform/events.js';
import type { MailQueue } from '../../platform/mail-queue.js';
import type { SellerDetails } from '../../platform/seller.js';
import { recordAudit, type RequireStaff } from '../admin/core/index.js';
import type { IntegrationRouter } from '../integrations/index.js';
import { AdminOrdersService } from './admin-orders.service.js';
import type { CheckoutService } from './checkout.service.js';
import { IntegrationOrdersService, type IntegrationOrderActor } from './integration-orders.service.js';
import { registerAdminOrderRoutes } from './orders.admin-routes.js';
import { registerIntegrationOrderRoutes } from './orders.integration-routes.js';
import { registerOrderRoutes } from './orders.routes.js';
import type { OrdersService } from './orders.service.js';
import { RefundsService } from './refunds.service.js';

export { CheckoutService } from './checkout.service.js';
export { OrderMails } from './order-mails.js';
export { OrdersService } from './orders.service.js';
export { PaymentOutcomes } from './payment-outcomes.js';

export interface OrdersModuleDeps {
  db: Db;
  checkout: CheckoutService;
  orders: OrdersService;
  mail: MailQueue;
  /** Raises order.cancelled when staff cancel an order. */
  events: EventBus;
  appUrl: string;
  /** SELLER_*: the status mails' signature. */
  seller: SellerDetails;
  requireUser: UserGuard;
  requireStaff: RequireStaff;
  /** The ERP's integration API's router (decision 081). */
  integrationRoute: IntegrationRouter;
  clock?: (() => Date) | undefined;
}

/**
 * The orders area (issue 23): the buyer's checkout and orders (orders.routes.ts), the
 * back-office's orders and refund tasks (orders.admin-routes.ts, issue 14, decisions 047 and 065),
 * on the staff guard of the back-office core (registered before this), and the ERP's order calls
 * (orders.integration-routes.ts, decision 081) on the integration API's router.
 */
export function register(app: FastifyInstance, deps: OrdersModuleDeps): void {
  const { db, clock } = deps;
  const timing = clock === undefined ? {} : { clock };
  registerOrderRoutes(app, { checkout: deps.checkout, orders: deps.orders, requireUser: deps.requireUser });
  registerAdminOrderRoutes(app, {
    orders: new AdminOrdersService<Staff>({
      db,
      mail: deps.mail,
      audit: recordAudit,
      appUrl: deps.appUrl,
      seller: deps.seller,
      events: deps.events,
      ...timing,
    }),
    refunds: new RefundsService({ db, audit: recordAudit, ...timing }),
    requireStaff: deps.requireStaff,
  });
  registerIntegrationOrderRoutes(deps.integrationRoute, {
    orders: new IntegrationOrdersService({
      db,
      transitions: new AdminOrdersService<IntegrationOrderActor>({
        db,
        mail: deps.mail,
        // The admin who created the token answers for it; the entry names the token too.
        audit: (trx, actor, change) =>
          recordAudit(trx, actor, {
            ...change,
            after: { ...change.after, integration: { id: actor.integrationId, name: actor.name } },
          }),
        appUrl: deps.appUrl,
        seller: deps.seller,
        events: deps.events,
        ...timing,
      }),
    }),
  });
}
