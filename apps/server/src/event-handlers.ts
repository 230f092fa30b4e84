import { recordCatalogChange } from './modules/catalog/index.js';
import { creditOrderInvoice } from './modules/invoices/index.js';
import type { OffersService } from './modules/offers/offers.service.js';
import type { OrderMails } from './modules/orders/index.js';
import type { EventBus } from './platform/events.js';
import type { AppMetrics } from './platform/metrics.js';

/**
 * Every reaction to a cross-module event, in one place (issue 23, decision 070). Each runs inside
 * the transaction that raised the event, in the order listed here: a failing one rolls the whole
 * change back.
 */
export function registerEventHandlers(
  events: EventBus,
  modules: { offers: OffersService; orderMails: OrderMails; metrics: AppMetrics },
): void {
  const { offers, orderMails, metrics } = modules;

  // Checkout placed an order: offers put in the cart become ordered, the confirmation is queued.
  events.on('order.placed', ({ userId, orderId, at }, trx) =>
    offers.markOrderedWithin(trx, userId, orderId, at),
  );
  events.on('order.placed', ({ orderId }, trx) => orderMails.queuePlaced(trx, orderId));
  // Counted last, once every reaction before it went through.
  events.on('order.placed', async ({ payment }) => metrics.orderPlaced(payment));

  // Staff cancelled an order: its invoice is credited.
  events.on('order.cancelled', async ({ orderId }, trx) => {
    await creditOrderInvoice(trx, orderId);
  });

  // A bank-link payment paid an order (its invoice issued paid): the invoice is e-mailed.
  events.on('order.paid', ({ orderId }, trx) => orderMails.queuePaid(trx, orderId));
  events.on('order.paid', async ({ method }) => metrics.paymentReceived(method));

  // A client's discounts changed: the catalogue's version rises, every process re-prices.
  events.on('catalog.changed', recordCatalogChange);
}
