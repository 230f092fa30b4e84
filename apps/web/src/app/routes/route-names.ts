/** Names of the screens (SPEC §2 names cart, search and the checkout steps; §4 the public ones). */
export type RouteName =
  | 'home'
  | 'login'
  | 'password-request'
  | 'password-reset'
  | 'invite'
  | 'settings'
  | 'invoices'
  | 'invoice'
  | 'cart'
  | 'quick-order'
  | 'checkout-contacts'
  | 'checkout-transport'
  | 'checkout-services'
  | 'checkout-payment'
  | 'checkout-confirm'
  | 'news'
  | 'news-item'
  | 'page'
  | 'contact'
  | 'search'
  | 'compare'
  | 'offers'
  | 'offer'
  | 'offer-customer'
  | 'orders'
  | 'order'
  | 'payment-success'
  | 'category'
  | 'product'
  | 'not-found';

/** Who may see a screen (SPEC §4, §6); `guest`: public, but a logged-in user goes to /. */
export type Access = 'public' | 'guest' | 'protected' | 'offers';

/** Route `handle`: a fixed name, or one worked out from the path for the slug routes. */
export interface RouteHandle {
  name: RouteName | ((pathname: string) => RouteName);
}
