import { CHECKOUT_STEP_PATHS, formatPercent, vatPercent, type OrderDraft } from '@kodumasinad/contract';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api';
import { getBootstrap } from '../../../lib/bootstrap';
import { formatCents } from '../../../lib/format';
import { useCart } from '../../cart';
import { useConfirmOrder } from '../api/order-confirm';
import { PAYMENT_LEAVE_FAILED_STATE, submitPayment } from '../../../lib/payment-redirect';
import { ConfirmRows } from './confirm-rows';
import { ConfirmSummary } from './confirm-summary';
import { serverFieldError } from './step-actions';

/** The seeded sales-terms page (SPEC §2 `/{page}`). */
const TERMS_PATH = '/muugitingimused';

/**
 * Confirm: the summary, the terms and 'Kinnita tellimus'. The order is placed once: the button
 * locks on the first press (a ref, not only the re-render) and stays locked while the browser
 * leaves for the bank. When it cannot leave, the buyer is taken to the placed order, which
 * says so and offers 'Jätka maksmist'.
 */
export function ConfirmStep({ draft }: { draft: OrderDraft }) {
  const cart = useCart();
  const confirm = useConfirmOrder();
  const navigate = useNavigate();
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | undefined>();
  const [locked, setLocked] = useState(false);
  const placing = useRef(false);
  const { totals } = draft;

  const onConfirm = async () => {
    if (placing.current) return;
    if (!accepted) {
      setTermsError('Palun nõustu müügitingimustega.');
      return;
    }
    placing.current = true;
    setLocked(true);
    try {
      const reply = await confirm.mutateAsync();
      const order = reply.data;
      if (reply.payment) {
        // The order is placed: if the bank's page does not open, the order page offers to pay.
        submitPayment(reply.payment, (reason) => {
          void navigate(`/tellimused/${order.id}`, {
            state: { [PAYMENT_LEAVE_FAILED_STATE]: reason !== 'returned' },
          });
        });
      } else await navigate(`/makse-edukas/${order.id}`);
    } catch (error) {
      setTermsError(serverFieldError(isApiError(error) ? error.errors : {}, 'accept_terms'));
      placing.current = false;
      setLocked(false);
    }
  };

  return (
    <div className="space-y-6">
      <ConfirmSummary draft={draft} cart={cart.data} />
      {cart.data && <ConfirmRows cart={cart.data} />}
      <dl
        data-testid="confirm-totals"
        className="ml-auto grid max-w-sm grid-cols-2 gap-y-1 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm"
      >
        <dt className="text-slate-600">Tooted</dt>
        <dd className="text-right">{formatCents(totals.products)}</dd>
        <dt className="text-slate-600">Transport</dt>
        <dd className="text-right">{formatCents(totals.transport)}</dd>
        <dt className="text-slate-600">Teenused</dt>
        <dd className="text-right">{formatCents(totals.services)}</dd>
        <dt className="border-t border-slate-100 pt-1 text-slate-600">Summa km-ta</dt>
        <dd className="border-t border-slate-100 pt-1 text-right">{formatCents(totals.net)}</dd>
        <dt className="text-slate-600">Käibemaks {formatPercent(vatPercent(getBootstrap().vat))}</dt>
        <dd className="text-right">{formatCents(totals.vat)}</dd>
        <dt className="font-semibold text-slate-900">Kokku</dt>
        <dd data-testid="confirm-total" className="text-right font-semibold text-slate-900">
          {formatCents(totals.gross)}
        </dd>
      </dl>
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex items-start gap-2">
          <input
            id="accept-terms"
            type="checkbox"
            data-testid="accept-terms"
            checked={accepted}
            aria-required="true"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? 'accept-terms-error' : undefined}
            onChange={(event) => {
              setAccepted(event.target.checked);
              setTermsError(undefined);
            }}
            className="mt-1"
          />
          <label htmlFor="accept-terms" className="text-sm text-slate-800">
            Nõustun{' '}
            <Link to={TERMS_PATH} target="_blank" className="text-brand-700 underline">
              müügitingimustega
            </Link>
          </label>
          <span aria-hidden="true" className="text-sm text-red-700">
            *
          </span>
        </div>
        {termsError && (
          <p id="accept-terms-error" role="alert" className="mt-1 text-sm text-red-700">
            {termsError}
          </p>
        )}
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Link
            to={CHECKOUT_STEP_PATHS['checkout-payment']}
            className="text-sm text-brand-700 hover:underline"
          >
            ← Makse
          </Link>
          <Button
            data-testid="confirm-order"
            disabled={locked}
            aria-busy={locked || undefined}
            onClick={() => void onConfirm()}
          >
            Kinnita tellimus
          </Button>
        </div>
      </div>
    </div>
  );
}
