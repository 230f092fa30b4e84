import {
  CHECKOUT_STEP_LABELS,
  CHECKOUT_STEP_PATHS,
  CHECKOUT_STEPS,
  checkoutGuard,
} from '@kodumasinad/contract';
import type { CheckoutStep } from '@kodumasinad/contract';
import { Link } from 'react-router';

/**
 * Kontaktandmed → Transport → Teenused → Makse → Kinnitamine. A step is a link only when the
 * checkout guard would let the buyer go there from the current step.
 */
export function StepIndicator({
  current,
  passed,
}: {
  current: CheckoutStep;
  passed: readonly CheckoutStep[];
}) {
  const passedSet = new Set(passed);
  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label="Tellimuse sammud" className="mb-6">
      <ol className="flex flex-wrap gap-x-2 gap-y-2 text-sm">
        {CHECKOUT_STEPS.map((step, index) => {
          const isCurrent = step === current;
          const done = passedSet.has(step);
          const reachable = !isCurrent && checkoutGuard(step, current, passedSet).allow;
          const badge = `inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold ${
            isCurrent
              ? 'bg-brand-700 text-white'
              : done
                ? 'bg-green-600 text-white'
                : 'bg-slate-200 text-slate-600'
          }`;
          const content = (
            <>
              <span className={badge} aria-hidden="true">
                {done && !isCurrent ? '✓' : index + 1}
              </span>
              <span className={isCurrent ? 'font-semibold text-slate-900' : 'text-slate-600'}>
                {CHECKOUT_STEP_LABELS[step]}
              </span>
            </>
          );
          return (
            <li key={step} className="flex items-center gap-2">
              {reachable ? (
                <Link to={CHECKOUT_STEP_PATHS[step]} className="flex items-center gap-2 hover:underline">
                  {content}
                </Link>
              ) : (
                <span className="flex items-center gap-2" aria-current={isCurrent ? 'step' : undefined}>
                  {content}
                </span>
              )}
              {index < CHECKOUT_STEPS.length - 1 && (
                <span
                  aria-hidden="true"
                  className={index < currentIndex ? 'text-green-600' : 'text-slate-300'}
                >
                  →
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
