import { z } from 'zod';
import { ReplyExtrasSchema } from '../common.js';
import { numericParam, resourcePath } from '../validation/request.js';

/**
 * Bank statement import (issue 14, decision 048): a camt.053 file is previewed — each booked
 * credit classified against the unpaid invoices by its 7-3-1 reference and amount — and nothing
 * changes until the staff member confirms the preview by its token.
 */

export const STATEMENT_LINE_STATUSES = ['matched', 'partial', 'unmatched', 'duplicate'] as const;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];
export const STATEMENT_LINE_STATUS_LABELS: Record<StatementLineStatus, string> = {
  matched: 'Seotud',
  partial: 'Osaliselt seotud',
  unmatched: 'Sidumata',
  duplicate: 'Juba imporditud',
};

export const STATEMENT_MESSAGES = {
  missing: 'Vali pangaväljavõtte fail.',
  tooLarge: 'Fail võib olla kuni 5 MB.',
  notCamt:
    'Fail ei ole camt.053 pangaväljavõte. Laadi internetipangast konto väljavõte ISO 20022 XML-vormingus (camt.053).',
  notFound: 'Väljavõtte eelvaadet ei leitud. Laadi fail uuesti.',
  expired: 'Väljavõtte eelvaade on aegunud. Laadi fail uuesti.',
} as const;

/** An IBAN in groups of four, as banks print it. */
const groupedIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * A statement of an account that is not the seller's (SELLER_IBANS) is refused (issue 22 #21):
 * its credits are not money on the seller's account.
 */
export function foreignStatementAccountMessage(account: string, sellerAccounts: readonly string[]): string {
  return (
    `Väljavõte on konto ${groupedIban(account)} kohta, mis ei ole müüja konto ` +
    `(${sellerAccounts.map(groupedIban).join(', ')}). Laadi müüja konto väljavõte.`
  );
}

export const StatementLineSchema = z.object({
  /** 1, 2, … in the file's order of booked credits. */
  line: z.number().int(),
  booking_date: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  debtor: z.string(),
  /** The reference the line was matched by (structured, or found in the text); null when none. */
  reference: z.string().nullable(),
  /** The payment description (unstructured remittance text). */
  text: z.string(),
  status: z.enum(STATEMENT_LINE_STATUSES),
  status_label: z.string(),
  /** The invoice the line pays; null when unmatched. */
  invoice: z
    .object({
      id: z.number().int(),
      number: z.string(),
      company: z.string(),
      /** What was outstanding before this line (and earlier lines of the file). */
      outstanding: z.number().int(),
    })
    .nullable(),
  /** Why a line is partial, unmatched or a duplicate (Estonian); '' when matched. */
  note: z.string(),
});
export type StatementLine = z.infer<typeof StatementLineSchema>;

/** POST /api/admin/bank-statements/preview (multipart `file`) → the preview under `token`. */
export const StatementPreviewReplySchema = ReplyExtrasSchema.extend({
  token: z.string(),
  filename: z.string(),
  lines: z.array(StatementLineSchema),
  /**
   * What confirming all lines books: the matched and partly matched lines, each at most what its
   * invoice has outstanding (an excess is kept as an unmatched credit, decision 065).
   */
  to_book: z.object({ count: z.number().int(), amount: z.number().int() }),
});
export type StatementPreviewReply = z.infer<typeof StatementPreviewReplySchema>;

/** A preview token: 32 hex characters; anything else names no preview (404). */
export const StatementTokenParamsSchema = resourcePath({
  token: z.string().regex(/^[0-9a-f]{32}$/, STATEMENT_MESSAGES.notFound),
});

export const STATEMENT_CONFIRM_MESSAGES = {
  lines: 'Vali väljavõtte read, mida kinnitada.',
} as const;

/**
 * The confirm's body (issue 22 #20): the preview's line numbers staff left ticked; without
 * `lines` (or without a body, as before) every line is taken; an empty choice, or a line the
 * statement does not have, is refused. Lines not chosen are neither booked
 * nor kept, so the statement imported again offers them again.
 */
