import { CHECKOUT_STEP_TITLES, type CheckoutStep } from './checkout-steps';

export function CheckoutStepScreen({ step }: { step: CheckoutStep }) {
  return (
    <section className="mt-6" aria-labelledby={`${step}-title`}>
      <h2 id={`${step}-title`} className="mb-3 text-xl font-semibold">
        {CHECKOUT_STEP_TITLES[step]}
      </h2>
      <p className="rounded-md border border-dashed border-slate-300 bg-white p-6 text-slate-600">
        Tuleb peagi
      </p>
    </section>
  );
}
