import type { OrderReply } from '@kodumasinad/contract';

export type PaymentRedirect = NonNullable<OrderReply['payment']>;

/**
 * The bank link (or another redirect payment) as a real form: the bank expects the browser to
 * POST the signed VK_* fields (DOMAIN.md, iPizza), which only a form submission can do.
 */
export function buildPaymentForm(payment: PaymentRedirect, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = payment.method;
  form.action = payment.url;
  form.hidden = true;
  form.dataset.testid = 'payment-form';
  for (const [name, value] of Object.entries(payment.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

/** Separate so tests can observe the submission that would leave the page. */
export const paymentNavigation = {
  submit: (form: HTMLFormElement): void => form.submit(),
};

/**
 * How long the page may still be here after the form went before it counts as stuck. A bank
 * that answers later still takes over the tab; the buyer meanwhile gets the order page back.
 */
export const PAYMENT_LEAVE_TIMEOUT_MS = 15_000;

/**
 * Why the browser is still (or again) on the shop's page: `blocked` — the page's policy or the
 * browser refused the form (e.g. a form-action CSP when the shop is opened at another address
 * than APP_URL); `stalled` — nothing left within PAYMENT_LEAVE_TIMEOUT_MS; `returned` — the
 * buyer came back from the bank with the Back button (the page restored from the back-forward
 * cache).
 */
export type PaymentLeaveFailure = 'blocked' | 'stalled' | 'returned';

/**
 * Location state key with which checkout opens the placed order when the bank's page did not
 * open: the order page then says so next to 'Jätka maksmist' (a message-area error would be
 * cleared by the order page's own requests).
 */
export const PAYMENT_LEAVE_FAILED_STATE = 'paymentLeaveFailed';

/** What the buyer is told when the bank's page could not be opened (the order exists). */
export function paymentLeaveFailedMessage(orderNumber: string): string {
  return `Panga makselehele ei õnnestunud minna. Tellimus ${orderNumber} on salvestatud: maksmist saad jätkata nupuga „Jätka maksmist“.`;
}

let stopCurrentWatch: () => void = () => undefined;

/** Stops watching the last payment form (one at a time; tests call it between cases). */
export function stopWatchingPayment(): void {
  stopCurrentWatch();
  stopCurrentWatch = () => undefined;
}

/**
 * Leaves the shop for the payment page. `onFailure` runs at most once when the browser did not
 * leave (or came back), so the caller can end its busy state and offer a way to continue.
 */
export function submitPayment(
  payment: PaymentRedirect,
  onFailure: (reason: PaymentLeaveFailure) => void = () => undefined,
): void {
  stopWatchingPayment();
  const form = buildPaymentForm(payment);
  document.body.append(form);
  let done = false;

  const stopWatching = () => {
    document.removeEventListener('securitypolicyviolation', onViolation);
    window.removeEventListener('pagehide', onPageHide);
    clearTimeout(timer);
  };
  const fail = (reason: PaymentLeaveFailure) => {
    if (done) return;
    done = true;
    stopWatching();
    window.removeEventListener('pageshow', onPageShow);
    form.remove();
    onFailure(reason);
  };
  function onViolation(event: SecurityPolicyViolationEvent) {
    if (event.effectiveDirective === 'form-action' || event.violatedDirective.startsWith('form-action')) {
      fail('blocked');
    }
  }
  function onPageHide() {
    // The browser is leaving: from here only a Back from the bank brings this page back.
    stopWatching();
  }
  function onPageShow(event: PageTransitionEvent) {
    if (event.persisted) fail('returned');
  }

  document.addEventListener('securitypolicyviolation', onViolation);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  const timer = setTimeout(() => fail('stalled'), PAYMENT_LEAVE_TIMEOUT_MS);
  stopCurrentWatch = () => {
    done = true;
    stopWatching();
    window.removeEventListener('pageshow', onPageShow);
  };
  try {
    paymentNavigation.submit(form);
  } catch {
    fail('blocked');
  }
}
