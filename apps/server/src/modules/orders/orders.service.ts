import {
  ORDERS_EXPORT_HEADERS,
  ORDERS_EXPORT_LIMIT,
  ORDER_NOT_FOUND_MESSAGE,
  type OrdersExportQuery,
  type Order,
  type OrderReply,
  type OrdersListReply,
  type OrdersQuery,
  type ReorderReply,
  type User,
  CLIENT_BLOCKED_ORDER_MESSAGE,
} from '@kodumasinad/contract';
import type { Db } from '../../db/database.js';
import type { OrderRecord } from '../../db/schema-orders.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { PaymentRegistry } from '../../platform/payments/index.js';
import { QUANTITY_CAPPED_WARNING, type CartService } from '../cart/cart.service.js';
import { attemptContinues, paymentCanContinue, toListItem, toOrder } from './order-mapper.js';
import { addDays, dayStartUtc, estonianDay } from '../../platform/estonian-calendar.js';
import { toCsv, toXlsx, type ExportCell } from '../../platform/spreadsheet-export.js';
import { listMeta } from '../../platform/list-meta.js';
import { OrdersRepository } from './orders.repository.js';
import { PaymentsRepository } from './payments.repository.js';
import { canRestartPayment } from './payment-methods.js';

export const CANNOT_CONTINUE_MESSAGE = 'Selle tellimuse makset ei saa jätkata.';
export const REORDERED_MESSAGE = 'Tellimuse tooted on lisatud ostukorvi!';
export const NOT_SOLD_WARNING = 'Need tooted ei ole enam müügil ja jäid ostukorvi lisamata:';

const cannotContinue = () => new AppError(422, 'payment_not_continuable', CANNOT_CONTINUE_MESSAGE);

type PaymentRedirect = NonNullable<OrderReply['payment']>;

export interface OrdersDeps {
  db: Db;
  payments: PaymentRegistry;
  cart: CartService;
  /** APP_URL: the banks send the payer back to APP_URL/payments/… */
  appUrl: string;
  clock?: () => Date;
}

/** Orders belong to the client: every user of the company sees them, other companies get 404. */
export class OrdersService {
  private readonly orders: OrdersRepository;
  private readonly payments: PaymentsRepository;
  private readonly clock: () => Date;

  constructor(private readonly deps: OrdersDeps) {
    this.orders = new OrdersRepository(deps.db);
    this.payments = new PaymentsRepository(deps.db);
    this.clock = deps.clock ?? (() => new Date());
  }

  /** The company's orders, newest first; the period is of Estonian days, both ends inclusive. */
  async list(user: User, query: OrdersQuery): Promise<OrdersListReply> {
    const { page, per_page: perPage } = query;
    const filter = listFilter(query);
    const { records, total } = await this.orders.list(user.b2b_client.id, filter, {
      offset: (page - 1) * perPage,
      limit: perPage,
    });
    const items = await this.orders.itemCounts(records.map((record) => record.id));
    return {
      data: records.map((record) => toListItem(record, items.get(record.id) ?? 0)),
      meta: listMeta(query, total),
    };
  }

  /** The order list's rows for download (issue 13): every matching order, newest first, as cells. */
  private async exportCells(user: User, query: OrdersExportQuery): Promise<ExportCell[][]> {
    const { records } = await this.orders.list(user.b2b_client.id, listFilter(query), {
      offset: 0,
      limit: ORDERS_EXPORT_LIMIT,
    });
    const items = await this.orders.itemCounts(records.map((record) => record.id));
    return records.map((record) => {
      const order = toListItem(record, items.get(record.id) ?? 0);
      return [
        { text: order.number },
        { date: estonianDay(new Date(order.created_at)) },
        { text: order.placed_by },
        { text: order.status_label },
        { text: order.payment_status_label },
        { text: order.payment_method_label ?? '' },
        { count: order.items },
        { cents: order.total },
        { cents: order.total_vat },
      ];
    });
  }

  async exportCsv(user: User, query: OrdersExportQuery): Promise<string> {
    return toCsv(ORDERS_EXPORT_HEADERS, await this.exportCells(user, query));
  }

  async exportXlsx(user: User, query: OrdersExportQuery): Promise<Buffer> {
    return toXlsx(ORDERS_EXPORT_HEADERS, await this.exportCells(user, query));
  }

  private async record(user: User, id: number): Promise<OrderRecord> {
    const record = await this.orders.find(user.b2b_client.id, id);
    if (record === undefined) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    return record;
  }

  private async toOrder(record: OrderRecord): Promise<Order> {
    const [rows, invoiceId, overpayments, cancelReason] = await Promise.all([
      this.orders.rows(record.id),
      this.orders.invoiceId(record.id),
      this.payments.overpayments(record.id),
      record.status === 'cancelled' ? this.orders.cancelReason(record.id) : null,
    ]);
    const canContinue =
      paymentCanContinue(record) && canRestartPayment(this.deps.payments, record.payment_method);
    return toOrder(record, { rows, invoiceId, canContinue, overpayments, cancelReason });
  }

