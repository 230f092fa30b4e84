/** What other features may use of the cart: add-to-cart for cards, product page and comparison. */
export { useCartCount } from './api/cart';
export { useAddToCart, type AddToCartVariables } from './api/cart-insert';
export { AddToCartButton } from './components/add-to-cart-button';
