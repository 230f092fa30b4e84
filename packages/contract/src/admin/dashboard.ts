import { z } from 'zod';
import { dataReply } from '../api/common.js';

/**
 * GET /api/admin/dashboard (issue 14, decision 047): the sales office's figures at a glance.
 * Days and months are Estonian (Europe/Tallinn); money in cents; cancelled orders count nowhere.
 */
const OrderFiguresSchema = z.object({
  orders: z.number().int(),
  /** Net (without VAT). */
  turnover: z.number().int(),
  turnover_vat: z.number().int(),
});

const InvoiceFiguresSchema = z.object({
  count: z.number().int(),
  /** What is still to pay on them (cents, with VAT). */
  outstanding: z.number().int(),
});

export const AdminDashboardSchema = z.object({
  /** The Estonian day the figures are for, yyyy-mm-dd. */
  day: z.string(),
  today: OrderFiguresSchema,
  month: OrderFiguresSchema,
  /** Orders in status open (Ootel), the oldest first in the list. */
  awaiting_confirmation: z.object({ count: z.number().int(), total_vat: z.number().int() }),
  invoices: z.object({
    /** Not credited, money outstanding, due date not passed (unpaid and partly paid). */
    unpaid: InvoiceFiguresSchema,
    /** Money outstanding after the due date. */
    overdue: InvoiceFiguresSchema,
  }),
  /** Feedback from /kontakt that nobody has opened yet. */
  feedback: z.object({ count: z.number().int() }),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;
export const AdminDashboardReplySchema = dataReply(AdminDashboardSchema);
export type AdminDashboardReply = z.infer<typeof AdminDashboardReplySchema>;
