import type { Db } from '../../../db/database.js';
import { outstandingSummary, type OutstandingSummary } from '../../invoices/invoice-status-sql.js';

export interface OrderFigures {
  orders: number;
  turnover: number;
  turnoverVat: number;
}

/** The figures of the back-office's dashboard, read straight from the tables. */
export class DashboardRepository {
  constructor(private readonly db: Db) {}

  /** Orders placed in [from, to) (ISO instants), cancelled ones left out: count and sums. */
  async orderFigures(from: string, to: string): Promise<OrderFigures> {
    const row = await this.db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.countAll<number>().as('orders'),
        eb.fn.sum<number | null>('total').as('turnover'),
        eb.fn.sum<number | null>('total_vat').as('turnover_vat'),
      ])
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .where('status', '<>', 'cancelled')
      .executeTakeFirstOrThrow();
    return {
      orders: Number(row.orders),
      turnover: Number(row.turnover ?? 0),
      turnoverVat: Number(row.turnover_vat ?? 0),
    };
  }

  async awaitingConfirmation(): Promise<{ count: number; totalVat: number }> {
    const row = await this.db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number | null>('total_vat').as('total_vat'),
      ])
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), totalVat: Number(row.total_vat ?? 0) };
  }

  /** What the invoice lists call Tasumata and Tähtaeg ületatud, by the same SQL (issue 22 #26). */
  outstandingInvoices(today: string): Promise<OutstandingSummary> {
    return outstandingSummary(this.db.selectFrom('invoices'), today);
  }

  /** Feedback nobody has opened yet (the inbox state of migration 0023). */
  async unreadFeedback(): Promise<number> {
    const row = await this.db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('state', '=', 'new')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
