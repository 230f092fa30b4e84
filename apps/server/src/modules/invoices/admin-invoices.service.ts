import { InvoicePaymentsRepository } from './invoice-payments.repository.js';
import { invoiceStatus, outstandingOf } from '@kodumasinad/contract';
import {
  ADMIN_INVOICE_NOT_FOUND_MESSAGE,
  PAYMENT_MESSAGES,
  PAYMENT_REVERSE_MESSAGES,
  PAYMENT_SOURCE_LABELS,
  REMINDER_MESSAGES,
  type AdminInvoice,
  type AdminInvoiceListItem,
  type AdminInvoicesExportQuery,
  type AdminInvoicesListReply,
  type AdminInvoicesQuery,
  type AdminRemindersReply,
  type PaymentSource,
} from '@kodumasinad/contract/admin';
import type { Db } from '../../db/database.js';
import type { InvoicePaymentRecord } from '../../db/schema-orders.js';
import { invalidInput, notFound } from '../../platform/errors.js';
import { estonianDay } from '../../platform/estonian-calendar.js';
import type { MailQueue } from '../../platform/mail-queue.js';
import type { SellerDetails } from '../../platform/seller.js';
import { listMeta } from '../../platform/list-meta.js';
import {
  InvoicesRepository,
  type AdminInvoiceFilter,
  type AdminInvoiceRecord,
} from './invoices.repository.js';
import { moneyState } from './invoice-money.js';
import { InvoiceReader, invoiceListItem, paymentMethodLabel } from './invoice-reader.js';
import { UnmatchedCreditsRepository } from './unmatched-credits.repository.js';
import { reminderMail } from './reminder-mail.js';
import type { AuditRecorder, StaffActor } from './staff-actions.js';
import { lockOrder } from '../orders/order-payments.js';

export interface AdminInvoicesDeps {
  db: Db;
  mail: Pick<MailQueue, 'send'>;
  audit: AuditRecorder;
  seller: SellerDetails;
  clock?: () => Date;
}

/** The filter of a list or export query: the search reads as an invoice number part and a reference part. */
function filterOf(query: AdminInvoicesExportQuery): AdminInvoiceFilter {
  const q = query.q?.trim();
  // Only a search of digits alone reads as (part of) a reference number too.
  const digits = q !== undefined && /^[\d\s]+$/.test(q) ? q.replace(/\s/g, '') : '';
  return {
    status: query.status,
    company: query.company,
    from: query.from,
    to: query.to,
    ...(q === undefined || q === ''
      ? {}
      : {
          numberPart: q.toUpperCase().replace(/[^A-Z0-9-]/g, ''),
          referencePart: digits === '' ? undefined : digits,
          text: q,
        }),
  };
}

const EXPORT_LIMIT = 10_000;

/** The back-office's invoice list, detail, hand-booked payments and overdue reminders. */
export class AdminInvoicesService extends InvoiceReader {
  constructor(private readonly deps: AdminInvoicesDeps) {
    super(deps);
  }

  async list(query: AdminInvoicesQuery): Promise<AdminInvoicesListReply> {
    const today = this.today();
    const filter = filterOf(query);
    const { page, per_page: perPage } = query;
    const [{ records, total }, summary] = await Promise.all([
      this.invoices.listAll(
        filter,
        today,
        { by: query.sort, dir: query.dir },
        { offset: (page - 1) * perPage, limit: perPage },
      ),
      this.invoices.summaryAll(filter, today),
    ]);
    return {
      data: records.map((record) => toListItem(record, today)),
      meta: listMeta(query, total),
      summary,
    };
  }

  /** Every invoice the filters select (at most 10,000), as the list shows them. */
  async exportRows(query: AdminInvoicesExportQuery): Promise<AdminInvoiceListItem[]> {
    const today = this.today();
    const { records } = await this.invoices.listAll(
      filterOf(query),
      today,
      { by: query.sort, dir: query.dir },
      { offset: 0, limit: EXPORT_LIMIT },
    );
    return records.map((record) => toListItem(record, today));
  }

