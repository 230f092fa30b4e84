/**
 * What others may use of the cart: add-to-cart for cards, product page and comparison; the cart
 * for the checkout and the reorder; the cart page for the app to compose with the checkout.
 */
export { storeCart, useCart, useCartCount } from './api/cart';
export { useAddToCart, type AddToCartVariables } from './api/cart-insert';
export { AddToCartButton } from './components/add-to-cart-button';
export { CartPage } from './components/cart-page';
export { modalTotal } from './cart-totals';
