import { z } from 'zod';
import { ReplyExtrasSchema } from '../common.js';
import { numericParam, resourcePath } from '../validation/request.js';

/**
 * Refund tasks (issue 22 #5, decision 065): money a bank confirmed for an order that was already
 * paid — a superseded attempt's form paid late, or one form paid twice. Staff send it back to the
 * payer and mark it refunded on /haldus/arved; the buyer's order shows it either way.
 */
export const REFUND_MESSAGES = {
  notFound: 'Tagastatavat makset ei leitud.',
  done: 'See enammakse on juba tagastatuks märgitud.',
} as const;

export const RefundTaskSchema = z.object({
  /** The payment (attempt) id. */
  id: z.number().int(),
  order: z.object({ id: z.number().int(), number: z.string() }),
  company: z.string(),
  /** Cents. */
  amount: z.number().int(),
  received_at: z.string(),
  method_label: z.string(),
  /** The bank's transaction number (archive number, VK_T_NO); null when the bank sent none. */
  transaction_id: z.string().nullable(),
  /** The reference number the payer paid with. */
  reference: z.string(),
  /** Where the money came from, as the bank's reply names it; null when it did not. */
  payer_name: z.string().nullable(),
  payer_account: z.string().nullable(),
});
export type RefundTask = z.infer<typeof RefundTaskSchema>;

/** GET /api/admin/refunds → the overpayments still to refund, oldest first. */
export const RefundTasksReplySchema = ReplyExtrasSchema.extend({ data: z.array(RefundTaskSchema) });
export type RefundTasksReply = z.infer<typeof RefundTasksReplySchema>;

/** POST /api/admin/refunds/{id}/refunded → the tasks left. */
export const RefundParamsSchema = resourcePath({ id: numericParam(REFUND_MESSAGES.notFound) });
