import { describe, expect, it } from 'vitest';
import { CHECKOUT_STEPS, checkoutGuard, type CheckoutStep } from './steps.js';

const passed = (...steps: CheckoutStep[]) => new Set(steps);

describe('checkoutGuard (SPEC §4)', () => {
  it('has the five step identifiers in order', () => {
    expect(CHECKOUT_STEPS).toEqual([
      'checkout-contacts',
      'checkout-transport',
      'checkout-services',
      'checkout-payment',
      'checkout-confirm',
    ]);
  });
  it('always allows contacts and transport, even typed directly', () => {
    expect(checkoutGuard('checkout-contacts', null, passed())).toEqual({ allow: true });
    expect(checkoutGuard('checkout-transport', null, passed())).toEqual({ allow: true });
  });
  it('refuses services, payment and confirm typed directly, even when passed', () => {
    const all = passed('checkout-contacts', 'checkout-transport', 'checkout-services', 'checkout-payment');
    expect(checkoutGuard('checkout-services', null, all)).toEqual({
      allow: false,
      redirect: 'checkout-transport',
    });
    expect(checkoutGuard('checkout-payment', null, all)).toEqual({
      allow: false,
      redirect: 'checkout-transport',
    });
    expect(checkoutGuard('checkout-confirm', null, all)).toEqual({
      allow: false,
      redirect: 'checkout-transport',
    });
    expect(checkoutGuard('checkout-confirm', 'orders', all)).toMatchObject({ allow: false });
  });
  it('payment needs more than contacts', () => {
    expect(checkoutGuard('checkout-payment', 'checkout-contacts', passed('checkout-contacts'))).toEqual({
      allow: false,
      redirect: 'checkout-transport',
    });
    expect(
      checkoutGuard(
        'checkout-payment',
        'checkout-contacts',
        passed('checkout-contacts', 'checkout-transport'),
      ),
    ).toMatchObject({ allow: false });
    expect(
      checkoutGuard(
        'checkout-payment',
        'checkout-transport',
        passed('checkout-contacts', 'checkout-transport'),
      ),
    ).toEqual({ allow: true });
    expect(checkoutGuard('checkout-payment', 'checkout-services', passed('checkout-services'))).toEqual({
      allow: true,
    });
  });
  it('services needs transport passed', () => {
    expect(
      checkoutGuard('checkout-services', 'checkout-transport', passed('checkout-contacts')),
    ).toMatchObject({
      allow: false,
    });
    expect(checkoutGuard('checkout-services', 'checkout-transport', passed('checkout-transport'))).toEqual({
      allow: true,
    });
  });
  it('confirm needs contacts and transport passed', () => {
    expect(checkoutGuard('checkout-confirm', 'checkout-payment', passed('checkout-transport'))).toEqual({
      allow: false,
      redirect: 'checkout-contacts',
    });
    expect(checkoutGuard('checkout-confirm', 'checkout-payment', passed('checkout-contacts'))).toEqual({
      allow: false,
      redirect: 'checkout-transport',
    });
    expect(
      checkoutGuard(
        'checkout-confirm',
        'checkout-payment',
        passed('checkout-contacts', 'checkout-transport'),
      ),
    ).toEqual({ allow: true });
  });
});
