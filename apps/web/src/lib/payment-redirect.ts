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

/** Leaves the shop for the payment page. */
export function submitPayment(payment: PaymentRedirect): void {
  const form = buildPaymentForm(payment);
  document.body.append(form);
  paymentNavigation.submit(form);
}
