/** What the app composes of the checkout around the cart page (app/routes/cart-screen). */
export { CheckoutFromContext, usePreviousCartRoute, useStartCheckout } from './checkout-nav';
