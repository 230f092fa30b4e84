import { sql } from 'kysely';
import type { InvoiceSort, InvoiceStatus } from '@kodumasinad/contract';
import type { AdminInvoiceSort } from '@kodumasinad/contract/admin';
import type { Db } from '../../db/database.js';
import type { InvoiceRecord, NewInvoice, PaymentRecord } from '../../db/schema-orders.js';
import { invoiceStatusCondition, outstandingSummary } from './invoice-status-sql.js';
import { anyContainsFolded, containsFolded } from '../../db/text-search.js';

export interface InvoiceListFilter {
  status?: InvoiceStatus;
  /** Issue days, both inclusive. */
  from?: string;
  to?: string;
  /** Part of the invoice's or its order's number: letters, digits and dashes only. */
  numberPart?: string;
}

export type InvoiceListRecord = InvoiceRecord & { order_number: string };

export interface AdminInvoiceFilter {
  status?: InvoiceStatus | undefined;
  company?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Part of the number (A–Z, 0–9, '-'); '' matches nothing. */
  numberPart?: string | undefined;
  /** Part of the reference number (digits); undefined when the search has none. */
  referencePart?: string | undefined;
  /** The search as typed: part of the company's name. */
  text?: string | undefined;
}

const SORT_COLUMNS = {
  issue_date: sql`invoices.issue_date`,
  due_date: sql`invoices.due_date`,
  number: sql`invoices.number`,
  total_vat: sql`invoices.total_vat`,
  outstanding: sql`(case when invoices.status = 'credited' then 0 else invoices.total_vat - invoices.paid end)`,
  company: sql`lower(b2b_clients.name)`,
} satisfies Record<AdminInvoiceSort, unknown>;

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
 * Invoices and their reminders: the only code that writes these tables (the money received for
 * them is invoice-payments.repository.ts), for the buyer's and the back-office's calls alike. Reads the order and
 * client an invoice was issued for (rows, transport, services, the buyer). Built on a transaction
 * when it writes.
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
      .select(['id', 'b2b_client_id', 'reference_number', 'payment_term', 'total', 'vat', 'total_vat'])
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

  /** Marks the order's invoice credited; false when it has none or it is credited already. */
  async creditByOrder(orderId: number): Promise<boolean> {
    const result = await this.db
      .updateTable('invoices')
      .set({ status: 'credited' })
      .where('order_id', '=', orderId)
      .where('status', '<>', 'credited')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Invoices with their company and reminder counts, filtered by everything but the status. */
  private baseAll(filter: AdminInvoiceFilter) {
    let query = this.db
      .selectFrom('invoices')
      .innerJoin('b2b_clients', 'b2b_clients.id', 'invoices.b2b_client_id')
      .innerJoin('orders', 'orders.id', 'invoices.order_id');
    const { company, from, to, numberPart, referencePart, text } = filter;
    if (company !== undefined) query = query.where('invoices.b2b_client_id', '=', company);
    if (from !== undefined) query = query.where('invoices.issue_date', '>=', from);
    if (to !== undefined) query = query.where('invoices.issue_date', '<=', to);
    if (numberPart !== undefined || text !== undefined) {
      // The invoice's or its order's number, the reference number, or the company's name.
      query = query.where((eb) =>
        eb.or([
          ...(numberPart === undefined || numberPart === ''
            ? []
            : [anyContainsFolded(['invoices.number', 'orders.number'], numberPart)]),
          ...(referencePart === undefined
            ? []
            : [containsFolded('invoices.reference_number', referencePart)]),
          ...(text === undefined || text === '' ? [] : [containsFolded('b2b_clients.name', text)]),
        ]),
      );
    }
    return query;
  }

  private withStaffColumns(query: ReturnType<InvoicesRepository['baseAll']>) {
    return query
      .selectAll('invoices')
      .select([
        'orders.number as order_number',
        'b2b_clients.name as company_name',
        'b2b_clients.email as company_email',
      ])
      .select((eb) => [
        eb
          .selectFrom('invoice_reminders')
          .whereRef('invoice_reminders.invoice_id', '=', 'invoices.id')
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .as('reminder_count'),
        eb
          .selectFrom('invoice_reminders')
          .whereRef('invoice_reminders.invoice_id', '=', 'invoices.id')
          .select((inner) => inner.fn.max('invoice_reminders.created_at').as('m'))
          .as('last_reminder_at'),
      ]);
  }

  /** One page of every company's matching invoices (the back-office), and how many match. */
  async listAll(
    filter: AdminInvoiceFilter,
    today: string,
    sort: { by: AdminInvoiceSort; dir: 'asc' | 'desc' },
    page: { offset: number; limit: number },
  ) {
    let query = this.baseAll(filter);
    const { status } = filter;
    if (status !== undefined) query = query.where((eb) => invoiceStatusCondition(eb, status, today));
    const [records, count] = await Promise.all([
      this.withStaffColumns(query)
        .orderBy(SORT_COLUMNS[sort.by], sort.dir)
        .orderBy('invoices.id', sort.dir)
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(count.count) };
  }

  /** Outstanding money over the filtered invoices (status aside): all not paid in full, and the overdue part. */
  async summaryAll(filter: AdminInvoiceFilter, today: string) {
    const sums = await outstandingSummary(this.baseAll(filter), today);
    return {
      unpaid: sums.unpaid,
      overdue: sums.overdue,
      unpaid_count: sums.unpaidCount,
      overdue_count: sums.overdueCount,
    };
  }

  /** Any company's invoice with its company and reminders (the back-office). */
  async findForStaff(id: number) {
    return this.withStaffColumns(this.baseAll({}).where('invoices.id', '=', id)).executeTakeFirst();
  }

  /** The ids of overdue invoices (money outstanding after the due day), oldest due first. */
  async overdueIds(today: string): Promise<number[]> {
    const rows = await this.baseAll({})
      .where((eb) => invoiceStatusCondition(eb, 'overdue', today))
      .select('invoices.id')
      .orderBy('invoices.due_date')
      .orderBy('invoices.id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** Invoices by their reference numbers, for matching a statement. */
  async byReferences(references: readonly string[]) {
    if (references.length === 0) return [];
    return this.db
      .selectFrom('invoices')
      .innerJoin('b2b_clients', 'b2b_clients.id', 'invoices.b2b_client_id')
      .select([
        'invoices.id',
        'invoices.number',
        'invoices.reference_number',
        'invoices.order_id',
        'invoices.total_vat',
        'invoices.paid',
        'invoices.status',
        'invoices.due_date',
        'b2b_clients.name as company_name',
      ])
      .where('invoices.reference_number', 'in', references)
      .orderBy('invoices.id')
      .execute();
  }

  async reminders(invoiceId: number) {
    return this.db
      .selectFrom('invoice_reminders')
      .select(['created_at', 'sent_to'])
      .where('invoice_id', '=', invoiceId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** An invoice's id by its number (as written, any case); undefined when none has it. */
  async idByNumber(number: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('invoices')
      .select('id')
      .where('number', '=', number.trim().toUpperCase())
      .executeTakeFirst();
    return row?.id;
  }

  async insertReminder(reminder: { invoiceId: number; sentTo: string; staffId: number | null; at: string }) {
    await this.db
      .insertInto('invoice_reminders')
      .values({
        invoice_id: reminder.invoiceId,
        sent_to: reminder.sentTo,
        staff_id: reminder.staffId,
        created_at: reminder.at,
      })
      .execute();
  }
}

export type AdminInvoiceRecord = NonNullable<Awaited<ReturnType<InvoicesRepository['findForStaff']>>>;
