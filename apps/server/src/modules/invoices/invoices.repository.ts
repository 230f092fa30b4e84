import type { InvoiceSort, InvoiceStatus } from '@kodumasinad/contract';
import type { Db } from '../../db/database.js';
import type {
  InvoicePaymentRecord,
  InvoiceRecord,
  NewInvoice,
  PaymentRecord,
} from '../../db/schema-orders.js';
import { invoiceStatusCondition, outstandingSummary } from './invoice-status-sql.js';
import { anyContainsFolded } from '../../db/text-search.js';

export interface InvoiceListFilter {
  status?: InvoiceStatus;
  /** Issue days, both inclusive. */
  from?: string;
  to?: string;
  /** Part of the invoice's or its order's number: letters, digits and dashes only. */
  numberPart?: string;
}

export type InvoiceListRecord = InvoiceRecord & { order_number: string };

const SORTS: Record<
  InvoiceSort,
  { column: 'invoices.issue_date' | 'invoices.due_date'; direction: 'asc' | 'desc' }
> = {
  date_desc: { column: 'invoices.issue_date', direction: 'desc' },
  date_asc: { column: 'invoices.issue_date', direction: 'asc' },
  due_asc: { column: 'invoices.due_date', direction: 'asc' },
  due_desc: { column: 'invoices.due_date', direction: 'desc' },
};

/**
 * Invoices, the money received for them and their pay-now attempts. Reads the order and client
 * an invoice was issued for (rows, transport, services, the buyer). Built on a transaction when
 * it writes.
 */
export class InvoicesRepository {
  constructor(private readonly db: Db) {}

  async list(
    clientId: number,
    filter: InvoiceListFilter,
    today: string,
    sort: InvoiceSort,
    page: { offset: number; limit: number },
  ): Promise<{ records: InvoiceListRecord[]; total: number }> {
    let query = this.db
      .selectFrom('invoices')
      .innerJoin('orders', 'orders.id', 'invoices.order_id')
      .where('invoices.b2b_client_id', '=', clientId);
    const { status, from, to, numberPart } = filter;
    if (status !== undefined) query = query.where((eb) => invoiceStatusCondition(eb, status, today));
    if (from !== undefined) query = query.where('invoices.issue_date', '>=', from);
    if (to !== undefined) query = query.where('invoices.issue_date', '<=', to);
    if (numberPart !== undefined)
      query = query.where(anyContainsFolded(['invoices.number', 'orders.number'], numberPart));
    const { column, direction } = SORTS[sort];
    const [records, count] = await Promise.all([
      query
        .selectAll('invoices')
        .select('orders.number as order_number')
        .orderBy(column, direction)
        .orderBy('invoices.id', direction)
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(count.count) };
  }

  /** The client's outstanding money: all not fully paid, and the part past its due date. */
  async summary(
    clientId: number,
    today: string,
  ): Promise<{ unpaid: number; overdue: number; unpaidCount: number; overdueCount: number }> {
    return outstandingSummary(
      this.db.selectFrom('invoices').where('invoices.b2b_client_id', '=', clientId),
      today,
    );
  }

  async find(clientId: number, id: number): Promise<InvoiceListRecord | undefined> {
    return this.db
      .selectFrom('invoices')
      .innerJoin('orders', 'orders.id', 'invoices.order_id')
      .selectAll('invoices')
      .select('orders.number as order_number')
      .where('invoices.id', '=', id)
      .where('invoices.b2b_client_id', '=', clientId)
      .executeTakeFirst();
  }

  async byId(id: number): Promise<InvoiceRecord | undefined> {
    return this.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async byOrder(orderId: number): Promise<InvoiceRecord | undefined> {
    return this.db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  }

  /** What the invoice lines come from: the order's rows, transport and services. */
  async orderLines(orderId: number) {
    const [order, rows] = await Promise.all([
      this.db
        .selectFrom('orders')
        .select([
          'transport_code',
          'transport_title',
          'transport_price',
          'services',
          'delivery_recipient_name',
          'delivery_recipient_phone',
          'delivery_address',
          'delivery_city',
          'delivery_postal_code',
          'delivery_county',
        ])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('order_rows')
        .select(['position', 'code', 'title', 'quantity', 'price', 'total'])
        .where('order_id', '=', orderId)
        .orderBy('position')
        .execute(),
    ]);
    return { order, rows };
  }

  /** The order an invoice is issued for, as the invoice needs it. */
  async orderForInvoice(orderId: number) {
    return this.db
      .selectFrom('orders')
      .select(['id', 'b2b_client_id', 'reference_number', 'total', 'vat', 'total_vat'])
      .where('id', '=', orderId)
      .executeTakeFirst();
  }

  async buyer(clientId: number) {
    return this.db
      .selectFrom('b2b_clients')
      .select(['name', 'registry_code', 'vat_number', 'address', 'city', 'postal_code'])
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow();
  }

  async payments(invoiceId: number): Promise<InvoicePaymentRecord[]> {
    return this.db
      .selectFrom('invoice_payments')
      .selectAll()
      .where('invoice_id', '=', invoiceId)
      .orderBy('paid_on')
      .orderBy('id')
      .execute();
  }

  /** Bank money beyond what the invoice owed (decision 065): 'overpaid' until refunded. */
  overpayments(invoiceId: number): Promise<PaymentRecord[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('invoice_id', '=', invoiceId)
      .where('status', 'in', ['overpaid', 'refunded'])
      .orderBy('id')
      .execute();
  }

  async insertInvoice(invoice: NewInvoice): Promise<number> {
    const row = await this.db
      .insertInto('invoices')
      .values(invoice)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Money received: the payment row and the invoice's sum in one go. A bank attempt is recorded
   * once (payment_id is unique; the caller settles the attempt first).
   */
  async addPayment(payment: {
    invoiceId: number;
    paymentId: number | null;
    amount: number;
    method: string | null;
    paidOn: string;
    at: string;
  }): Promise<void> {
    await this.db
      .insertInto('invoice_payments')
      .values({
        invoice_id: payment.invoiceId,
        payment_id: payment.paymentId,
        amount: payment.amount,
        method: payment.method,
        paid_on: payment.paidOn,
        created_at: payment.at,
      })
      .execute();
    await this.db
      .updateTable('invoices')
      .set((eb) => ({ paid: eb('paid', '+', payment.amount) }))
      .where('id', '=', payment.invoiceId)
      .execute();
  }

  /** Takes the row lock of the invoice's order, as every payment change does first (decision 013). */
  async lockOrder(orderId: number): Promise<void> {
    await this.db
      .updateTable('orders')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', orderId)
      .execute();
  }

  /** The invoice's latest pay-now attempt, whatever its state. */
  latestAttempt(invoiceId: number): Promise<PaymentRecord | undefined> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('invoice_id', '=', invoiceId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** A pay-now attempt; its id is the bank's stamp. Earlier unsettled attempts of the invoice are void. */
  async insertAttempt(attempt: {
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

  /** Void the other unsettled attempts of an invoice once one paid it. */
  async supersedeOtherAttempts(invoiceId: number, keepId: number, at: string): Promise<void> {
    await this.db
      .updateTable('payments')
      .set({ status: 'superseded', updated_at: at })
      .where('invoice_id', '=', invoiceId)
      .where('id', '<>', keepId)
      .where('status', 'in', ['open', 'failed'])
      .execute();
  }
}
