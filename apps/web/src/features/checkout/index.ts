/** What other features may use of the checkout. */
export { paymentTermText } from './components/payment-term';
export { submitPayment, type PaymentRedirect } from './payment-redirect';
