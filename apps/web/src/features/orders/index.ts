/** What other features may use of the orders. */
export { orderQueryOptions, useOrder } from './api/order';
export { OverpaymentNotice } from './components/overpayment-notice';
