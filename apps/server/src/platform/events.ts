import type { CatalogChange } from '../db/catalog-version.js';
import type { Db } from '../db/database.js';

/**
 * The named cross-module events (issue 23, decision 070) and what each carries. A module that
 * raises one does not know who reacts; the reactions are listed in one place, event-handlers.ts.
 */
export interface DomainEvents {
  /** Checkout placed an order; raised inside the placing transaction. */
  'order.placed': {
    orderId: number;
    userId: number;
    at: string;
    /** Payment method code. */ payment: string;
  };
  /** Staff cancelled an order; raised inside the transition's transaction. */
  'order.cancelled': { orderId: number; at: string };
  /**
   * A bank-link payment paid an order, and its invoice was issued paid; raised inside the
   * payment's transaction.
   */
  'order.paid': { orderId: number; /** The bank link's method code. */ method: string };
  /**
   * Something the buyers' catalogue index is computed from changed outside the catalogue module
   * (a client's discount rules); raised inside the change's transaction (decision 092).
   */
  'catalog.changed': { change: CatalogChange };
}

/** A reaction to an event: on the raising transaction when the event was raised in one. */
export type EventHandler<Events, N extends keyof Events> = (payload: Events[N], db: Db) => Promise<void>;

/**
 * A small typed in-process event bus. Handlers run one after another in the order they were
 * registered, each awaited; an error stops the rest and reaches the code that raised the event,
 * so inside a transaction it rolls the whole transaction back (the raising change and every
 * handler's work are atomic).
 */
export class EventBus<Events extends object = DomainEvents> {
  private readonly handlers = new Map<keyof Events, EventHandler<Events, never>[]>();

  /** `db` is what handlers get for an event raised outside a transaction. */
  constructor(private readonly db: Db) {}

  on<N extends keyof Events>(name: N, handler: EventHandler<Events, N>): void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as EventHandler<Events, never>);
    this.handlers.set(name, list);
  }

  /** Runs the event's handlers in order; pass the transaction (`trx`) the event happened in. */
  async emit<N extends keyof Events>(name: N, payload: Events[N], trx?: Db): Promise<void> {
    const db = trx ?? this.db;
    for (const handler of this.handlers.get(name) ?? []) {
      await (handler as EventHandler<Events, N>)(payload, db);
    }
  }
}
