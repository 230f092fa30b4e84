import { useParams } from 'react-router';
import type { AdminInvoice } from '@kodumasinad/contract/admin';
import { Button } from '../../../../components/ui/button';
import { useConfirm } from '../../../../components/ui/confirm-dialog';
import { DetailHeader } from '../../../../components/ui/detail-header';
import { formatCents, formatDate } from '../../../../lib/format';
import { useAdminInvoice } from '../api/invoice';
import { useReverseInvoicePayment } from '../api/invoice-payment-reverse';
import { useSendInvoiceReminder } from '../api/invoice-reminder';
import { InvoiceStatusBadge } from '../../../../components/status/invoice-status-badge';
import { PaymentForm } from './payment-form';

/** /haldus/arved/:id — the invoice's money, its payments and reminders; book a payment, send a reminder. */
export function InvoiceDetailScreen() {
  const id = Number(useParams().id);
  const { data: invoice } = useAdminInvoice(id);
  const remind = useSendInvoiceReminder(id);
  if (invoice === undefined) return null;
  const facts: [string, string][] = [
    ['Ettevõte', invoice.company.name],
    ['Tellimus', invoice.order_number],
    ['Viitenumber', invoice.reference_number],
    ['Arve kuupäev', formatDate(invoice.issue_date)],
    ['Maksetähtaeg', formatDate(invoice.due_date)],
    ['Summa km-ga', formatCents(invoice.total_vat)],
    ['Tasutud', formatCents(invoice.paid)],
    ['Tasumata', formatCents(invoice.outstanding)],
    ['Arvete e-post', invoice.invoice_email ?? '—'],
  ];
  return (
    <section data-testid="admin-invoice" className="space-y-6">
      <DetailHeader back="/haldus/arved" backLabel="Arved" title={`Arve ${invoice.number}`}>
        <InvoiceStatusBadge status={invoice.status} />
      </DetailHeader>
      <dl className="grid gap-x-6 gap-y-2 rounded-md border border-slate-200 bg-white p-4 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-sm font-medium">{value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="payments-title" className="space-y-3">
        <h2 id="payments-title" className="text-lg font-semibold">
          Maksed
        </h2>
        {invoice.payments.length === 0 ? (
          <p className="text-sm text-slate-600">Makseid ei ole.</p>
        ) : (
          <table className="w-full text-sm" data-testid="invoice-payments">
            <thead>
              <tr className="text-left text-slate-500">
                <th className="py-1">Kuupäev</th>
                <th className="py-1">Summa</th>
                <th className="py-1">Allikas</th>
                <th className="py-1">Makseviis</th>
                <th className="py-1">
                  <span className="sr-only">Toimingud</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.payments.map((payment) => (
                <tr key={payment.id} className="border-t border-slate-200">
                  <td className="py-1">{formatDate(payment.date)}</td>
                  <td className="py-1">{formatCents(payment.amount)}</td>
                  <td className="py-1">{payment.source_label}</td>
                  <td className="py-1">{payment.method_label}</td>
                  <td className="py-1">
                    {payment.can_reverse && <ReverseButton invoiceId={invoice.id} payment={payment} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {invoice.can_add_payment && <PaymentForm invoice={invoice} />}
      </section>

      <section aria-labelledby="reminders-title" className="space-y-3">
        <h2 id="reminders-title" className="text-lg font-semibold">
          Meeldetuletused
        </h2>
        <p className="text-sm text-slate-600" data-testid="reminder-summary">
          {invoice.reminder_count === 0
            ? 'Meeldetuletusi ei ole saadetud.'
            : `Saadetud ${invoice.reminder_count}, viimati ${formatDate(invoice.last_reminder_at ?? '')}.`}
        </p>
        {invoice.reminders.length > 0 && (
          <ul className="text-sm text-slate-700">
            {invoice.reminders.map((reminder) => (
              <li key={reminder.sent_at}>
                {formatDate(reminder.sent_at)} — {reminder.sent_to}
              </li>
            ))}
          </ul>
        )}
        {invoice.can_remind && (
          <Button variant="secondary" disabled={remind.isPending} onClick={() => remind.mutate()}>
            Saada meeldetuletus
          </Button>
        )}
      </section>
    </section>
  );
}

/** "Tühista" on a payment a bank statement booked: asks first, then takes it off the invoice (audited). */
function ReverseButton({
  invoiceId,
  payment,
}: {
  invoiceId: number;
  payment: AdminInvoice['payments'][number];
}) {
  const reverse = useReverseInvoicePayment(invoiceId);
  const { confirm, dialog } = useConfirm();

  async function onReverse() {
    const yes = await confirm({
      title: `Kas tühistan makse ${formatCents(payment.amount)} (${formatDate(payment.date)})?`,
      message: 'Summa võetakse arvelt maha. Väljavõtte rea saab hiljem uuesti importida ja kinnitada.',
      confirmLabel: 'Tühista makse',
    });
    if (!yes) return;
    await reverse.mutateAsync(payment.id).catch(() => undefined); // the client showed why
  }

  return (
    <>
      <Button variant="secondary" disabled={reverse.isPending} onClick={() => void onReverse()}>
        Tühista
      </Button>
      {dialog}
    </>
  );
}
