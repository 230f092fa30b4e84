import { randomBytes } from 'node:crypto';
import {
  DELIVERY_COUNTY_MISMATCH_MESSAGE,
  PAYMENT_UNAVAILABLE_MESSAGE,
  SERVICES_MESSAGE,
  deliveryAddressForm,
  parseForm,
  transportNeedsDeliveryAddress,
  type DeliveryAddress,
  type OrderDraft,
  type OrderReply,
  type OrderStep,
  type PaymentMethodCode,
  type TransportChoice,
  type User,
} from '@kodumasinad/contract';
import type { Db } from '../../db/database.js';
import { AppError, invalidInput, unauthorized } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events.js';
import type { PaymentRegistry } from '../../platform/payments/index.js';
import type { CartService } from '../cart/cart.service.js';
import { freshDraft, parseDraftData, withPassed, type ClientProfile, type DraftData } from './draft-data.js';
import { checkPrerequisites } from './draft-steps.js';
import { OrderDraftRepository } from './order-draft.repository.js';
import { DRAFT_CHANGED_MESSAGE, OrderPlacement } from './order-placement.js';
import { draftTotals, orderTotals } from './order-totals.js';
import type { OrdersService } from './orders.service.js';
import { offeredMethod, offeredMethods } from './payment-methods.js';
import { isServiceCode, SERVICE_OPTIONS } from './services.js';

export const ORDER_PLACED_MESSAGE = 'Tellimus on vormistatud.';

export interface CheckoutDeps {
  db: Db;
  cart: CartService;
  orders: OrdersService;
  payments: PaymentRegistry;
  /** Raises order.placed inside the placing transaction. */
  events: EventBus;
  clock?: () => Date;
}

interface CurrentDraft {
  token: string;
  data: DraftData;
  profile: ClientProfile;
  placedOrderId: number | null;
}

const newToken = () => randomBytes(18).toString('base64url');

/** The checkout of SPEC §4: a draft per user, saved one step at a time, then placed as an order. */
export class CheckoutService {
  private readonly drafts: OrderDraftRepository;
  private readonly placement: OrderPlacement;
  private readonly clock: () => Date;

  constructor(private readonly deps: CheckoutDeps) {
    this.drafts = new OrderDraftRepository(deps.db);
    this.clock = deps.clock ?? (() => new Date());
    this.placement = new OrderPlacement({
      db: deps.db,
      cart: deps.cart,
      clock: this.clock,
      events: deps.events,
    });
  }

  private async profile(user: User): Promise<ClientProfile> {
    const profile = await this.drafts.profile(user.id);
    if (profile === undefined) throw unauthorized();
    return profile;
  }

  private async start(user: User, profile: ClientProfile): Promise<CurrentDraft> {
    const token = newToken();
    const data = freshDraft(profile);
    await this.drafts.replace(user.id, token, JSON.stringify(data), this.clock().toISOString());
    return { token, data, profile, placedOrderId: null };
  }

  /** The user's draft as stored, placed or not; a fresh one when there is none. */
  private async stored(user: User): Promise<CurrentDraft> {
    const profile = await this.profile(user);
    const record = await this.drafts.find(user.id);
    if (record === undefined) return this.start(user, profile);
    return {
      token: record.token,
      data: parseDraftData(record.data, profile),
      profile,
      placedOrderId: record.placedOrderId,
    };
  }

  /** The draft to work on: a placed draft's checkout is over, so a fresh one starts. */
  private async current(user: User): Promise<CurrentDraft> {
    const draft = await this.stored(user);
    return draft.placedOrderId === null ? draft : this.start(user, draft.profile);
  }

  private async view(user: User, draft: CurrentDraft): Promise<OrderDraft> {
    const [transport, cart] = await Promise.all([
      this.deps.cart.transport(user),
      this.deps.cart.checkoutCart(user),
    ]);
    const offered = offeredMethods(this.deps.payments, draft.profile.paymentTerm);
    const method = offeredMethod(this.deps.payments, draft.profile.paymentTerm, draft.data.payment_method);
    return {
      contacts: draft.data.contacts,
      transport,
      // Only while the cart's transport needs it (the cart may have changed the transport since).
      delivery:
        transport !== null && transportNeedsDeliveryAddress(transport.code) ? draft.data.delivery : null,
      services: draft.data.services,
      payment_method: method?.code ?? null,
      passed_steps: draft.data.passed_steps,
      options: {
        services: [...SERVICE_OPTIONS],
        payment_methods: offered.map((provider) => ({ code: provider.code, label: provider.label })),
        payment_term: draft.profile.paymentTerm,
      },
      totals: draftTotals(orderTotals(cart, draft.data.services)),
    };
  }