export const StatementConfirmRequestSchema = z
  .object({
    lines: z
      .array(z.number({ error: STATEMENT_CONFIRM_MESSAGES.lines }).int().min(1).max(100_000), {
        error: STATEMENT_CONFIRM_MESSAGES.lines,
      })
      .min(1, STATEMENT_CONFIRM_MESSAGES.lines)
      .max(100_000, STATEMENT_CONFIRM_MESSAGES.lines)
      .optional(),
  })
  .optional();

/** POST /api/admin/bank-statements/{token}/confirm → what was booked (a repeat books nothing more). */
export const StatementConfirmReplySchema = ReplyExtrasSchema.extend({
  booked: z.number().int(),
  amount: z.number().int(),
  /** Lines to book that were found booked already (by another import) and skipped. */
  skipped: z.number().int(),
  invoice_ids: z.array(z.number().int()),
  /** Unmatched and partly matched lines kept among "Sidumata laekumised" (decision 051). */
  kept: z.number().int().default(0),
});
export type StatementConfirmReply = z.infer<typeof StatementConfirmReplySchema>;

/**
 * "Sidumata laekumised" (decision 051): a confirmed statement's unmatched credits — and its partly
 * matched ones, booked already, for review — until a sales user assigns an unmatched one to an
 * invoice (a bank payment booked on it) or dismisses it.
 */
export const UNMATCHED_CREDIT_KINDS = ['unmatched', 'partial'] as const;

export const UNMATCHED_CREDIT_MESSAGES = {
  notFound: 'Laekumist ei leitud.',
  resolved: 'See laekumine on juba seotud või kõrvale jäetud.',
  partial: 'See laekumine on juba arvele kirjendatud; selle saab ainult kõrvale jätta.',
  currency: 'Laekumine ei ole eurodes; seda ei saa arvega siduda.',
  invoice: 'Sisesta arve number.',
  invoiceNotFound: 'Sellise numbriga arvet ei leitud.',
  notPayable: 'Sellele arvele ei saa makset lisada: see on tasutud või krediteeritud.',
  booked: 'See pangakanne on juba arvele kirjendatud.',
} as const;

export const UnmatchedCreditSchema = z.object({
  id: z.number().int(),
  kind: z.enum(UNMATCHED_CREDIT_KINDS),
  /** "Sidumata" or "Osaliselt seotud", as the preview named the line. */
  kind_label: z.string(),
  booking_date: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  debtor: z.string(),
  reference: z.string().nullable(),
  text: z.string(),
  note: z.string(),
  /** The statement's file name. */
  statement: z.string(),
  /** The invoice a partly matched line was booked on; null for an unmatched one. */
  invoice: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  /** Can be assigned to an invoice: unmatched and in euros. */
  can_assign: z.boolean(),
});
export type UnmatchedCredit = z.infer<typeof UnmatchedCreditSchema>;

/** GET /api/admin/bank-statements/unmatched → the open ones, oldest booking day first. */
export const UnmatchedCreditsReplySchema = ReplyExtrasSchema.extend({ data: z.array(UnmatchedCreditSchema) });
export type UnmatchedCreditsReply = z.infer<typeof UnmatchedCreditsReplySchema>;

export const UnmatchedCreditParamsSchema = resourcePath({
  id: numericParam(UNMATCHED_CREDIT_MESSAGES.notFound),
});

/**
 * POST /api/admin/bank-statements/unmatched/{id}/assign {invoice: its number} → the open credits
 * left; books the credit's whole amount on the invoice under the bank entry's key.
 */
export const UnmatchedCreditAssignSchema = z.object({
  invoice: z
    .string({ error: UNMATCHED_CREDIT_MESSAGES.invoice })
    .trim()
    .min(1, UNMATCHED_CREDIT_MESSAGES.invoice)
    .max(40, UNMATCHED_CREDIT_MESSAGES.invoiceNotFound),
});
