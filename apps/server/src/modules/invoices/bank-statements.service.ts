import { randomBytes } from 'node:crypto';
import { invoiceStatus, outstandingOf } from '@kodumasinad/contract';
import {
  foreignStatementAccountMessage,
  STATEMENT_CONFIRM_MESSAGES,
  STATEMENT_MESSAGES,
  StatementConfirmReplySchema,
  StatementLineSchema,
  type StatementConfirmReply,
  type StatementPreviewReply,
} from '@kodumasinad/contract/admin';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { invalidInput, notFound } from '../../platform/errors.js';
import { estonianDay } from '../../platform/estonian-calendar.js';
import { parseStoredJson } from '../../platform/stored-json.js';
import { InvoicesRepository } from './invoices.repository.js';
import { InvoicePaymentsRepository } from './invoice-payments.repository.js';
import { moneyState } from './invoice-money.js';
import { NotCamt053Error, parseCamt053 } from './camt053.js';
import { bankRef, classifyCredits, excessRef, NOTES, type ClassifiedLine } from './statement-matching.js';
import type { AuditRecorder, StaffActor } from './staff-actions.js';
import { StatementPreviewsRepository } from './statement-previews.repository.js';
import { UnmatchedCreditsRepository } from './unmatched-credits.repository.js';
import { lockOrder } from '../orders/order-payments.js';

export interface BankStatementsDeps {
  db: Db;
  audit: AuditRecorder;
  /** The seller's own accounts (SELLER_IBANS, compact): only their statements book payments. */
  sellerIbans: readonly string[];
  clock?: () => Date;
}

const StoredLineSchema = StatementLineSchema.extend({
  key: z.string(),
  order_id: z.number().int().nullable(),
});
type StoredLine = z.infer<typeof StoredLineSchema>;
const StoredLinesSchema = z.array(StoredLineSchema);

/** A preview can be confirmed for a day; older ones are removed when new ones are made. */
const PREVIEW_VALID_MS = 24 * 60 * 60 * 1000;
const PREVIEW_KEPT_MS = 30 * PREVIEW_VALID_MS;

/** A kept credit's fields from its statement line (the caller adds its key, kind and invoice). */
const keptLine = (line: StoredLine, statement: string, at: string) => ({
  booking_date: line.booking_date,
  amount: line.amount,
  currency: line.currency,
  debtor: line.debtor,
  reference: line.reference,
  text: line.text,
  note: line.note,
  statement,
  invoice_id: null,
  created_at: at,
});

const bookable = (line: ClassifiedLine) =>
  (line.status === 'matched' || line.status === 'partial') && line.invoice !== null && line.order_id !== null;

/**
 * camt.053 import (decision 048): the preview changes no money — it classifies the credits and
 * keeps them under a token; confirming books the matched and partly matched lines in one
 * transaction, each with its audit record, once per bank entry (invoice_payments.external_ref is
 * unique), and a repeated confirm answers what the first one booked.
 */
export class BankStatementsService {
  private readonly clock: () => Date;

