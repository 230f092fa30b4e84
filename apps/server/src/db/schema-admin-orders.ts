import type { Generated, Selectable } from 'kysely';

/** Row types of the back-office's order transitions (migration 0021, decision 047). */

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  from_status: string;
  to_status: string;
  /** The cancellation reason; null for the other transitions. */
  reason: string | null;
  /** The staff member who made the change (no foreign key: the history outlives accounts). */
  staff_id: number | null;
  staff_name: string;
  created_at: string;
}

export interface AdminOrderTables {
  order_status_history: OrderStatusHistoryTable;
}

export type OrderStatusHistoryRecord = Selectable<OrderStatusHistoryTable>;
