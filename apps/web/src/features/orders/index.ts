/** What other features may use of the orders. */
export { orderQueryOptions, useOrder } from './api/order';
export { OrderStatusBadge, PaymentStatusBadge } from './components/order-statuses';
export { OverpaymentNotice } from './components/overpayment-notice';
