import type { RefundTask } from '@kodumasinad/contract/admin';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { useConfirm } from '../../../../components/ui/confirm-dialog';
import { formatCents, formatDate } from '../../../../lib/format';
import { useMarkRefunded, useRefundTasks } from '../api/refund-tasks';

/** One overpayment: who paid what and when, the bank's reference, and "Märgi tagastatuks". */
function RefundRow({ task }: { task: RefundTask }) {
  const mark = useMarkRefunded();
  const { confirm, dialog } = useConfirm();

  async function onMark() {
    const yes = await confirm({
      title: `Kas ${formatCents(task.amount)} on maksjale tagastatud?`,
      message: `Tellimus ${task.order.number}. Ostja näeb tellimusel, et enammakse on tagastatud.`,
      confirmLabel: 'Märgi tagastatuks',
    });
    if (!yes) return;
    await mark.mutateAsync(task.id).catch(() => undefined); // the client showed why
  }

  return (
    <li className="space-y-2 rounded-md border border-amber-300 bg-white p-3" data-testid="refund-task">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">
          Tagasta {formatCents(task.amount)} · {task.payer_name ?? task.company}
        </p>
        <p className="text-sm text-slate-600">
          {task.method_label}, {formatDate(task.received_at)} · Tellimus{' '}
          <Link to={`/haldus/tellimused/${task.order.id}`} className="text-brand-700 hover:underline">
            {task.order.number}
          </Link>{' '}
          · {task.company}
        </p>
      </div>
      <p className="text-sm text-slate-700">
        Panga viide (arhiivitunnus): {task.transaction_id ?? '—'} · Viitenumber: {task.reference}
        {task.payer_account !== null && ` · Maksja konto: ${task.payer_account}`}
      </p>
      <p className="text-sm text-slate-600">
        Makse laekus pärast seda, kui tellimus oli juba tasutud. Tagasta summa maksja kontole.
      </p>
      <Button variant="secondary" disabled={mark.isPending} onClick={() => void onMark()}>
        Märgi tagastatuks
      </Button>
      {dialog}
    </li>
  );
}

/**
 * "Tagastada" (decision 065): bank money received for orders already paid — a replaced bank
 * attempt paid late, or one form paid twice. Staff refund it and mark it so; the buyer is told.
 */
export function RefundTasksPanel() {
  const { data } = useRefundTasks();
  if (data === undefined || data.length === 0) return null;
  return (
    <section aria-labelledby="refund-tasks-title" className="space-y-3" data-testid="refund-tasks">
      <h2 id="refund-tasks-title" className="text-lg font-semibold">
        Tagastada ({data.length})
      </h2>
      <ul className="space-y-3">
        {data.map((task) => (
          <RefundRow key={task.id} task={task} />
        ))}
      </ul>
    </section>
  );
}
