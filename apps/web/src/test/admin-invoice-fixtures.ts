import type { AdminInvoice, AdminInvoiceListItem } from '@kodumasinad/contract/admin';

/** An overdue, partly paid invoice of the back-office's list and its detail. */
export const item: AdminInvoiceListItem = {
  id: 7,
  number: 'A2026-000007',
  reference_number: '20260000425',
  issue_date: '2026-03-01',
  due_date: '2026-03-15',
  order_id: 42,
  order_number: '2026-000042',
  company: { id: 1, name: 'Kodumasin Pluss OÜ' },
  total: 100_000,
  vat: 24_000,
  total_vat: 124_000,
  paid: 40_000,
  outstanding: 84_000,
  status: 'overdue',
  status_label: 'Tähtaeg ületatud',
  reminder_count: 1,
  last_reminder_at: '2026-03-20T08:00:00.000Z',
};

export const detail: AdminInvoice = {
  ...item,
  payment_term_days: 14,
  invoice_email: 'info@kodumasinpluss.test',
  payments: [
    {
      id: 1,
      date: '2026-03-05',
      amount: 40_000,
      source: 'bank_statement',
      source_label: 'Pangaväljavõte',
      method_label: 'Pangaülekanne',
      can_reverse: true,
    },
  ],
  reminders: [{ sent_at: '2026-03-20T08:00:00.000Z', sent_to: 'info@kodumasinpluss.test' }],
  can_remind: true,
  can_add_payment: true,
};