  constructor(private readonly deps: BankStatementsDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  async preview(
    staff: StaffActor,
    file: { filename: string; bytes: Buffer },
  ): Promise<StatementPreviewReply> {
    let credits;
    let accounts;
    try {
      ({ credits, accounts } = parseCamt053(file.bytes));
    } catch (error) {
      if (error instanceof NotCamt053Error) throw invalidInput({ file: [STATEMENT_MESSAGES.notCamt] });
      throw error;
    }
    const foreign = accounts.find((account) => !this.deps.sellerIbans.includes(account));
    if (foreign !== undefined) {
      throw invalidInput({ file: [foreignStatementAccountMessage(foreign, this.deps.sellerIbans)] });
    }
    const repository = new InvoicesRepository(this.deps.db);
    const references = [
      ...new Set(credits.flatMap((c) => (c.reference === null ? c.textReferences : [c.reference]))),
    ];
    const refs = [...new Set(credits.map((credit) => bankRef(credit.key)))];
    const [invoices, booked, kept] = await Promise.all([
      repository.byReferences(references),
      new InvoicePaymentsRepository(this.deps.db).bookedRefs(refs),
      new UnmatchedCreditsRepository(this.deps.db).keptRefs(refs),
    ]);
    // A credit kept among the unmatched ones (decision 051) was imported too.
    const lines = classifyCredits(credits, invoices, new Set([...booked, ...kept]));
    const token = randomBytes(16).toString('hex');
    const now = this.clock();
    const filename = file.filename.slice(0, 200);
    const previews = new StatementPreviewsRepository(this.deps.db);
    await previews.dropOlderThan(new Date(now.getTime() - PREVIEW_KEPT_MS).toISOString());
    await previews.insert({
      token,
      filename,
      lines: JSON.stringify(lines),
      staffId: staff.id,
      at: now.toISOString(),
    });
    const toBook = lines.filter(bookable);
    return {
      token,
      filename,
      lines: lines.map(({ key: _key, order_id: _order, ...line }) => line),
      to_book: {
        count: toBook.length,
        amount: toBook.reduce((sum, line) => sum + Math.min(line.amount, line.invoice?.outstanding ?? 0), 0),
      },
    };
  }

  /**
   * Confirming also keeps the unmatched lines and the partly matched ones it booked among
   * "Sidumata laekumised" (decision 051), once per bank entry.
   */
  async confirm(
    staff: StaffActor,
    token: string,
    chosenLines?: readonly number[],
  ): Promise<StatementConfirmReply> {
    const lineNumbers = chosenLines === undefined ? undefined : new Set(chosenLines);
    const now = this.clock();
    const preview = await new StatementPreviewsRepository(this.deps.db).find(token);
    if (preview === undefined) throw notFound(STATEMENT_MESSAGES.notFound);
    if (preview.result !== null)
      return parseStoredJson(preview.result, 'statement result', StatementConfirmReplySchema);
    if (now.getTime() - Date.parse(preview.created_at) > PREVIEW_VALID_MS)
      throw notFound(STATEMENT_MESSAGES.expired);
    const lines = parseStoredJson(preview.lines, 'statement lines', StoredLinesSchema);
    if (lineNumbers !== undefined && [...lineNumbers].some((n) => !lines.some((line) => line.line === n))) {
      throw invalidInput({ lines: [STATEMENT_CONFIRM_MESSAGES.lines] });
    }
    const at = now.toISOString();
    const today = estonianDay(now);
    return this.deps.db.transaction().execute(async (trx) => {
      // The preview's row is the lock: a second confirm waits here and then finds it confirmed.
      const previews = new StatementPreviewsRepository(trx);
      if (!(await previews.claim(token, at))) {
        const done = await previews.storedResult(token);
        return parseStoredJson(done ?? '{}', 'statement result', StatementConfirmReplySchema);
      }
      const invoices = new InvoicesRepository(trx);
      const kept = new UnmatchedCreditsRepository(trx);
      const result: StatementConfirmReply = { booked: 0, amount: 0, skipped: 0, invoice_ids: [], kept: 0 };
      const keep = async (line: StoredLine) => {
        const stored = await kept.keep({
          ...keptLine(line, preview.filename, at),
          bank_ref: bankRef(line.key),
          kind: line.status === 'partial' ? 'partial' : 'unmatched',
          invoice_id: line.status === 'partial' ? (line.invoice?.id ?? null) : null,
        });
        if (stored) result.kept += 1;
      };
      const chosen = (line: StoredLine) => lineNumbers === undefined || lineNumbers.has(line.line);
      for (const line of lines.filter((candidate) => candidate.status === 'unmatched' && chosen(candidate))) {
        await keep(line);
      }
      for (const line of lines.filter((candidate) => bookable(candidate) && chosen(candidate))) {
        const invoiceId = (line.invoice as { id: number }).id;
        await lockOrder(trx, line.order_id as number);
        const before = await invoices.byId(invoiceId);
        if (before === undefined) continue;
        const ref = bankRef(line.key);
        const state = moneyState(before, today);
        // At most what the invoice still owes is booked on it; the rest waits among the unmatched
        // credits, to be refunded or assigned (decisions 051, 065).
        const amount = Math.min(line.amount, outstandingOf(state));
        const excess = line.amount - amount;
        if (amount === 0) {
          const stored = await kept.keep({
            ...keptLine(line, preview.filename, at),
            bank_ref: ref,
            kind: 'unmatched',
            note: NOTES.nothingOwed(before.number),
          });
          if (stored) result.kept += 1;
          else result.skipped += 1;
          continue;
        }
        const booked = await new InvoicePaymentsRepository(trx).bookExternal({
          invoiceId,
          amount,
          paidOn: line.booking_date,
          externalRef: ref,
          at,
        });
        if (!booked) {
          result.skipped += 1;
          continue;
        }
        await this.deps.audit(trx, staff, {
          action: 'invoice.payment',
          entity: 'invoice',
          entity_id: invoiceId,
          before: { paid: before.paid, status: invoiceStatus(state) },
          after: {
            paid: before.paid + amount,
            status: invoiceStatus({ ...state, paid: before.paid + amount }),
            payment: {
              source: 'bank_statement',
              date: line.booking_date,
              amount,
              received: line.amount,
              bank_ref: ref,
              debtor: line.debtor,
              statement: preview.filename,
            },
          },
        });
        if (excess > 0) {
          const stored = await kept.keep({
            ...keptLine(line, preview.filename, at),
            bank_ref: excessRef(ref),
            kind: 'unmatched',
            amount: excess,
            note: NOTES.excess(before.number, amount),
          });
          if (stored) result.kept += 1;
        } else if (line.status === 'partial') await keep(line);
        result.booked += 1;
        result.amount += amount;
        if (!result.invoice_ids.includes(invoiceId)) result.invoice_ids.push(invoiceId);
      }
      await previews.storeResult(token, JSON.stringify(result));
      return result;
    });
  }
}