  async get(id: number): Promise<AdminInvoice> {
    const record = await this.record(id);
    const today = this.today();
    const [payments, reminders] = await Promise.all([
      new InvoicePaymentsRepository(this.deps.db).payments(id),
      this.invoices.reminders(id),
    ]);
    const item = toListItem(record, today);
    return {
      ...item,
      payment_term_days: record.payment_term_days,
      invoice_email: record.company_email,
      payments: payments.map(toPayment),
      reminders: reminders.map((reminder) => ({ sent_at: reminder.created_at, sent_to: reminder.sent_to })),
      can_remind: item.status === 'overdue' && hasEmail(record.company_email),
      can_add_payment: item.outstanding > 0,
    };
  }

  /**
   * A payment booked by hand: one transaction with the order's row lock first (decision 013),
   * the invoice's money checked again inside it, and the audit record. With a `key` a repeat
   * books nothing (the key is unique in invoice_payments.external_ref).
   */
  async addPayment(
    staff: StaffActor,
    id: number,
    body: { date: string; amount: number; key?: string | undefined },
  ): Promise<{ invoice: AdminInvoice; repeated: boolean }> {
    const record = await this.record(id);
    const at = this.clock();
    const today = estonianDay(at);
    if (body.date > today) throw invalidInput({ date: [PAYMENT_MESSAGES.dateFuture] });
    if (body.date < record.issue_date) throw invalidInput({ date: [PAYMENT_MESSAGES.dateBeforeIssue] });
    const repeated = await this.deps.db.transaction().execute(async (trx) => {
      const invoices = new InvoicesRepository(trx);
      await lockOrder(trx, record.order_id);
      const current = await invoices.byId(id);
      if (current === undefined) throw notFound(ADMIN_INVOICE_NOT_FOUND_MESSAGE);
      const externalRef = body.key === undefined ? null : `manual:${body.key}`;
      if (
        externalRef !== null &&
        (await new InvoicePaymentsRepository(trx).bookedRefs([externalRef])).size > 0
      ) {
        return true;
      }
      const before = moneyState(current, today);
      const owed = outstandingOf(before);
      if (owed <= 0) throw invalidInput({ amount: [PAYMENT_MESSAGES.notPayable] });
      if (body.amount > owed) throw invalidInput({ amount: [PAYMENT_MESSAGES.amountOverOutstanding] });
      await new InvoicePaymentsRepository(trx).bookExternal({
        invoiceId: id,
        amount: body.amount,
        paidOn: body.date,
        externalRef,
        at: at.toISOString(),
      });
      const paid = current.paid + body.amount;
      await this.deps.audit(trx, staff, {
        action: 'invoice.payment',
        entity: 'invoice',
        entity_id: id,
        before: { paid: current.paid, status: invoiceStatus(before) },
        after: {
          paid,
          status: invoiceStatus({ ...before, paid }),
          payment: { source: 'manual', date: body.date, amount: body.amount },
        },
      });
      return false;
    });
    return { invoice: await this.get(id), repeated };
  }

  /**
   * Undoes a payment a bank statement booked (issue 22 #20): the row goes, `invoices.paid` falls
   * by its amount, and the unmatched credits kept open for that bank entry go with it, so the
   * statement imported again offers the line again. One transaction with the order's row lock
   * first (decision 013) and an audit record of the money before and after.
   */
  async reversePayment(staff: StaffActor, id: number, paymentId: number): Promise<AdminInvoice> {
    const record = await this.record(id);
    const today = this.today();
    await this.deps.db.transaction().execute(async (trx) => {
      const invoices = new InvoicesRepository(trx);
      await lockOrder(trx, record.order_id);
      const current = await invoices.byId(id);
      const payment = (await new InvoicePaymentsRepository(trx).payments(id)).find(
        (candidate) => candidate.id === paymentId,
      );
      if (current === undefined || payment === undefined) {
        throw notFound(PAYMENT_REVERSE_MESSAGES.notFound);
      }
      if (toPayment(payment).source !== 'bank_statement' || payment.external_ref === null) {
        throw invalidInput({ payment: [PAYMENT_REVERSE_MESSAGES.notStatement] });
      }
      const amount = Number(payment.amount);
      await new InvoicePaymentsRepository(trx).removeExternal({ invoiceId: id, paymentId, amount });
      await new UnmatchedCreditsRepository(trx).releaseBooked(payment.external_ref, id);
      const before = moneyState(current, today);
      const paid = current.paid - amount;
      await this.deps.audit(trx, staff, {
        action: 'invoice.payment_reversal',
        entity: 'invoice',
        entity_id: id,
        before: {
          paid: current.paid,
          status: invoiceStatus(before),
          payment: {
            source: 'bank_statement',
            date: payment.paid_on,
            amount,
            bank_ref: payment.external_ref,
          },
        },
        after: { paid, status: invoiceStatus({ ...before, paid }) },
      });
    });
    return this.get(id);
  }

