/**
 * Checkout steps and their guards (SPEC §4 "Checkout order"): contacts, transport, (services),
 * payment, confirm. A step is entered only from an earlier one (or from the cart); transport needs
 * no prior step; payment needs that the previous step was not only contacts (transport or
 * services must have been passed); confirm needs contacts and transport passed.
 */
export const CHECKOUT_STEPS = [
  'checkout-contacts',
  'checkout-transport',
  'checkout-services',
  'checkout-payment',
  'checkout-confirm',
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const CHECKOUT_STEP_PATHS: Record<CheckoutStep, string> = {
  'checkout-contacts': '/ostukorv/kontakt',
  'checkout-transport': '/ostukorv/transport',
  'checkout-services': '/ostukorv/teenused',
  'checkout-payment': '/ostukorv/makse',
  'checkout-confirm': '/ostukorv/kinnita',
};

export const CHECKOUT_STEP_LABELS: Record<CheckoutStep, string> = {
  'checkout-contacts': 'Kontaktandmed',
  'checkout-transport': 'Transport',
  'checkout-services': 'Teenused',
  'checkout-payment': 'Makse',
  'checkout-confirm': 'Kinnitamine',
};

/** Steps the buyer has completed in this checkout (saved on the server with the order draft). */
export type PassedSteps = ReadonlySet<CheckoutStep>;

function isStep(name: string | null): name is CheckoutStep {
  return (CHECKOUT_STEPS as readonly string[]).includes(name ?? '');
}

/**
 * May the buyer enter `to`, coming from route name `from` ('cart', a step name, or null for a
 * URL typed directly / a fresh page load), having passed `passed`? When not, `redirect` names the
 * step to open instead. Rules (SPEC §4):
 * - contacts is the first step and transport "needs no prior step": always allowed;
 * - services needs transport passed, reached from within the checkout;
 * - payment: the previous step must not be contacts only — transport or services passed, and not
 *   coming straight from contacts;
 * - confirm needs contacts and transport passed;
 * - services, payment and confirm are reachable only from an earlier page of the checkout (the cart
 *   or a step), so typing their URL directly is refused.
 */
export function checkoutGuard(
  to: CheckoutStep,
  from: string | null,
  passed: PassedSteps,
): { allow: true } | { allow: false; redirect: CheckoutStep } {
  const inCheckout = from === 'cart' || isStep(from);
  const allow = { allow: true } as const;
  const refuse = (redirect: CheckoutStep) => ({ allow: false, redirect }) as const;
  switch (to) {
    case 'checkout-contacts':
    case 'checkout-transport':
      return allow;
    case 'checkout-services':
      return inCheckout && passed.has('checkout-transport') ? allow : refuse('checkout-transport');
    case 'checkout-payment': {
      const beyondContacts = passed.has('checkout-transport') || passed.has('checkout-services');
      return inCheckout && from !== 'checkout-contacts' && beyondContacts
        ? allow
        : refuse('checkout-transport');
    }
    case 'checkout-confirm':
      if (inCheckout && passed.has('checkout-contacts') && passed.has('checkout-transport')) return allow;
      return refuse(passed.has('checkout-contacts') ? 'checkout-transport' : 'checkout-contacts');
  }
}
