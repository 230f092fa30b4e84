import { outstandingOf } from '@kodumasinad/contract';
import {
  STATEMENT_LINE_STATUS_LABELS,
  type StatementLine,
  type StatementLineStatus,
} from '@kodumasinad/contract/admin';
import type { StatementCredit } from './camt053.js';
import { euros } from './reminder-mail.js';

/** An invoice a statement line may pay. */
export interface MatchableInvoice {
  id: number;
  number: string;
  reference_number: string;
  order_id: number;
  total_vat: number;
  paid: number;
  status: string;
  company_name: string;
}

/** A preview line with what confirming needs: the bank entry's key and the invoice's order. */
export interface ClassifiedLine extends StatementLine {
  key: string;
  order_id: number | null;
}

/** The unique outside key of a bank entry in invoice_payments.external_ref. */
export const bankRef = (key: string) => `bank:${key}`;

/**
 * The key of what a credit brought beyond its invoice's outstanding money, kept as an unmatched
 * credit of its own (decision 065), so assigning it later books under a key of its own too.
 */
export const excessRef = (ref: string) => `${ref}#excess`;

export const NOTES = {
  duplicate: 'See kanne on juba imporditud.',
  duplicateInFile: 'Sama kanne on failis mitu korda.',
  noReference: 'Viitenumber puudub või ei vasta ühelegi arvele.',
  currency: (currency: string) => `Valuuta ${currency}: arveid saab tasuda ainult eurodes.`,
  credited: 'Arve on krediteeritud.',
  alreadyPaid: 'Arve on juba tasutud; summa jääb sidumata laekumiseks (tagasta või seo muu arvega).',
  less: (outstanding: number) => `Summa on väiksem kui tasumata ${euros(outstanding)}.`,
  more: (outstanding: number) =>
    `Summa on suurem kui tasumata ${euros(outstanding)}: arvele kirjendatakse ${euros(outstanding)}, ülejäänu jääb sidumata laekumiseks.`,
  nothingOwed: (invoice: string) =>
    `Arvel ${invoice} ei olnud kinnitamisel midagi tasuda; summa ootab tagastamist või sidumist.`,
  excess: (invoice: string, booked: number) =>
    `Ülejääk: arvele ${invoice} kirjendati ${euros(booked)}; see summa ootab tagastamist või sidumist.`,
};

/**
 * Classifies each booked credit: already imported (its bank key is booked, or came earlier in the
 * file), unmatched (no invoice has its reference — the structured one first, else a 7-3-1
 * number in the text — or not euros, or a credited invoice), matched (the amount is what is
 * outstanding, counting earlier lines of the file for the same invoice) or partly matched.
 */
export function classifyCredits(
  credits: readonly StatementCredit[],
  invoices: readonly MatchableInvoice[],
  booked: ReadonlySet<string>,
): ClassifiedLine[] {
  const byReference = new Map(invoices.map((invoice) => [invoice.reference_number, invoice]));
  const seen = new Set<string>();
  const pending = new Map<number, number>();
  return credits.map((credit, index) => {
    const candidates = credit.reference === null ? credit.textReferences : [credit.reference];
    const reference = candidates.find((ref) => byReference.has(ref)) ?? candidates[0] ?? null;
    const invoice = reference === null ? undefined : byReference.get(reference);
    const line = (status: StatementLineStatus, note: string, outstanding = 0): ClassifiedLine => ({
      line: index + 1,
      key: credit.key,
      booking_date: credit.bookingDate,
      amount: credit.amount,
      currency: credit.currency,
      debtor: credit.debtor,
      reference,
      text: credit.text,
      status,
      status_label: STATEMENT_LINE_STATUS_LABELS[status],
      invoice:
        invoice === undefined
          ? null
          : { id: invoice.id, number: invoice.number, company: invoice.company_name, outstanding },
      order_id: status === 'matched' || status === 'partial' ? (invoice?.order_id ?? null) : null,
      note,
    });
    if (booked.has(bankRef(credit.key))) return line('duplicate', NOTES.duplicate);
    if (seen.has(credit.key)) return line('duplicate', NOTES.duplicateInFile);
    seen.add(credit.key);
    if (invoice === undefined) return line('unmatched', NOTES.noReference);
    if (credit.currency !== 'EUR') return line('unmatched', NOTES.currency(credit.currency));
    if (invoice.status === 'credited') return line('unmatched', NOTES.credited);
    const outstanding = Math.max(
      0,
      outstandingOf({ credited: false, totalVat: invoice.total_vat, paid: invoice.paid }) -
        (pending.get(invoice.id) ?? 0),
    );
    pending.set(invoice.id, (pending.get(invoice.id) ?? 0) + credit.amount);
    if (credit.amount === outstanding) return line('matched', '', outstanding);
    const note =
      outstanding === 0
        ? NOTES.alreadyPaid
        : credit.amount < outstanding
          ? NOTES.less(outstanding)
          : NOTES.more(outstanding);
    return line('partial', note, outstanding);
  });
}
