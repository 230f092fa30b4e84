import { CHECKOUT_STEP_PATHS, CHECKOUT_STEPS as STEP_NAMES, type CheckoutStep } from '@kodumasinad/contract';

export type { CheckoutStep };

/** The checkout steps in their order, with the child path under /ostukorv the router uses. */
export const CHECKOUT_STEPS = STEP_NAMES.map((name) => ({
  name,
  path: CHECKOUT_STEP_PATHS[name].replace('/ostukorv/', ''),
}));

/** 'checkout-contacts' → 'contacts', for the data-testids of the lead's E2E. */
export function stepKey(step: CheckoutStep): string {
  return step.replace('checkout-', '');
}
