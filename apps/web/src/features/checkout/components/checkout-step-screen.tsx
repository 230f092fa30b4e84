import {
  CHECKOUT_STEP_LABELS,
  CHECKOUT_STEP_PATHS,
  checkoutGuard,
  type CheckoutStep,
  type OrderDraft,
} from '@kodumasinad/contract';
import { useEffect, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { Skeleton } from '../../../components/ui/skeleton';
import { setWarning } from '../../../lib/state/messages';
import { useOrderDraft } from '../api/order-draft';
import { useCheckoutFrom } from '../checkout-nav';
import { stepKey } from './checkout-steps';
import { ConfirmStep } from './confirm-step';
import { ContactsStep } from './contacts-step';
import { PaymentStep } from './payment-step';
import { ServicesStep } from './services-step';
import { StepIndicator } from './step-indicator';
import { TransportStep } from './transport-step';

const STEP_FORMS: Record<CheckoutStep, ComponentType<{ draft: OrderDraft }>> = {
  'checkout-contacts': ContactsStep,
  'checkout-transport': TransportStep,
  'checkout-services': ServicesStep,
  'checkout-payment': PaymentStep,
  'checkout-confirm': ConfirmStep,
};

export function refusedStepWarning(step: CheckoutStep, redirect: CheckoutStep): string {
  return `Sammu „${CHECKOUT_STEP_LABELS[step]}“ ei saa veel avada. Jätka sammust „${CHECKOUT_STEP_LABELS[redirect]}“.`;
}

/**
 * One checkout step under /ostukorv. The guards of SPEC §4 (`checkoutGuard`) decide on the
 * route the buyer came from and the steps the draft has passed; a refused step sends the buyer
 * to the step the guard names, with a warning.
 */
export function CheckoutStepScreen({ step }: { step: CheckoutStep }) {
  const from = useCheckoutFrom();
  const draft = useOrderDraft();
  const navigate = useNavigate();
  const decision = draft.data ? checkoutGuard(step, from, new Set(draft.data.passed_steps)) : null;
  const redirect = decision && !decision.allow ? decision.redirect : null;

  useEffect(() => {
    if (!redirect) return;
    // After the navigation: leaving a page clears the message area.
    void Promise.resolve(navigate(CHECKOUT_STEP_PATHS[redirect], { replace: true })).then(() =>
      setWarning(refusedStepWarning(step, redirect)),
    );
  }, [navigate, redirect, step]);

  if (redirect) return null;
  const StepForm = STEP_FORMS[step];
  const allowed = decision?.allow === true;
  return (
    <section
      data-testid={allowed ? `checkout-step-${stepKey(step)}` : undefined}
      aria-labelledby={`${step}-title`}
    >
      <PageTitle documentTitle={CHECKOUT_STEP_LABELS[step]}>Tellimuse vormistamine</PageTitle>
      {draft.data && <StepIndicator current={step} passed={draft.data.passed_steps} />}
      <h2 id={`${step}-title`} className="mb-4 text-xl font-semibold text-slate-900">
        {CHECKOUT_STEP_LABELS[step]}
      </h2>
      {draft.isError && (
        <p role="alert" className="text-red-700">
          Tellimuse andmeid ei õnnestunud laadida.
        </p>
      )}
      {!draft.data && !draft.isError && <Skeleton title={false} />}
      {draft.data && allowed && <StepForm draft={draft.data} />}
    </section>
  );
}
