import type { UnmatchedCredit } from '@kodumasinad/contract/admin';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { useConfirm } from '../../../../components/ui/confirm-dialog';
import { TextField } from '../../../../components/ui/form-field';
import { isApiError } from '../../../../lib/api/api-error';
import { formatCents, formatDate } from '../../../../lib/format';
import { useAssignUnmatchedCredit } from '../api/unmatched-credit-assign';
import { useDismissUnmatchedCredit } from '../api/unmatched-credit-dismiss';
import { useUnmatchedCredits } from '../api/unmatched-credits';

const money = (credit: UnmatchedCredit) =>
  credit.currency === 'EUR' ? formatCents(credit.amount) : `${credit.amount / 100} ${credit.currency}`;

/** One kept credit: its facts, and "Seo arvega" (an invoice number) or "Jäta kõrvale". */
function CreditRow({ credit }: { credit: UnmatchedCredit }) {
  const assign = useAssignUnmatchedCredit();
  const dismiss = useDismissUnmatchedCredit();
  const { confirm, dialog } = useConfirm();
  const [invoice, setInvoice] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      await assign.mutateAsync({ id: credit.id, invoice });
    } catch (failure) {
      if (isApiError(failure)) setError(failure.errors.invoice?.[0] ?? failure.errors.credit?.[0]);
    }
  }

  async function onDismiss() {
    const yes = await confirm({
      title: `Kas jätan laekumise ${money(credit)} (${credit.debtor}) kõrvale?`,
      message:
        credit.kind === 'partial'
          ? 'Raha on arvele juba kirjendatud; laekumine kaob sellest loetelust.'
          : 'Makset ei lisata ühelegi arvele; laekumine kaob sellest loetelust.',
      confirmLabel: 'Jäta kõrvale',
    });
    if (!yes) return;
    await dismiss.mutateAsync(credit.id).catch(() => undefined); // the client showed why
  }

  return (
    <li className="space-y-2 rounded-md border border-slate-200 bg-white p-3" data-testid="unmatched-credit">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">
          {money(credit)} · {credit.debtor || 'Maksja nimeta'}
        </p>
        <p className="text-sm text-slate-600">
          {formatDate(credit.booking_date)} · {credit.kind_label} · {credit.statement}
        </p>
      </div>
      <p className="text-sm text-slate-700">
        Viitenumber: {credit.reference ?? '—'}
        {credit.text && ` · ${credit.text}`}
      </p>
      <p className="text-sm text-slate-600">
        {credit.note}
        {credit.invoice !== null && (
          <>
            {' '}
            Kirjendatud arvele{' '}
            <Link to={`/haldus/arved/${credit.invoice.id}`} className="text-brand-700 hover:underline">
              {credit.invoice.number}
            </Link>
            .
          </>
        )}
      </p>
      <div className="flex flex-wrap items-start gap-3">
        {credit.can_assign && (
          <form
            onSubmit={(event) => void submit(event)}
            noValidate
            className="flex flex-wrap items-start gap-2"
          >
            <TextField
              label="Arve number"
              name="invoice"
              value={invoice}
              required
              onChange={(event) => setInvoice(event.target.value)}
              error={error}
            />
            <Button type="submit" disabled={assign.isPending} className="mt-6">
              Seo arvega
            </Button>
          </form>
        )}
        <Button
          variant="secondary"
          disabled={dismiss.isPending}
          className="mt-6"
          onClick={() => void onDismiss()}
        >
          Jäta kõrvale
        </Button>
      </div>
      {dialog}
    </li>
  );
}

/**
 * "Sidumata laekumised" (decision 051): what confirmed bank statements could not book in full. An
 * unmatched credit is assigned to an invoice by its number (a bank payment is booked on it) or
 * dismissed; a partly matched one is booked already and only reviewed away.
 */
export function UnmatchedCreditsPanel() {
  const { data } = useUnmatchedCredits();
  if (data === undefined || data.length === 0) return null;
  return (
    <section aria-labelledby="unmatched-credits-title" className="space-y-3" data-testid="unmatched-credits">
      <h2 id="unmatched-credits-title" className="text-lg font-semibold">
        Sidumata laekumised ({data.length})
      </h2>
      <ul className="space-y-3">
        {data.map((credit) => (
          <CreditRow key={credit.id} credit={credit} />
        ))}
      </ul>
    </section>
  );
}