  /** An overdue reminder e-mailed to the company's invoice address, recorded on the invoice. */
  async remind(staff: StaffActor, id: number): Promise<AdminInvoice> {
    const record = await this.record(id);
    const today = this.today();
    const item = toListItem(record, today);
    if (item.status !== 'overdue') throw invalidInput({ invoice: [REMINDER_MESSAGES.notOverdue] });
    if (!hasEmail(record.company_email)) throw invalidInput({ invoice: [REMINDER_MESSAGES.noEmail] });
    await this.sendReminder(staff, record, item);
    return this.get(id);
  }

  /** Reminders for every overdue invoice; those of companies without an e-mail are skipped and named. */
  async remindAll(staff: StaffActor): Promise<AdminRemindersReply> {
    const today = this.today();
    let sent = 0;
    const skipped: AdminRemindersReply['skipped'] = [];
    for (const id of await this.invoices.overdueIds(today)) {
      const record = await this.record(id);
      const item = toListItem(record, today);
      if (!hasEmail(record.company_email)) {
        skipped.push({ id, number: record.number, reason: REMINDER_MESSAGES.noEmail });
        continue;
      }
      await this.sendReminder(staff, record, item);
      sent += 1;
    }
    return { sent, skipped };
  }

  private async sendReminder(staff: StaffActor, record: AdminInvoiceRecord, item: AdminInvoiceListItem) {
    const to = (record.company_email ?? '').trim();
    const at = this.clock().toISOString();
    await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.mail.send(reminderMail({ to, invoice: item, seller: this.deps.seller, staff }), trx);
      await new InvoicesRepository(trx).insertReminder({
        invoiceId: record.id,
        sentTo: to,
        staffId: staff.id,
        at,
      });
      await this.deps.audit(trx, staff, {
        action: 'invoice.reminder',
        entity: 'invoice',
        entity_id: record.id,
        before: { reminder_count: item.reminder_count },
        after: { reminder_count: item.reminder_count + 1, sent_to: to, outstanding: item.outstanding },
      });
    });
  }

  private async record(id: number): Promise<AdminInvoiceRecord> {
    const record = await this.invoices.findForStaff(id);
    if (record === undefined) throw notFound(ADMIN_INVOICE_NOT_FOUND_MESSAGE);
    return record;
  }
}

const hasEmail = (email: string | null): email is string => email !== null && email.trim() !== '';

/** The list's invoice as the shop's list shows it, with what the staff see besides. */
export function toListItem(record: AdminInvoiceRecord, today: string): AdminInvoiceListItem {
  return {
    ...invoiceListItem(record, today),
    reference_number: record.reference_number,
    company: { id: record.b2b_client_id, name: record.company_name },
    reminder_count: Number(record.reminder_count ?? 0),
    last_reminder_at: record.last_reminder_at ?? null,
  };
}

function toPayment(payment: InvoicePaymentRecord) {
  const source: PaymentSource =
    payment.payment_id !== null
      ? 'bank_link'
      : payment.external_ref?.startsWith('bank:')
        ? 'bank_statement'
        : 'manual';
  return {
    id: payment.id,
    date: payment.paid_on,
    amount: payment.amount,
    source,
    source_label: PAYMENT_SOURCE_LABELS[source],
    can_reverse: source === 'bank_statement',
    method_label: paymentMethodLabel(payment.method),
  };
}
