import { PAYMENT_METHOD_CODES, PAYMENT_METHOD_LABELS, type PaymentMethodCode } from '@kodumasinad/contract';
import { REFUND_MESSAGES, type RefundTask, type RefundTasksReply } from '@kodumasinad/contract/admin';
import type { Db } from '../../db/database.js';
import { invalidInput, notFound } from '../../platform/errors.js';
import type { AuditRecorder, StaffActor } from '../invoices/staff-actions.js';
import { OrdersRepository } from './orders.repository.js';
import { PaymentsRepository } from './payments.repository.js';

export interface RefundsDeps {
  db: Db;
  audit: AuditRecorder;
  clock?: () => Date;
}

/** How many open refund tasks the screen lists at most. */
const LIST_LIMIT = 500;

/**
 * Refund tasks (decision 065): bank payments with status `overpaid` — money confirmed for an
 * order that another attempt had paid already, or beyond what an invoice still owed. Marking one refunded sets `refunded` with who and
 * when, audited, in one transaction; only from `overpaid`, so two staff members cannot both.
 */
export class RefundsService {
  private readonly clock: () => Date;

  constructor(private readonly deps: RefundsDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  async list(): Promise<RefundTasksReply> {
    const rows = await new PaymentsRepository(this.deps.db).refundTasks(LIST_LIMIT);
    return { data: rows.map(toTask) };
  }

  async markRefunded(staff: StaffActor, id: number): Promise<RefundTasksReply> {
    const at = this.clock().toISOString();
    await this.deps.db.transaction().execute(async (trx) => {
      const payments = new PaymentsRepository(trx);
      const payment = await payments.payment(id);
      if (payment === undefined || !['overpaid', 'refunded'].includes(payment.status)) {
        throw notFound(REFUND_MESSAGES.notFound);
      }
      // The order's row lock first, as every payment change takes it (decision 013).
      await new OrdersRepository(trx).lockOrder(payment.order_id);
      if (!(await payments.markRefunded(id, staff.id, at))) {
        throw invalidInput({ refund: [REFUND_MESSAGES.done] });
      }
      await this.deps.audit(trx, staff, {
        action: 'payment.refund',
        entity: 'order',
        entity_id: payment.order_id,
        before: { payment_id: id, status: 'overpaid' },
        after: {
          payment_id: id,
          status: 'refunded',
          amount: Number(payment.amount_cents),
          transaction_id: payment.transaction_id,
          payer_account: payment.payer_account,
        },
      });
    });
    return this.list();
  }
}

type TaskRow = Awaited<ReturnType<PaymentsRepository['refundTasks']>>[number];

const isPaymentMethod = (code: string): code is PaymentMethodCode =>
  (PAYMENT_METHOD_CODES as readonly string[]).includes(code);

function toTask(row: TaskRow): RefundTask {
  return {
    id: row.id,
    order: { id: row.order_id, number: row.order_number },
    company: row.company,
    amount: Number(row.amount_cents),
    received_at: row.paid_at ?? row.updated_at,
    method_label: isPaymentMethod(row.method) ? PAYMENT_METHOD_LABELS[row.method] : row.method,
    transaction_id: row.transaction_id,
    reference: row.reference,
    payer_name: row.payer_name,
    payer_account: row.payer_account,
  };
}
