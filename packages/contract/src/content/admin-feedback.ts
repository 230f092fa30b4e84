import { z } from 'zod';
import { dataReply, listReply } from '../common.js';
import { numericParam, queryParam, resourcePath } from '../validation/request.js';
import { adminListQuery } from '../admin/list.js';

/** The feedback inbox (issue 14): messages from /kontakt with their state. Role `sales`. */
export const FEEDBACK_STATES = ['new', 'read', 'answered'] as const;
export const FeedbackStateSchema = z.enum(FEEDBACK_STATES);
export type FeedbackState = z.infer<typeof FeedbackStateSchema>;
export const FEEDBACK_STATE_LABELS: Record<FeedbackState, string> = {
  new: 'Uus',
  read: 'Loetud',
  answered: 'Vastatud',
};

export const AdminFeedbackSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  /** The buyer's company when a logged-in user sent it. */
  company: z.string().nullable(),
  state: FeedbackStateSchema,
  created_at: z.string(),
  read_at: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type AdminFeedback = z.infer<typeof AdminFeedbackSchema>;
export const AdminFeedbackReplySchema = dataReply(AdminFeedbackSchema);
export const AdminFeedbackListReplySchema = listReply(AdminFeedbackSchema);

const STATE_FILTER_MESSAGE = 'Olek peab olema new, read või answered.';
/** GET /api/admin/feedback?state=&q=&page=&per_page=&sort=&dir= (newest first by default). */
export const AdminFeedbackListQuerySchema = adminListQuery(
  ['created_at', 'name', 'state'],
  { state: queryParam(FeedbackStateSchema, STATE_FILTER_MESSAGE) },
  { sort: 'created_at', dir: 'desc' },
);
export type AdminFeedbackListQuery = z.output<typeof AdminFeedbackListQuerySchema>;

export const ADMIN_FEEDBACK_NOT_FOUND_MESSAGE = 'Sõnumit ei leitud.';
export const AdminFeedbackParamsSchema = resourcePath({ id: numericParam(ADMIN_FEEDBACK_NOT_FOUND_MESSAGE) });

/** POST /api/admin/feedback/{id}/state: mark read (again) or answered. */
export const AdminFeedbackStateRequestSchema = z.object({
  state: z.enum(['read', 'answered'], { error: 'Olek peab olema „read” või „answered”.' }),
});
