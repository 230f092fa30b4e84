import type { AdminDashboard } from '@kodumasinad/contract/admin';
import type { Db } from '../../../db/database.js';
import { addDays, dayStartUtc, estonianDay } from '../../../platform/estonian-calendar.js';
import { DashboardRepository, type OrderFigures } from './dashboard.repository.js';

const figures = (f: OrderFigures) => ({
  orders: f.orders,
  turnover: f.turnover,
  turnover_vat: f.turnoverVat,
});

/** The first day of the month after `day`'s (yyyy-mm-dd). */
function nextMonthStart(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/**
 * GET /api/admin/dashboard (decision 047): today's and this month's orders and turnover by
 * Estonian days, orders waiting for confirmation, unpaid and overdue invoices by the contract's
 * invoice status rules, and feedback nobody has opened yet.
 */
export class DashboardService {
  private readonly repository: DashboardRepository;
  private readonly clock: () => Date;

  constructor(deps: { db: Db; clock?: () => Date }) {
    this.repository = new DashboardRepository(deps.db);
    this.clock = deps.clock ?? (() => new Date());
  }

  async figures(): Promise<AdminDashboard> {
    const now = this.clock();
    const today = estonianDay(now);
    const monthStart = `${today.slice(0, 7)}-01`;
    const [day, month, awaiting, invoices, feedback] = await Promise.all([
      this.repository.orderFigures(dayStartUtc(today), dayStartUtc(addDays(today, 1))),
      this.repository.orderFigures(dayStartUtc(monthStart), dayStartUtc(nextMonthStart(today))),
      this.repository.awaitingConfirmation(),
      this.repository.outstandingInvoices(today),
      this.repository.unreadFeedback(),
    ]);
    const unpaid = { count: invoices.unpaidCount, outstanding: invoices.unpaid };
    const overdue = { count: invoices.overdueCount, outstanding: invoices.overdue };
    return {
      day: today,
      today: figures(day),
      month: figures(month),
      awaiting_confirmation: { count: awaiting.count, total_vat: awaiting.totalVat },
      invoices: { unpaid, overdue },
      feedback: { count: feedback },
    };
  }
}