  /** Any client's order by id, for the order's e-mails (issue 22 item 13); undefined when gone. */
  async orderById(id: number): Promise<{ order: Order; clientId: number } | undefined> {
    const record = await this.orders.findById(id);
    if (record === undefined) return undefined;
    return { order: await this.toOrder(record), clientId: record.b2b_client_id };
  }

  async get(user: User, id: number): Promise<Order> {
    return this.toOrder(await this.record(user, id));
  }

  /**
   * The order as checkout answers it: with the signed bank form of its open payment attempt when
   * it is paid by bank link, else no payment (invoice, or nothing left to pay).
   */
  async placedReply(user: User, id: number): Promise<OrderReply> {
    const record = await this.record(user, id);
    const latest = await this.payments.latestPayment(record.id);
    const payment =
      latest !== undefined && latest.status === 'open' && record.payment_status === 'open'
        ? await this.paymentForm(record, latest.id)
        : null;
    return { data: await this.toOrder(record), payment };
  }

  /**
   * POST /api/orders/continue/{id}: the bank form again. An open attempt younger than
   * OPEN_ATTEMPT_CONTINUED_MS is continued (the same stamp: the bank may still complete it);
   * otherwise a new attempt with a new stamp, and the earlier unsettled ones are voided
   * (superseded): their forms can still be paid at the bank, and such money is then an
   * overpayment for staff to refund (decisions 013, 065).
   */
  async continuePayment(user: User, id: number): Promise<OrderReply> {
    const record = await this.record(user, id);
    if (!paymentCanContinue(record) || !canRestartPayment(this.deps.payments, record.payment_method)) {
      throw cannotContinue();
    }
    const now = this.clock();
    const at = now.toISOString();
    const paymentId = await this.deps.db.transaction().execute(async (trx) => {
      const orders = new OrdersRepository(trx);
      const payments = new PaymentsRepository(trx);
      // Locks the order first, as a bank reply does; refuses when a payment arrived meanwhile.
      if (await orders.clientBlocked(record.b2b_client_id)) {
        throw new AppError(422, 'client_blocked', CLIENT_BLOCKED_ORDER_MESSAGE);
      }
      if (!(await orders.markOrderPaymentOpen(record.id, at))) throw cannotContinue();
      // An attempt the bank may still complete is continued, not replaced: a second attempt beside
      // it is how a buyer came to pay twice (issue 22 #5, decision 065).
      const latest = await payments.latestPayment(record.id);
      if (attemptContinues(latest, now) && latest.invoice_id === null) return latest.id;
      await payments.supersedeUnsettledPayments(record.id, at);
      return payments.insertPayment({
        orderId: record.id,
        method: record.payment_method ?? '',
        status: 'open',
        amountCents: record.total_vat,
        reference: record.reference_number,
        at,
      });
    });
    const updated = await this.record(user, id);
    return { data: await this.toOrder(updated), payment: await this.paymentForm(updated, paymentId) };
  }

  /**
   * POST /api/orders/{id}/reorder ('Telli uuesti'): the order's rows that are still sold go into
   * the cart in one transaction; the products left out are named in the warning.
   */
  async reorder(user: User, id: number): Promise<ReorderReply> {
    const record = await this.record(user, id);
    const rows = await this.orders.rows(record.id);
    const additions = rows.flatMap((row) =>
      row.product_id === null ? [] : [{ productId: row.product_id, quantity: row.quantity }],
    );
    const result = await this.deps.cart.addAll(user, additions);
    const left = rows.filter((row) => row.product_id === null || result.unavailable.has(row.product_id));
    const warnings = [
      ...(left.length > 0
        ? [`${NOT_SOLD_WARNING} ${left.map((row) => `${row.title} (${row.code})`).join(', ')}.`]
        : []),
      ...(result.capped ? [QUANTITY_CAPPED_WARNING] : []),
    ];
    return {
      cart: result.cart,
      ...(result.added.size > 0 ? { message: REORDERED_MESSAGE } : {}),
      ...(warnings.length > 0 ? { warning: warnings.join(' ') } : {}),
    };
  }

  /** The signed request the payer's browser posts to the bank; the stamp is the attempt's id. */
  private async paymentForm(record: OrderRecord, paymentId: number): Promise<PaymentRedirect | null> {
    const code = record.payment_method;
    const provider = code === null ? undefined : this.deps.payments.get(code);
    if (provider === undefined || provider.kind !== 'bank-link') return null;
    const base = `${this.deps.appUrl}/payments`;
    const started = await provider.start({
      orderId: record.id,
      stamp: String(paymentId),
      amountCents: record.total_vat,
      reference: record.reference_number,
      message: `Tellimus ${record.number}`,
      returnUrl: `${base}/return/${provider.code}`,
      cancelUrl: `${base}/cancel/${provider.code}`,
    });
    return started.done ? null : { method: started.method, url: started.url, fields: started.fields };
  }
}

/** The list's status and period filter (Estonian days, both inclusive) for the repository. */
function listFilter(query: OrdersExportQuery) {
  return {
    ...(query.status === undefined ? {} : { status: query.status }),
    ...(query.from === undefined ? {} : { from: dayStartUtc(query.from) }),
    ...(query.to === undefined ? {} : { to: dayStartUtc(addDays(query.to, 1)) }),
  };
}
