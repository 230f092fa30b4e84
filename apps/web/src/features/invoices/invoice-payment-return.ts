/**
 * The buyer's return from the bank after paying an invoice (issue 22, item 19). The bank's return
 * lands on /arved/{id} either way; what was outstanding when the buyer left is kept for the tab
 * (sessionStorage), so the invoice page can tell a payment that arrived and confirm it.
 */
const KEY_PREFIX = 'invoice-payment:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Called just before the browser leaves for the bank. */
export function rememberInvoicePayment(invoiceId: number, outstandingCents: number): void {
  try {
    storage()?.setItem(`${KEY_PREFIX}${invoiceId}`, String(outstandingCents));
  } catch {
    // A full or refused storage only costs the confirmation message.
  }
}

/**
 * Once, when the invoice page shows the invoice: whether a payment was started from this tab
 * and the outstanding amount has gone down since (the bank's payment arrived). The note is
 * used up either way, so a later visit says nothing.
 */
export function takeInvoicePaymentOutcome(invoiceId: number, outstandingCents: number): 'paid' | null {
  const store = storage();
  const key = `${KEY_PREFIX}${invoiceId}`;
  const before = store?.getItem(key);
  if (before === null || before === undefined) return null;
  store?.removeItem(key);
  const cents = Number(before);
  return Number.isFinite(cents) && outstandingCents < cents ? 'paid' : null;
}
