import type { Expression, SqlBool } from 'kysely';
import type { AdminOrderSort } from '@kodumasinad/contract/admin';
import type { Db } from '../../db/database.js';
import type { OrderStatusHistoryRecord } from '../../db/schema-admin-orders.js';
import type {
  InvoiceRecord,
  NewOrder,
  NewOrderRow,
  OrderRecord,
  OrderRowRecord,
} from '../../db/schema-orders.js';
import { anyContainsFolded } from '../../db/text-search.js';

export interface OrderListFilter {
  status?: string;
  /** ISO instants: created_at ≥ from and < to. */
  from?: string;
  to?: string;
}

export interface AdminOrderFilter {
  status?: string;
  paymentStatus?: string;
  clientId?: number;
  paymentMethod?: string;
  /** ISO instants: created_at ≥ from and < to. */
  from?: string;
  to?: string;
  /** Part of the order number or of the company's name. */
  search?: string;
}

export type AdminOrderListRecord = OrderRecord & { client_name: string };

export interface OrderStatusChange {
  orderId: number;
  from: string;
  to: string;
  reason: string | null;
  staffId: number;
  staffName: string;
  at: string;
}

const SORT_COLUMNS = {
  date: 'orders.created_at',
  total: 'orders.total_vat',
  number: 'orders.number',
} as const satisfies Record<AdminOrderSort, string>;

/** Matches the order number or the company's name (the client's or as ordered), case folded. */
function searchCondition(search: string): Expression<SqlBool> {
  return anyContainsFolded(['orders.number', 'b2b_clients.name', 'orders.company'], search);
}

/**
 * Orders with their rows and status history: the only code that writes these tables, for the
 * buyer's, the bank's and the back-office's calls alike (their payment attempts are
 * payments.repository.ts). Built on a transaction, it reads and writes within it.
 */
export class OrdersRepository {
  constructor(private readonly db: Db) {}

  /** Whether the client is blocked in the back-office (decision 046): then it orders nothing. */
  async clientBlocked(clientId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('b2b_clients')
      .select('blocked')
      .where('id', '=', clientId)
      .executeTakeFirst();
    return row === undefined || row.blocked === 1;
  }

