import { z } from 'zod';

/** Field → list of Estonian messages (SPEC §8). */
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/** Keys any reply may carry besides its data (SPEC §3, §8). */
export const ReplyExtrasSchema = z.object({
  message: z.string().optional(),
  warning: z.string().optional(),
  errors: FieldErrorsSchema.optional(),
  redirect: z.string().optional(),
});

/** The body of every non-2xx reply. */
export const ErrorReplySchema = ReplyExtrasSchema.extend({
  message: z.string(),
  code: z.string().optional(),
});
export type ErrorReply = z.infer<typeof ErrorReplySchema>;

export const MetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type Meta = z.infer<typeof MetaSchema>;

/** `{data}` for one resource (SPEC §7 "the reply's data.data"). */
export function dataReply<T extends z.ZodType>(item: T) {
  return ReplyExtrasSchema.extend({ data: item });
}

/** `{data, meta}` for lists (DESIGN.md, API conventions). */
export function listReply<T extends z.ZodType>(item: T) {
  return ReplyExtrasSchema.extend({ data: z.array(item), meta: MetaSchema });
}

/** A reply with nothing but the extras, e.g. `{message}` after feedback. */
export const MessageReplySchema = ReplyExtrasSchema;
