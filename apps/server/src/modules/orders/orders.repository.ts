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
  PaymentRecord,
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

export interface NewPayment {
  orderId: number;
  method: string;
  status: string;
  amountCents: number;
  reference: string;
  at: string;
}

/** The payer of a bank payment as its reply names them. */
export interface PayerParty {
  account: string;
  name: string;
}

/**
 * Orders with their rows, status history and payment attempts (the payments of orders and of their
 * invoices): the only code that writes these tables, for the buyer's, the bank's and the
 * back-office's calls alike. Built on a transaction, it reads and writes within it.
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

  /** A payment attempt; its id is the stamp the bank echoes back. */
  async insertPayment(payment: NewPayment): Promise<number> {
    const row = await this.db
      .insertInto('payments')
      .values({
        order_id: payment.orderId,
        method: payment.method,
        status: payment.status,
        amount_cents: payment.amountCents,
        reference: payment.reference,
        transaction_id: null,
        paid_at: null,
        created_at: payment.at,
        updated_at: payment.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
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

  payment(id: number): Promise<PaymentRecord | undefined> {
    return this.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  latestPayment(orderId: number): Promise<PaymentRecord | undefined> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * Records the bank's success on an attempt not yet settled (open, failed, or superseded by a
   * newer attempt: the money moved all the same) as closed; false when it was already settled.
   * The update locks the row, so of two concurrent deliveries of one reply only one settles it.
   */
  async settlePayment(
    id: number,
    transactionId: string | null,
    paidAt: string,
    at: string,
    payer: PayerParty | null = null,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('payments')
      .set({
        status: 'closed',
        transaction_id: transactionId,
        paid_at: paidAt,
        updated_at: at,
        payer_account: payer?.account || null,
        payer_name: payer?.name || null,
      })
      .where('id', '=', id)
      .where('status', 'in', ['open', 'failed', 'superseded'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** A settled payment that came after the order was paid: money for the seller to refund. */
  async markOverpaid(id: number, at: string): Promise<void> {
    await this.db
      .updateTable('payments')
      .set({ status: 'overpaid', updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Voids the order's unsettled attempts, open or failed (all, or all but `keepId`): their bank
   * forms are stale, and money paid on one later counts by the rules of decision 013.
   */
  async supersedeUnsettledPayments(orderId: number, at: string, keepId?: number): Promise<void> {
    let query = this.db
      .updateTable('payments')
      .set({ status: 'superseded', updated_at: at })
      .where('order_id', '=', orderId)
      .where('status', 'in', ['open', 'failed']);
    if (keepId !== undefined) query = query.where('id', '<>', keepId);
    await query.execute();
  }

  /**
   * A second payment the bank confirmed on an attempt already settled (the same stamp paid twice,
   * e.g. a continued attempt's form paid in two tabs): a payment row of its own, `overpaid`, once
   * per bank transaction number. False when that transaction is recorded already (a repeat).
   */
  async insertSecondPayment(payment: {
    attempt: PaymentRecord;
    transactionId: string;
    payer: PayerParty | null;
    at: string;
  }): Promise<boolean> {
    const known = await this.db
      .selectFrom('payments')
      .select('id')
      .where('order_id', '=', payment.attempt.order_id)
      .where('method', '=', payment.attempt.method)
      .where('transaction_id', '=', payment.transactionId)
      .executeTakeFirst();
    if (known !== undefined) return false;
    await this.insertOverpayment({ ...payment, amount: payment.attempt.amount_cents });
    return true;
  }

  /**
   * Money of an attempt's bank transaction that nothing owes (a second payment of the attempt, or
   * the part of an invoice's pay-now payment beyond what the invoice still owed): a payment row of
   * its own with status `overpaid`, a refund task for staff (decision 065).
   */
  async insertOverpayment(payment: {
    attempt: PaymentRecord;
    transactionId: string | null;
    payer: PayerParty | null;
    amount: number;
    at: string;
  }): Promise<void> {
    await this.db
      .insertInto('payments')
      .values({
        order_id: payment.attempt.order_id,
        invoice_id: payment.attempt.invoice_id,
        method: payment.attempt.method,
        status: 'overpaid',
        amount_cents: payment.amount,
        reference: payment.attempt.reference,
        transaction_id: payment.transactionId,
        paid_at: payment.at,
        created_at: payment.at,
        updated_at: payment.at,
        payer_account: payment.payer?.account || null,
        payer_name: payment.payer?.name || null,
      })
      .execute();
  }

  /** Money received after the order was paid: still to refund (`overpaid`) or refunded. */
  overpayments(orderId: number): Promise<PaymentRecord[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('status', 'in', ['overpaid', 'refunded'])
      .orderBy('id')
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

  /** open → failed once; false when the payment was no longer open. */
  async failPayment(id: number, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('payments')
      .set({ status: 'failed', updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
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

  /** Every payment attempt of the order, oldest first. */
  payments(orderId: number): Promise<PaymentRecord[]> {
    return this.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
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

  /** The back-office's refund tasks (decision 065): money received that nothing owes, oldest first. */
  refundTasks(limit: number) {
    return this.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .innerJoin('b2b_clients', 'b2b_clients.id', 'orders.b2b_client_id')
      .select([
        'payments.id',
        'payments.order_id',
        'orders.number as order_number',
        'b2b_clients.name as company',
        'payments.amount_cents',
        'payments.paid_at',
        'payments.updated_at',
        'payments.method',
        'payments.transaction_id',
        'payments.reference',
        'payments.payer_name',
        'payments.payer_account',
      ])
      .where('payments.status', '=', 'overpaid')
      .orderBy('payments.updated_at')
      .orderBy('payments.id')
      .limit(limit)
      .execute();
  }

  /** overpaid → refunded, with who and when; false when it was not overpaid (any more). */
  async markRefunded(id: number, staffId: number, at: string): Promise<boolean> {
    const changed = await this.db
      .updateTable('payments')
      .set({ status: 'refunded', refunded_at: at, refunded_by: staffId, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'overpaid')
      .executeTakeFirst();
    return Number(changed.numUpdatedRows) > 0;
  }

  /**
   * An invoice's pay-now attempt (issue 13); its id is the bank's stamp. The invoice's earlier
   * unsettled attempts are void first.
   */
  async insertInvoiceAttempt(attempt: {
    orderId: number;
    invoiceId: number;
    method: string;
    amount: number;
    reference: string;
    at: string;
  }): Promise<number> {
    await this.db
      .updateTable('payments')
      .set({ status: 'superseded', updated_at: attempt.at })
      .where('invoice_id', '=', attempt.invoiceId)
      .where('status', 'in', ['open', 'failed'])
      .execute();
    const row = await this.db
      .insertInto('payments')
      .values({
        order_id: attempt.orderId,
        invoice_id: attempt.invoiceId,
        method: attempt.method,
        status: 'open',
        amount_cents: attempt.amount,
        reference: attempt.reference,
        transaction_id: null,
        paid_at: null,
        created_at: attempt.at,
        updated_at: attempt.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Voids the other unsettled attempts of an invoice once one paid it. */
  async supersedeOtherInvoiceAttempts(invoiceId: number, keepId: number, at: string): Promise<void> {
    await this.db
      .updateTable('payments')
      .set({ status: 'superseded', updated_at: at })
      .where('invoice_id', '=', invoiceId)
      .where('id', '<>', keepId)
      .where('status', 'in', ['open', 'failed'])
      .execute();
  }
}
