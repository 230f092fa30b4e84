import {
  DELIVERY_ADDRESS_FIRST_MESSAGE,
  deliveryFitsTransport,
  ORDER_TOTAL_LIMIT_MESSAGE,
  TRANSPORT_LABELS,
  referenceNumber,
  withinOrderLimit,
  type User,
  CLIENT_BLOCKED_ORDER_MESSAGE,
} from '@kodumasinad/contract';
import { nextCounterValue } from '../../db/counters.js';
import type { Db } from '../../db/database.js';
import { orderCounter, orderNumber, orderReferenceBase } from '../../db/document-numbers.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events.js';
import type { PaymentProvider } from '../../platform/payments/index.js';
import type { CartService, PurchasePrices } from '../cart/cart.service.js';
import type { ClientProfile, DraftData } from './draft-data.js';
import { estonianYear } from '../../platform/estonian-calendar.js';
import { issueInvoice } from '../invoices/invoice-issuing.js';
import { OrderDraftRepository } from './order-draft.repository.js';
import { orderTotals } from './order-totals.js';
import { OrdersRepository } from './orders.repository.js';
import { PaymentsRepository } from './payments.repository.js';

export const EMPTY_CART_MESSAGE = 'Ostukorv on tühi.';
export const DRAFT_CHANGED_MESSAGE =
  'Tellimuse andmed muutusid vahepeal. Palun vaata tellimus üle ja kinnita uuesti.';
export const TRANSPORT_FIRST_MESSAGE = 'Palun vali enne transport.';

export interface Placement {
  user: User;
  profile: ClientProfile;
  /** The draft's token: orders.draft_token is unique, so one draft becomes one order. */
  token: string;
  data: DraftData;
  prices: PurchasePrices;
  method: PaymentProvider;
}

/**
 * Places an order in one transaction: number, rows with their title, code and price, transport,
 * services, totals, the payment attempt (and for pay-later the invoice); the draft is marked
 * placed, the cart emptied and `order.placed` raised in the transaction (offers put in the cart
 * become ordered, the confirmation is queued: event-handlers.ts). A repeated confirm — also a
 * concurrent one — gets the first order.
 */
export class OrderPlacement {
  constructor(private readonly deps: { db: Db; cart: CartService; clock: () => Date; events: EventBus }) {}

  /** The id of the order the draft became. */
  async place(placement: Placement): Promise<number> {
    try {
      return await this.deps.db.transaction().execute((trx) => this.placeWithin(trx, placement));
    } catch (error) {
      // The same draft placed concurrently: its token is taken, so the order exists.
      if (!isUniqueViolation(error)) throw error;
      const placed = await new OrdersRepository(this.deps.db).idByDraftToken(placement.token);
      if (placed === undefined) throw error;
      return placed;
    }
  }

  private async placeWithin(trx: Db, placement: Placement): Promise<number> {
    const { user, profile, token, data, prices, method } = placement;
    const drafts = new OrderDraftRepository(trx);
    const orders = new OrdersRepository(trx);
    const draft = await drafts.find(user.id);
    if (draft?.token === token && draft.placedOrderId !== null) return draft.placedOrderId;
    if (draft?.token !== token) {
      const placed = await orders.idByDraftToken(token);
      if (placed !== undefined) return placed;
      throw new AppError(409, 'draft_changed', DRAFT_CHANGED_MESSAGE);
    }

    // A client blocked after the buyer's request passed the guard still orders nothing.
    if (await orders.clientBlocked(user.b2b_client.id)) {
      throw new AppError(422, 'client_blocked', CLIENT_BLOCKED_ORDER_MESSAGE);
    }
    const cart = await this.deps.cart.checkoutCart(user, prices, trx);
    if (cart.lines.length === 0) throw new AppError(422, 'cart_empty', EMPTY_CART_MESSAGE);
    const transport = cart.transport;
    if (transport === null) {
      throw new AppError(422, 'checkout_step', TRANSPORT_FIRST_MESSAGE, { step: [TRANSPORT_FIRST_MESSAGE] });
    }
    if (!deliveryFitsTransport(transport, data.delivery)) {
      throw new AppError(422, 'checkout_step', DELIVERY_ADDRESS_FIRST_MESSAGE, {
        step: [DELIVERY_ADDRESS_FIRST_MESSAGE],
      });
    }
    // A delivery address left in the draft from an earlier choice of transport is not the order's.
    const delivery = deliveryFitsTransport(transport, null) ? null : data.delivery;
    const totals = orderTotals(cart, data.services);
    // The last gate: the cart checks each change, but prices, services or a concurrent add may
    // still have taken the order past the limit (decision 013).
    if (!withinOrderLimit(totals.gross)) {
      throw new AppError(422, 'order_total_limit', ORDER_TOTAL_LIMIT_MESSAGE, {
        total: [ORDER_TOTAL_LIMIT_MESSAGE],
      });
    }
    const now = this.deps.clock();
    const at = now.toISOString();
    const year = estonianYear(now);
    const sequence = await nextCounterValue(trx, orderCounter(year));
    const reference = referenceNumber(orderReferenceBase(year, sequence));
    const invoice = method.kind === 'invoice';
    const { contacts } = data;

    const orderId = await orders.insertOrder({
      number: orderNumber(year, sequence),
      b2b_client_id: user.b2b_client.id,
      user_id: user.id,
      placed_by: user.name,
      draft_token: token,
      status: invoice ? 'confirmed' : 'open',
      payment_status: invoice ? 'invoice' : 'open',
      payment_method: method.code,
      payment_term: profile.paymentTerm,
      reference_number: reference,
      ...contacts,
      transport_code: transport.code,
      transport_title: TRANSPORT_LABELS[transport.code],
      transport_county: transport.county,
      transport_price: totals.transport,
      delivery_recipient_name: delivery?.recipient_name ?? null,
      delivery_recipient_phone: delivery?.recipient_phone ?? null,
      delivery_address: delivery?.address ?? null,
      delivery_city: delivery?.city ?? null,
      delivery_postal_code: delivery?.postal_code ?? null,
      delivery_county: delivery?.county ?? null,
      services: JSON.stringify(totals.servicesList),
      services_total: totals.services,
      products_total: totals.products,
      total: totals.net,
      vat: totals.vat,
      total_vat: totals.gross,
      created_at: at,
      updated_at: at,
    });
    await orders.insertRows(
      cart.lines.map((line, index) => ({
        order_id: orderId,
        position: index + 1,
        product_id: line.productId,
        title: line.title,
        code: line.code,
        quantity: line.quantity,
        price: line.price,
        total: line.total,
      })),
    );
    await new PaymentsRepository(trx).insertPayment({
      orderId,
      method: method.code,
      status: invoice ? 'invoice' : 'open',
      amountCents: totals.gross,
      reference,
      at,
    });
    // Paid later: the invoice is issued with the order, due after the client's payment term.
    if (invoice) await issueInvoice(trx, orderId, now, { kind: 'pay-later' });
    await drafts.markPlaced(user.id, token, orderId, at);
    await this.deps.cart.clearWithin(trx, user.id, cart.rowIds);
    await this.deps.events.emit('order.placed', { orderId, userId: user.id, at, payment: method.code }, trx);
    return orderId;
  }
}
