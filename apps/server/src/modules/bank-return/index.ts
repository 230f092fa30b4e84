import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { EventBus } from '../../platform/events.js';
import type { PaymentRegistry } from '../../platform/payments/index.js';
import type { SessionStore } from '../../platform/sessions.js';
import { PaymentOutcomes } from '../orders/index.js';
import { registerBankReturnRoutes } from './bank-return.routes.js';

/**
 * Where the banks' replies come in (decision 013). It writes nothing itself: the orders module's
 * PaymentOutcomes applies each reply (and raises order.paid).
 */
export async function register(
  app: FastifyInstance,
  deps: {
    db: Db;
    events: EventBus;
    payments: PaymentRegistry;
    sessions: SessionStore;
    clock?: (() => Date) | undefined;
  },
): Promise<void> {
  await registerBankReturnRoutes(app, {
    payments: deps.payments,
    outcomes: new PaymentOutcomes(deps.db, deps.events, deps.clock),
    sessions: deps.sessions,
  });
}
