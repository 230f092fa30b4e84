import { invoiceStatus, outstandingOf } from '@kodumasinad/contract';
import {
  ADMIN_INVOICE_NOT_FOUND_MESSAGE,
  STATEMENT_LINE_STATUS_LABELS,
  UNMATCHED_CREDIT_MESSAGES,
  type UnmatchedCredit,
  type UnmatchedCreditsReply,
} from '@kodumasinad/contract/admin';
import type { Db } from '../../db/database.js';
import type { BankUnmatchedCreditRecord } from '../../db/schema-admin-invoices.js';
import { invalidInput, notFound } from '../../platform/errors.js';
import { estonianDay } from '../../platform/estonian-calendar.js';
import { InvoicesRepository } from './invoices.repository.js';
import { InvoicePaymentsRepository } from './invoice-payments.repository.js';
import { moneyState } from './invoice-money.js';
import type { AuditRecorder, StaffActor } from './staff-actions.js';
import { UnmatchedCreditsRepository } from './unmatched-credits.repository.js';
import { lockOrder } from '../orders/order-payments.js';

export interface UnmatchedCreditsDeps {
  db: Db;
  audit: AuditRecorder;
  clock?: () => Date;
}

/** How many open credits the screen lists at most. */
const LIST_LIMIT = 500;

const M = UNMATCHED_CREDIT_MESSAGES;

/**
 * "Sidumata laekumised" (decision 051): the open credits kept by confirmed statements; assigning
 * one books its whole amount on an invoice under the bank entry's key (so the statement imported
 * again shows it as imported), dismissing one just closes it. Each is one transaction with its
 * audit record; the credit's `state` changes only from open, so two staff members cannot both.
 */
export class UnmatchedCreditsService {
  private readonly clock: () => Date;

  constructor(private readonly deps: UnmatchedCreditsDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  async list(): Promise<UnmatchedCreditsReply> {
    const rows = await new UnmatchedCreditsRepository(this.deps.db).open(LIST_LIMIT);
    return { data: rows.map(toCredit) };
  }

  async assign(staff: StaffActor, id: number, invoiceNumber: string): Promise<UnmatchedCreditsReply> {
    const credit = await this.openCredit(id);
    if (credit.kind !== 'unmatched') throw invalidInput({ invoice: [M.partial] });
    if (credit.currency !== 'EUR') throw invalidInput({ invoice: [M.currency] });
    const invoices = new InvoicesRepository(this.deps.db);
    const invoiceId = await invoices.idByNumber(invoiceNumber);
    const invoice = invoiceId === undefined ? undefined : await invoices.byId(invoiceId);
    if (invoice === undefined) throw invalidInput({ invoice: [M.invoiceNotFound] });
    const now = this.clock();
    const at = now.toISOString();
    const today = estonianDay(now);
    await this.deps.db.transaction().execute(async (trx) => {
      const repository = new InvoicesRepository(trx);
      await lockOrder(trx, invoice.order_id);
      const before = await repository.byId(invoice.id);
      if (before === undefined) throw notFound(ADMIN_INVOICE_NOT_FOUND_MESSAGE);
      const state = moneyState(before, today);
      if (outstandingOf(state) <= 0) throw invalidInput({ invoice: [M.notPayable] });
      const claimed = await new UnmatchedCreditsRepository(trx).resolve(id, {
        state: 'assigned',
        invoiceId: invoice.id,
        staffId: staff.id,
        at,
      });
      if (!claimed) throw invalidInput({ invoice: [M.resolved] });
      const booked = await new InvoicePaymentsRepository(trx).bookExternal({
        invoiceId: invoice.id,
        amount: credit.amount,
        paidOn: credit.booking_date,
        externalRef: credit.bank_ref,
        at,
      });
      // Throwing rolls the claim back too: the entry was booked by another import meanwhile.
      if (!booked) throw invalidInput({ invoice: [M.booked] });
      const paid = before.paid + credit.amount;
      await this.deps.audit(trx, staff, {
        action: 'invoice.payment',
        entity: 'invoice',
        entity_id: invoice.id,
        before: { paid: before.paid, status: invoiceStatus(state) },
        after: {
          paid,
          status: invoiceStatus({ ...state, paid }),
          payment: {
            source: 'bank_statement',
            date: credit.booking_date,
            amount: credit.amount,
            bank_ref: credit.bank_ref,
            debtor: credit.debtor,
            statement: credit.statement,
            unmatched_credit_id: credit.id,
          },
        },
      });
    });
    return this.list();
  }

  async dismiss(staff: StaffActor, id: number): Promise<UnmatchedCreditsReply> {
    const credit = await this.openCredit(id);
    await this.deps.db.transaction().execute(async (trx) => {
      const claimed = await new UnmatchedCreditsRepository(trx).resolve(id, {
        state: 'dismissed',
        invoiceId: null,
        staffId: staff.id,
        at: this.clock().toISOString(),
      });
      if (!claimed) throw invalidInput({ credit: [M.resolved] });
      await this.deps.audit(trx, staff, {
        action: 'bank_credit.dismiss',
        entity: 'bank_credit',
        entity_id: id,
        before: { state: 'open' },
        after: {
          state: 'dismissed',
          kind: credit.kind,
          amount: credit.amount,
          currency: credit.currency,
          debtor: credit.debtor,
          bank_ref: credit.bank_ref,
        },
      });
    });
    return this.list();
  }

  private async openCredit(id: number): Promise<BankUnmatchedCreditRecord> {
    const credit = await new UnmatchedCreditsRepository(this.deps.db).find(id);
    if (credit === undefined) throw notFound(M.notFound);
    if (credit.state !== 'open') throw invalidInput({ credit: [M.resolved] });
    return { ...credit, amount: Number(credit.amount) };
  }
}

function toCredit(row: BankUnmatchedCreditRecord & { invoice_number: string | null }): UnmatchedCredit {
  return {
    id: row.id,
    kind: row.kind,
    kind_label: STATEMENT_LINE_STATUS_LABELS[row.kind],
    booking_date: row.booking_date,
    amount: Number(row.amount),
    currency: row.currency,
    debtor: row.debtor,
    reference: row.reference,
    text: row.text,
    note: row.note,
    statement: row.statement,
    invoice:
      row.invoice_id === null || row.invoice_number === null
        ? null
        : { id: row.invoice_id, number: row.invoice_number },
    can_assign: row.kind === 'unmatched' && row.currency === 'EUR',
  };
}
