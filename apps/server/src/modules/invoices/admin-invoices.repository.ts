import { sql } from 'kysely';
import type { InvoiceStatus } from '@kodumasinad/contract';
import type { AdminInvoiceSort } from '@kodumasinad/contract/admin';
import type { Db } from '../../db/database.js';
import type { InvoicePaymentRecord, InvoiceRecord } from '../../db/schema-orders.js';
import { invoiceStatusCondition, outstandingSummary } from './invoice-status-sql.js';
import { anyContainsFolded, containsFolded } from '../../db/text-search.js';
import { excessRef } from './statement-matching.js';

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

/** Every company's invoices for the back-office, with the reminders and outside payment keys of migration 0022. */
export class AdminInvoicesRepository {
  constructor(private readonly db: Db) {}

  /** Invoices with their company and reminder counts, filtered by everything but the status. */
  private base(filter: AdminInvoiceFilter) {
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

  private withColumns(query: ReturnType<AdminInvoicesRepository['base']>) {
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

  async list(
    filter: AdminInvoiceFilter,
    today: string,
    sort: { by: AdminInvoiceSort; dir: 'asc' | 'desc' },
    page: { offset: number; limit: number },
  ) {
    let query = this.base(filter);
    const { status } = filter;
    if (status !== undefined) query = query.where((eb) => invoiceStatusCondition(eb, status, today));
    const [records, count] = await Promise.all([
      this.withColumns(query)
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
  async summary(filter: AdminInvoiceFilter, today: string) {
    const sums = await outstandingSummary(this.base(filter), today);
    return {
      unpaid: sums.unpaid,
      overdue: sums.overdue,
      unpaid_count: sums.unpaidCount,
      overdue_count: sums.overdueCount,
    };
  }

  async find(id: number) {
    return this.withColumns(this.base({}).where('invoices.id', '=', id)).executeTakeFirst();
  }

  /** The ids of overdue invoices (money outstanding after the due day), oldest due first. */
  async overdueIds(today: string): Promise<number[]> {
    const rows = await this.base({})
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

  /** Which of the outside payment keys are booked already. */
  async bookedRefs(refs: readonly string[]): Promise<Set<string>> {
    if (refs.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('invoice_payments')
      .select('external_ref')
      .where('external_ref', 'in', refs)
      .execute();
    return new Set(rows.map((row) => row.external_ref).filter((ref): ref is string => ref !== null));
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

  async reminders(invoiceId: number) {
    return this.db
      .selectFrom('invoice_reminders')
      .select(['created_at', 'sent_to'])
      .where('invoice_id', '=', invoiceId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /**
   * Money booked from outside the shop, once per `externalRef` (unique): false when that key is
   * booked already, and then nothing changes. The caller holds the order's row lock.
   */
  async bookExternal(payment: {
    invoiceId: number;
    amount: number;
    paidOn: string;
    externalRef: string | null;
    at: string;
  }): Promise<boolean> {
    const inserted = await this.db
      .insertInto('invoice_payments')
      .values({
        invoice_id: payment.invoiceId,
        payment_id: null,
        amount: payment.amount,
        method: null,
        paid_on: payment.paidOn,
        external_ref: payment.externalRef,
        created_at: payment.at,
      })
      .onConflict((oc) => oc.column('external_ref').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted === undefined) return false;
    await this.db
      .updateTable('invoices')
      .set((eb) => ({ paid: eb('paid', '+', payment.amount) }))
      .where('id', '=', payment.invoiceId)
      .execute();
    return true;
  }

  /**
   * Takes a booked outside payment off its invoice, with the open unmatched credits kept for the
   * same bank entry (its review row and its excess). The caller holds the order's row lock.
   */
  async removeExternal(payment: {
    invoiceId: number;
    paymentId: number;
    amount: number;
    externalRef: string;
  }) {
    await this.db
      .deleteFrom('invoice_payments')
      .where('id', '=', payment.paymentId)
      .where('invoice_id', '=', payment.invoiceId)
      .execute();
    await this.db
      .updateTable('invoices')
      .set((eb) => ({ paid: eb('paid', '-', payment.amount) }))
      .where('id', '=', payment.invoiceId)
      .execute();
    await this.db
      .deleteFrom('bank_unmatched_credits')
      .where('bank_ref', 'in', [payment.externalRef, excessRef(payment.externalRef)])
      .where('state', '=', 'open')
      .execute();
    // A payment booked by assigning an unmatched credit gives the money back to that credit, so
    // it is neither lost nor taken for already imported (the statement's line stays kept).
    await this.db
      .updateTable('bank_unmatched_credits')
      .set({ state: 'open', resolved_invoice_id: null, resolved_by: null, resolved_at: null })
      .where('bank_ref', '=', payment.externalRef)
      .where('state', '=', 'assigned')
      .where('resolved_invoice_id', '=', payment.invoiceId)
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

  /** An invoice's id by its number (as written, any case); undefined when none has it. */
  async idByNumber(number: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('invoices')
      .select('id')
      .where('number', '=', number.trim().toUpperCase())
      .executeTakeFirst();
    return row?.id;
  }

  async invoiceById(id: number): Promise<InvoiceRecord | undefined> {
    return this.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
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

export type AdminInvoiceRecord = NonNullable<Awaited<ReturnType<AdminInvoicesRepository['find']>>>;
