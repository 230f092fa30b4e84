import { z } from 'zod';
import { dataReply } from '../common.js';

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
    /**
     * "Tasumata": not credited, money outstanding — overdue ones included, as the invoice lists'
     * sums count them (one SQL rule, issue 22 #26).
     */
    unpaid: InvoiceFiguresSchema,
    /** "Tähtaeg ületatud": the part of those whose due date has passed. */
    overdue: InvoiceFiguresSchema,
  }),
  /** Feedback from /kontakt that nobody has opened yet. */
  feedback: z.object({ count: z.number().int() }),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;
export const AdminDashboardReplySchema = dataReply(AdminDashboardSchema);