  async insertOrder(order: NewOrder): Promise<number> {
    const row = await this.db.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async insertRows(rows: readonly NewOrderRow[]): Promise<void> {
    if (rows.length > 0)
      await this.db
        .insertInto('order_rows')
        .values([...rows])
        .execute();
  }

  async idByDraftToken(token: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('orders')
      .select('id')
      .where('draft_token', '=', token)
      .executeTakeFirst();
    return row?.id;
  }

  /** Any client's order: for the system's own work (the order's e-mails), never a request's. */
  findById(id: number): Promise<OrderRecord | undefined> {
    return this.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The company's own e-mail address (its invoice address), if it has one. */
  async clientEmail(clientId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('b2b_clients')
      .select('email')
      .where('id', '=', clientId)
      .executeTakeFirst();
    return row?.email ?? null;
  }

  /** The order when it belongs to the client; another client's order reads as absent. */
  find(clientId: number, id: number): Promise<OrderRecord | undefined> {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', id)
      .where('b2b_client_id', '=', clientId)
      .executeTakeFirst();
  }

  rows(orderId: number): Promise<OrderRowRecord[]> {
    return this.db
      .selectFrom('order_rows')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('position')
      .execute();
  }

  /** The reason given when staff cancelled the order (the latest such transition). */
  async cancelReason(orderId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('order_status_history')
      .select('reason')
      .where('order_id', '=', orderId)
      .where('to_status', '=', 'cancelled')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.reason ?? null;
  }

  async invoiceId(orderId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('invoices')
      .select('id')
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** One page of the client's orders, newest first, and how many there are in all. */
  async list(
    clientId: number,
    filter: OrderListFilter,
    page: { offset: number; limit: number },
  ): Promise<{ records: OrderRecord[]; total: number }> {
    let query = this.db.selectFrom('orders').where('b2b_client_id', '=', clientId);
    if (filter.status !== undefined) query = query.where('status', '=', filter.status);
    if (filter.from !== undefined) query = query.where('created_at', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('created_at', '<', filter.to);
    const count = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const records = await query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
    return { records, total: Number(count.total) };
  }

  /** Product units per order. */
  async itemCounts(orderIds: readonly number[]): Promise<Map<number, number>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('order_rows')
      .select((eb) => ['order_id', eb.fn.sum<number>('quantity').as('items')])
      .where('order_id', 'in', orderIds)
      .groupBy('order_id')
      .execute();
    return new Map(rows.map((row) => [row.order_id, Number(row.items)]));
  }

  /**
   * Takes the order's row lock (PostgreSQL; SQLite runs one writer at a time) before any of its
   * payment rows. Every payment change locks the order first, so a bank reply and a new attempt
   * never wait on each other's rows in opposite order (a deadlock).
   */
  async lockOrder(orderId: number): Promise<void> {
    await this.db
      .updateTable('orders')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', orderId)
      .execute();
  }

  async paymentStatus(orderId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('orders')
      .select('payment_status')
      .where('id', '=', orderId)
      .executeTakeFirst();
    return row?.payment_status;
  }

  /**
   * Paid: payment status closed, and an order still waiting becomes confirmed. False when the
   * order was not waiting for its payment (already paid by another attempt): the caller then
   * has an overpayment. The row lock makes two attempts paid at once settle it only once.
   */
  async markOrderPaid(orderId: number, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('orders')
      .set((eb) => ({
        payment_status: 'closed',
        status: eb.case().when('status', '=', 'open').then('confirmed').else(eb.ref('status')).end(),
        updated_at: at,
      }))
      .where('id', '=', orderId)
      .where('payment_status', 'in', ['open', 'failed'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The order's payment failed, unless it has been paid meanwhile. */
  async markOrderPaymentFailed(orderId: number, at: string): Promise<void> {
    await this.db
      .updateTable('orders')
      .set({ payment_status: 'failed', updated_at: at })
      .where('id', '=', orderId)
      .where('payment_status', '=', 'open')
      .execute();
  }

  /**
   * A new attempt starts: the order waits for its payment again. False when it no longer can
   * (paid meanwhile); the row lock orders this against a payment settling at the same moment.
   */
  async markOrderPaymentOpen(orderId: number, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('orders')
      .set({ payment_status: 'open', updated_at: at })
      .where('id', '=', orderId)
      .where('status', '=', 'open')
      .where('payment_status', 'in', ['open', 'failed'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  private filteredAll(filter: AdminOrderFilter) {
    let query = this.db
      .selectFrom('orders')
      .innerJoin('b2b_clients', 'b2b_clients.id', 'orders.b2b_client_id');
    if (filter.status !== undefined) query = query.where('orders.status', '=', filter.status);
    if (filter.paymentStatus !== undefined)
      query = query.where('orders.payment_status', '=', filter.paymentStatus);
    if (filter.clientId !== undefined) query = query.where('orders.b2b_client_id', '=', filter.clientId);
    if (filter.paymentMethod !== undefined)
      query = query.where('orders.payment_method', '=', filter.paymentMethod);
    if (filter.from !== undefined) query = query.where('orders.created_at', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('orders.created_at', '<', filter.to);
    const { search } = filter;
    if (search !== undefined) query = query.where(searchCondition(search));
    return query;
  }

  /** One page of every company's matching orders in the chosen order (the back-office), and how many match in all. */
  async listAll(
    filter: AdminOrderFilter,
    sort: { by: AdminOrderSort; dir: 'asc' | 'desc' },
    page: { offset: number; limit: number },
  ): Promise<{ records: AdminOrderListRecord[]; total: number }> {
    const query = this.filteredAll(filter);
    const [records, count] = await Promise.all([
      query
        .selectAll('orders')
        .select('b2b_clients.name as client_name')
        .orderBy(SORT_COLUMNS[sort.by], sort.dir)
        .orderBy('orders.id', sort.dir)
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(count.total) };
  }

  /**
   * The ERP's pick-up list (decision 081): one page of the matching orders' ids, the least
   * recently changed first (ties by id), and how many match in all.
   */
  async changedIds(
    filter: { status?: string; since?: string },
    page: { offset: number; limit: number },
  ): Promise<{ ids: number[]; total: number }> {
    let query = this.db.selectFrom('orders');
    if (filter.status !== undefined) query = query.where('status', '=', filter.status);
    if (filter.since !== undefined) query = query.where('updated_at', '>=', filter.since);
    const [rows, count] = await Promise.all([
      query.select('id').orderBy('updated_at').orderBy('id').offset(page.offset).limit(page.limit).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { ids: rows.map((row) => row.id), total: Number(count.total) };
  }

  async idByNumber(number: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('orders')
      .select('id')
      .where('number', '=', number)
      .executeTakeFirst();
    return row?.id;
  }

  /** The company of an order, as the back-office names it. */
  clientSummary(id: number) {
    return this.db
      .selectFrom('b2b_clients')
      .select(['id', 'name', 'registry_code'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  /** The user who placed an order, as the back-office names them. */
  userSummary(id: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The order's invoice row (read; the invoices module writes it). */
  invoice(orderId: number): Promise<InvoiceRecord | undefined> {
    return this.db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  }

  history(orderId: number): Promise<OrderStatusHistoryRecord[]> {
    return this.db
      .selectFrom('order_status_history')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  }

  /**
   * Moves the order from one of `from` to `to`; false when its status was none of them by then.
   * The condition is in the update itself, so of two staff members confirming at once one wins
   * and the other finds nothing to update (the row lock serialises them on PostgreSQL).
   */
  async changeStatus(id: number, from: readonly string[], to: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('orders')
      .set({ status: to, updated_at: at })
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async insertHistory(change: OrderStatusChange): Promise<void> {
    await this.db
      .insertInto('order_status_history')
      .values({
        order_id: change.orderId,
        from_status: change.from,
        to_status: change.to,
        reason: change.reason,
        staff_id: change.staffId,
        staff_name: change.staffName,
        created_at: change.at,
      })
      .execute();
  }
}
