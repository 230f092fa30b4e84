import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PAYMENT_LEAVE_TIMEOUT_MS,
  paymentLeaveFailedMessage,
  paymentNavigation,
  stopWatchingPayment,
  submitPayment,
} from './payment-redirect';

const payment = {
  method: 'POST' as const,
  url: 'http://localhost:3000/test-bank/pay',
  fields: { VK_MAC: 'x' },
};

function violation(directive: string): Event {
  return Object.assign(new Event('securitypolicyviolation'), {
    effectiveDirective: directive,
    violatedDirective: directive,
  });
}

afterEach(() => {
  stopWatchingPayment();
  document.body.innerHTML = '';
});

describe('submitPayment', () => {
  it('posts the form and reports nothing while the browser leaves', () => {
    vi.useFakeTimers();
    const submit = vi.spyOn(paymentNavigation, 'submit').mockImplementation(() => undefined);
    const onFailure = vi.fn();
    submitPayment(payment, onFailure);
    expect(submit).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(PAYMENT_LEAVE_TIMEOUT_MS * 2);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('reports a form the page policy blocked (form-action), once, and removes the form', () => {
    vi.spyOn(paymentNavigation, 'submit').mockImplementation(() => undefined);
    const onFailure = vi.fn();
    submitPayment(payment, onFailure);
    document.dispatchEvent(violation('img-src'));
    expect(onFailure).not.toHaveBeenCalled();
    document.dispatchEvent(violation('form-action'));
    document.dispatchEvent(violation('form-action'));
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledWith('blocked');
    expect(document.querySelector('[data-testid="payment-form"]')).toBeNull();
  });

  it('reports a submission that throws', () => {
    vi.spyOn(paymentNavigation, 'submit').mockImplementation(() => {
      throw new Error('blocked');
    });
    const onFailure = vi.fn();
    submitPayment(payment, onFailure);
    expect(onFailure).toHaveBeenCalledWith('blocked');
  });

  it('reports a page still here after the time limit', () => {
    vi.useFakeTimers();
    vi.spyOn(paymentNavigation, 'submit').mockImplementation(() => undefined);
    const onFailure = vi.fn();
    submitPayment(payment, onFailure);
    vi.advanceTimersByTime(PAYMENT_LEAVE_TIMEOUT_MS - 1);
    expect(onFailure).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onFailure).toHaveBeenCalledWith('stalled');
  });

  it('reports the page coming back from the bank with Back', () => {
    vi.spyOn(paymentNavigation, 'submit').mockImplementation(() => undefined);
    const onFailure = vi.fn();
    submitPayment(payment, onFailure);
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(onFailure).toHaveBeenCalledWith('returned');
  });

  it('says in Estonian that the order is saved and how to pay it', () => {
    expect(paymentLeaveFailedMessage('2026-000042')).toBe(
      'Panga makselehele ei õnnestunud minna. Tellimus 2026-000042 on salvestatud: maksmist saad jätkata nupuga „Jätka maksmist“.',
    );
  });
});
