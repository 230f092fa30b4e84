import {
  canPayLater,
  CHECKOUT_STEP_PATHS,
  type OrderDraft,
  type PaymentMethodCode,
} from '@kodumasinad/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api';
import { useSaveOrderStep } from '../api/order-save';
import { paymentTermText } from '../../../lib/payment-term';
import { serverFieldError, StepActions } from './step-actions';

/** Payment: the offered methods; 'Maksan hiljem' (invoice) only with a payment term in days. */
export function PaymentStep({ draft }: { draft: OrderDraft }) {
  const save = useSaveOrderStep();
  const navigate = useNavigate();
  const term = draft.options.payment_term;
  const methods = draft.options.payment_methods.filter(
    (method) => method.code !== 'invoice' || canPayLater(term),
  );
  const [method, setMethod] = useState<PaymentMethodCode | null>(() =>
    methods.some((offered) => offered.code === draft.payment_method) ? draft.payment_method : null,
  );
  const [error, setError] = useState<string | undefined>();
  const termText = paymentTermText(term);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!method) {
      setError('Vali makseviis.');
      return;
    }
    try {
      await save.mutateAsync({ step: 'checkout-payment', payment_method: method });
      await navigate(CHECKOUT_STEP_PATHS['checkout-confirm']);
    } catch (failure) {
      setError(serverFieldError(isApiError(failure) ? failure.errors : {}, 'payment_method'));
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      {termText && (
        <p data-testid="payment-term" className="mb-4 text-sm font-medium text-slate-700">
          {termText}
        </p>
      )}
      {methods.length === 0 ? (
        <p className="text-slate-600">Ühtegi makseviisi ei ole praegu saadaval.</p>
      ) : (
        <fieldset aria-describedby={error ? 'payment-method-error' : undefined}>
          <legend className="mb-3 text-sm font-medium text-slate-700">Makseviis</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {methods.map((offered) => (
              <label
                key={offered.code}
                className={`flex cursor-pointer items-center gap-3 rounded-md border p-4 ${
                  offered.code === method
                    ? 'border-brand-600 bg-brand-50'
                    : 'border-slate-200 hover:bg-slate-50'
                }`}
              >
                <input
                  type="radio"
                  name="payment_method"
                  value={offered.code}
                  data-testid={`payment-option-${offered.code}`}
                  checked={offered.code === method}
                  onChange={() => {
                    setMethod(offered.code);
                    setError(undefined);
                  }}
                />
                <span className="font-medium text-slate-900">{offered.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {error && (
        <p id="payment-method-error" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <StepActions
        back={CHECKOUT_STEP_PATHS['checkout-services']}
        backLabel="Teenused"
        pending={save.isPending}
      />
    </form>
  );
}
