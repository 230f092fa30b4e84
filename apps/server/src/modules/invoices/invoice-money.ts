/** Everything that makes an invoice record's status and outstanding money (decision 032). */
export function moneyState(
  record: { status: string; total_vat: number; paid: number; due_date: string },
  today: string,
) {
  return {
    credited: record.status === 'credited',
    totalVat: record.total_vat,
    paid: record.paid,
    dueDate: record.due_date,
    today,
  };
}
