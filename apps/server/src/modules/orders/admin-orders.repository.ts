import type { Expression, SqlBool } from 'kysely';
import type { AdminOrderSort } from '@kodumasinad/contract/admin';
import type { Db } from '../../db/database.js';
import type { OrderStatusHistoryRecord } from '../../db/schema-admin-orders.js';
import type { InvoiceRecord, OrderRecord, OrderRowRecord, PaymentRecord } from '../../db/schema-orders.js';
import { anyContainsFolded } from '../../db/text-search.js';

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

/** Orders of every company for the back-office; built on a transaction when it writes. */
export class AdminOrdersRepository {
  constructor(private readonly db: Db) {}

  private filtered(filter: AdminOrderFilter) {
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

  /** One page of the matching orders in the chosen order, and how many match in all. */
  async list(
    filter: AdminOrderFilter,
    sort: { by: AdminOrderSort; dir: 'asc' | 'desc' },
    page: { offset: number; limit: number },
  ): Promise<{ records: AdminOrderListRecord[]; total: number }> {
    const query = this.filtered(filter);
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
   * Takes the order's row lock (PostgreSQL; SQLite has one writer at a time) so that what the
   * transaction reads next is the status it changes, as payment changes do (OrdersRepository).
   */
  async lock(id: number): Promise<void> {
    await this.db
      .updateTable('orders')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', id)
      .execute();
  }

  find(id: number): Promise<OrderRecord | undefined> {
    return this.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  client(id: number) {
    return this.db
      .selectFrom('b2b_clients')
      .select(['id', 'name', 'registry_code'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  user(id: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where('id', '=', id)
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

  payments(orderId: number): Promise<PaymentRecord[]> {
    return this.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  }

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

  /** A cancelled order's invoice is credited (as migration 0018 did for the seeded ones). */
  async creditInvoice(orderId: number): Promise<boolean> {
    const result = await this.db
      .updateTable('invoices')
      .set({ status: 'credited' })
      .where('order_id', '=', orderId)
      .where('status', '<>', 'credited')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
