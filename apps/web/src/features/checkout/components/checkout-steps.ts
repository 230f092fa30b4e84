/** Checkout steps of SPEC §2/§4 in their order, with the path under /ostukorv. */
export const CHECKOUT_STEPS = [
  { name: 'checkout-contacts', path: 'kontakt' },
  { name: 'checkout-transport', path: 'transport' },
  { name: 'checkout-services', path: 'teenused' },
  { name: 'checkout-payment', path: 'makse' },
  { name: 'checkout-confirm', path: 'kinnita' },
] as const;

export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]['name'];

export const CHECKOUT_STEP_TITLES: Record<CheckoutStep, string> = {
  'checkout-contacts': 'Kontaktandmed',
  'checkout-transport': 'Transport',
  'checkout-services': 'Teenused',
  'checkout-payment': 'Makse',
  'checkout-confirm': 'Kinnitamine',
};
