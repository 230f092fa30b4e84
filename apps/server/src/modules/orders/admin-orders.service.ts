import {
  ADMIN_ORDERS_EXPORT_HEADERS,
  ADMIN_ORDERS_EXPORT_LIMIT,
  ADMIN_ORDER_NOT_FOUND_MESSAGE,
  ORDER_ARCHIVED_MESSAGE,
  ORDER_CANCELLED_MESSAGE,
  ORDER_CONFIRMED_MESSAGE,
  ORDER_TRANSITIONS,
  transitionRefusal,
  type AdminOrder,
  type AdminOrdersExportQuery,
  type AdminOrdersListReply,
  type AdminOrdersQuery,
  type AdminOrderTransitionReply,
  type OrderTransition,
} from '@kodumasinad/contract/admin';
import type { Db } from '../../db/database.js';
import type { OrderRecord } from '../../db/schema-orders.js';
import { addDays, dayStartUtc, estonianDay } from '../../platform/estonian-calendar.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events.js';
import type { MailQueue } from '../../platform/mail-queue.js';
import { toCsv } from '../../platform/spreadsheet-export.js';
import { listMeta } from '../../platform/list-meta.js';
import { orderStatusOf, toAdminListItem, toAdminOrder } from './admin-order-mapper.js';
import { OrdersRepository, type AdminOrderFilter } from './orders.repository.js';
import { PaymentsRepository } from './payments.repository.js';
import { orderStatusMail } from './order-status-mail.js';
import type { SellerDetails } from '../../platform/seller.js';

/** Who acts: the signed-in staff member (the core's Staff has more fields). */
export interface StaffActor {
  id: number;
  name: string;
}

/** What the audit log records of one change (the core's recordAudit takes it). */
export interface AuditChange {
  action: string;
  entity: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AdminOrdersDeps<S extends StaffActor> {
  db: Db;
  mail: MailQueue;
  /** recordAudit of the back-office core: called inside the transition's transaction. */
  audit: (trx: Db, staff: S, change: AuditChange) => Promise<unknown>;
  appUrl: string;
  /** SELLER_*: the status mails' signature. */
  seller: SellerDetails;
  /** Raises order.cancelled inside a cancellation's transaction (its invoice is credited). */
  events: EventBus;
  clock?: () => Date;
}

const DONE_MESSAGES: Record<OrderTransition, string> = {
  confirm: ORDER_CONFIRMED_MESSAGE,
  archive: ORDER_ARCHIVED_MESSAGE,
  cancel: ORDER_CANCELLED_MESSAGE,
};

const refused = (record: OrderRecord, transition: OrderTransition) =>
  new AppError(409, 'order_transition', transitionRefusal(orderStatusOf(record.status), transition));

/**
 * Every company's orders for the sales office (issue 14, decision 047). A transition is one
 * transaction: the conditional status update (of two staff members at once only one succeeds),
 * its history row, the audit record and the buyer's e-mail in the mail queue.
 */
export class AdminOrdersService<S extends StaffActor> {
  private readonly orders: OrdersRepository;
  private readonly clock: () => Date;

  constructor(private readonly deps: AdminOrdersDeps<S>) {
    this.orders = new OrdersRepository(deps.db);
    this.clock = deps.clock ?? (() => new Date());
  }

  async list(query: AdminOrdersQuery): Promise<AdminOrdersListReply> {
    const { page, per_page: perPage } = query;
    const { records, total } = await this.orders.listAll(
      listFilter(query),
      { by: query.sort, dir: query.dir },
      { offset: (page - 1) * perPage, limit: perPage },
    );
    return {
      data: records.map(toAdminListItem),
      meta: listMeta(query, total),
    };
  }