  /** The payment methods the payment step offers the user's company (GET /api/variables). */
  paymentMethods(user: User): { code: PaymentMethodCode; label: string }[] {
    return offeredMethods(this.deps.payments, user.b2b_client.payment_term).map((provider) => ({
      code: provider.code,
      label: provider.label,
    }));
  }

  /** GET /api/order: the current draft, created when there is none. */
  async draft(user: User): Promise<OrderDraft> {
    return this.view(user, await this.current(user));
  }

  /** GET /api/order/new: a fresh draft prefilled from the client and the user. */
  async newDraft(user: User): Promise<OrderDraft> {
    return this.view(user, await this.start(user, await this.profile(user)));
  }

  /** POST /api/order {order}: saves one step, or with checkout-confirm places the order. */
  async save(user: User, order: OrderStep): Promise<{ data: OrderDraft } | OrderReply> {
    const { step } = order;
    const stored = await this.stored(user);
    if (step === 'checkout-confirm' && stored.placedOrderId !== null) {
      // Confirm pressed again after the order was placed: the same order, not a second one.
      return {
        ...(await this.deps.orders.placedReply(user, stored.placedOrderId)),
        message: ORDER_PLACED_MESSAGE,
      };
    }
    const draft = stored.placedOrderId === null ? stored : await this.start(user, stored.profile);
    if (order.step === 'checkout-confirm') return this.confirmOnce(user, draft);
    checkPrerequisites(step, draft.data, await this.deps.cart.transport(user));

    let data = draft.data;
    switch (order.step) {
      case 'checkout-contacts':
        data = { ...data, contacts: order.contacts };
        break;
      case 'checkout-transport': {
        const delivery = deliveryFor(order.transport, order.delivery ?? null);
        await this.deps.cart.setTransport(user, order.transport);
        data = { ...data, delivery };
        break;
      }
      case 'checkout-services':
        if (!order.services.every(isServiceCode)) throw invalidInput({ services: [SERVICES_MESSAGE] });
        data = { ...data, services: order.services };
        break;
      case 'checkout-payment': {
        const method = offeredMethod(this.deps.payments, draft.profile.paymentTerm, order.payment_method);
        if (method === undefined) throw invalidInput({ payment_method: [PAYMENT_UNAVAILABLE_MESSAGE] });
        data = { ...data, payment_method: method.code };
        break;
      }
    }
    data = withPassed(data, step);
    const saved = await this.drafts.update(
      user.id,
      draft.token,
      JSON.stringify(data),
      this.clock().toISOString(),
    );
    if (!saved) throw new AppError(409, 'draft_changed', DRAFT_CHANGED_MESSAGE);
    return { data: await this.view(user, { ...draft, data }) };
  }

  /**
   * A confirm that lost a race with a concurrent confirm of the same draft (a double click)
   * finds the cart already emptied and its transport cleared by the winner. It answers with the
   * order the draft became instead of a misleading error.
   */
  private async confirmOnce(user: User, draft: CurrentDraft): Promise<OrderReply> {
    try {
      checkPrerequisites('checkout-confirm', draft.data, await this.deps.cart.transport(user));
      return await this.confirm(user, draft);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const again = await this.stored(user);
      if (again.token !== draft.token || again.placedOrderId === null) throw error;
      return {
        ...(await this.deps.orders.placedReply(user, again.placedOrderId)),
        message: ORDER_PLACED_MESSAGE,
      };
    }
  }

  private async confirm(user: User, draft: CurrentDraft): Promise<OrderReply> {
    const method = offeredMethod(this.deps.payments, draft.profile.paymentTerm, draft.data.payment_method);
    if (method === undefined) throw invalidInput({ payment_method: [PAYMENT_UNAVAILABLE_MESSAGE] });
    const prices = await this.deps.cart.purchasePrices(user);
    const orderId = await this.placement.place({
      user,
      profile: draft.profile,
      token: draft.token,
      data: draft.data,
      prices,
      method,
    });
    return { ...(await this.deps.orders.placedReply(user, orderId)), message: ORDER_PLACED_MESSAGE };
  }
}

/**
 * The delivery address the transport step keeps: a transport to the installation site needs one
 * in the county its price is for (each missing field named, 422 keyed `delivery.<field>`); other
 * transports deliver to the contacts' address and keep none.
 */
function deliveryFor(transport: TransportChoice, delivery: DeliveryAddress | null): DeliveryAddress | null {
  if (!transportNeedsDeliveryAddress(transport.code)) return null;
  if (delivery === null) {
    const missing = parseForm(deliveryAddressForm, {});
    if (!missing.ok) {
      throw invalidInput(
        Object.fromEntries(
          Object.entries(missing.errors).map(([field, messages]) => [`delivery.${field}`, messages]),
        ),
      );
    }
  }
  if (delivery === null || delivery.county !== transport.county) {
    throw invalidInput({ 'delivery.county': [DELIVERY_COUNTY_MISMATCH_MESSAGE] });
  }
  return delivery;
}