  /** The list's matching orders (not only one page) as the CSV the export button downloads. */
  async exportCsv(query: AdminOrdersExportQuery): Promise<string> {
    const { records } = await this.orders.listAll(
      listFilter(query),
      { by: query.sort, dir: query.dir },
      { offset: 0, limit: ADMIN_ORDERS_EXPORT_LIMIT },
    );
    return toCsv(
      ADMIN_ORDERS_EXPORT_HEADERS,
      records.map((record) => {
        const order = toAdminListItem(record);
        return [
          { text: order.number },
          { date: estonianDay(new Date(order.created_at)) },
          { text: order.client_name },
          { text: order.placed_by },
          { text: order.status_label },
          { text: order.payment_status_label },
          { text: order.payment_method_label ?? '' },
          { cents: order.total },
          { cents: order.total_vat },
        ];
      }),
    );
  }

  async get(id: number, db: Db = this.deps.db): Promise<AdminOrder> {
    const orders = new OrdersRepository(db);
    const record = await orders.findById(id);
    if (record === undefined) throw notFound(ADMIN_ORDER_NOT_FOUND_MESSAGE);
    const [rows, payments, invoice, history, client, user] = await Promise.all([
      orders.rows(id),
      new PaymentsRepository(db).payments(id),
      orders.invoice(id),
      orders.history(id),
      orders.clientSummary(record.b2b_client_id),
      record.user_id === null ? undefined : orders.userSummary(record.user_id),
    ]);
    return toAdminOrder(record, {
      rows,
      payments,
      invoice,
      history,
      client,
      user,
      today: estonianDay(this.clock()),
    });
  }

  /**
   * Confirms, archives or cancels (with `reason`) the order. Refused with 409 when its status
   * does not allow it, also when another staff member changed it a moment before.
   */
  async transition(
    staff: S,
    id: number,
    transition: OrderTransition,
    reason: string | null = null,
  ): Promise<AdminOrderTransitionReply> {
    const rule = ORDER_TRANSITIONS[transition];
    const at = this.clock().toISOString();
    await this.deps.db.transaction().execute(async (trx) => {
      const orders = new OrdersRepository(trx);
      // Locked first: a concurrent transition waits here and then reads the status it left.
      await orders.lockOrder(id);
      const before = await orders.findById(id);
      if (before === undefined) throw notFound(ADMIN_ORDER_NOT_FOUND_MESSAGE);
      // Conditional as well, so no interleaving can move an order out of a status it is not in.
      if (!(await orders.changeStatus(id, rule.from, rule.to, at))) throw refused(before, transition);
      let credited = false;
      if (transition === 'cancel') {
        // The invoice is credited by the invoices module's handler of order.cancelled.
        const invoice = await orders.invoice(id);
        credited = invoice !== undefined && invoice.status !== 'credited';
        await this.deps.events.emit('order.cancelled', { orderId: id, at }, trx);
      }
      await orders.insertHistory({
        orderId: id,
        from: before.status,
        to: rule.to,
        reason,
        staffId: staff.id,
        staffName: staff.name,
        at,
      });
      await this.deps.audit(trx, staff, {
        action: `order.${transition}`,
        entity: 'order',
        entity_id: String(id),
        before: { number: before.number, status: before.status },
        after: {
          number: before.number,
          status: rule.to,
          ...(reason === null ? {} : { reason }),
          ...(credited ? { invoice: 'credited' } : {}),
        },
      });
      await this.deps.mail.send(
        orderStatusMail(before, transition, {
          reason,
          appUrl: this.deps.appUrl,
          seller: this.deps.seller,
        }),
        trx,
      );
    });
    return { data: await this.get(id), message: DONE_MESSAGES[transition] };
  }
}

/** The list's filters for the repository: the period of Estonian days, both ends inclusive. */
function listFilter(query: AdminOrdersQuery): AdminOrderFilter {
  return {
    ...(query.status === undefined ? {} : { status: query.status }),
    ...(query.payment_status === undefined ? {} : { paymentStatus: query.payment_status }),
    ...(query.client_id === undefined ? {} : { clientId: query.client_id }),
    ...(query.payment_method === undefined ? {} : { paymentMethod: query.payment_method }),
    ...(query.from === undefined ? {} : { from: dayStartUtc(query.from) }),
    ...(query.to === undefined ? {} : { to: dayStartUtc(addDays(query.to, 1)) }),
    ...(query.q === undefined ? {} : { search: query.q }),
  };
}
