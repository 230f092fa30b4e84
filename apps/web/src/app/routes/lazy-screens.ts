import { lazy } from 'react';

/* Every screen loads lazily (SPEC §2): each import() becomes its own chunk. */

export const HomeScreen = lazy(() =>
  import('../../features/content/components/home-screen').then((m) => ({ default: m.HomeScreen })),
);
export const LoginScreen = lazy(() =>
  import('../../features/auth/components/login-screen').then((m) => ({ default: m.LoginScreen })),
);
export const PasswordRequestScreen = lazy(() =>
  import('../../features/auth/components/password-request-screen').then((m) => ({
    default: m.PasswordRequestScreen,
  })),
);
export const PasswordResetScreen = lazy(() =>
  import('../../features/auth/components/password-reset-screen').then((m) => ({
    default: m.PasswordResetScreen,
  })),
);
export const InviteScreen = lazy(() =>
  import('../../features/auth/components/invite-screen').then((m) => ({ default: m.InviteScreen })),
);
export const SettingsScreen = lazy(() =>
  import('../../features/settings/components/settings-screen').then((m) => ({ default: m.SettingsScreen })),
);
export const InvoiceListScreen = lazy(() =>
  import('../../features/invoices/components/invoice-list-screen').then((m) => ({
    default: m.InvoiceListScreen,
  })),
);
export const InvoiceDetailScreen = lazy(() =>
  import('../../features/invoices/components/invoice-detail-screen').then((m) => ({
    default: m.InvoiceDetailScreen,
  })),
);
export const QuickOrderScreen = lazy(() =>
  import('../../features/quick-order/components/quick-order-screen').then((m) => ({
    default: m.QuickOrderScreen,
  })),
);
export const CartScreen = lazy(() => import('./cart-screen').then((m) => ({ default: m.CartScreen })));
export const CheckoutStepScreen = lazy(() =>
  import('../../features/checkout/components/checkout-step-screen').then((m) => ({
    default: m.CheckoutStepScreen,
  })),
);
export const NewsItemScreen = lazy(() =>
  import('../../features/content/components/news-item-screen').then((m) => ({ default: m.NewsItemScreen })),
);
export const NewsListScreen = lazy(() =>
  import('../../features/content/components/news-list-screen').then((m) => ({ default: m.NewsListScreen })),
);
export const StaticPageScreen = lazy(() =>
  import('../../features/content/components/static-page-screen').then((m) => ({
    default: m.StaticPageScreen,
  })),
);
export const ContactScreen = lazy(() =>
  import('../../features/content/components/contact-screen').then((m) => ({ default: m.ContactScreen })),
);
export const SearchScreen = lazy(() =>
  import('../../features/search/components/search-screen').then((m) => ({ default: m.SearchScreen })),
);
export const CompareScreen = lazy(() =>
  import('../../features/compare/components/compare-screen').then((m) => ({ default: m.CompareScreen })),
);
export const OfferListScreen = lazy(() =>
  import('../../features/offers/components/offer-list-screen').then((m) => ({ default: m.OfferListScreen })),
);
export const OfferDetailScreen = lazy(() =>
  import('../../features/offers/components/offer-detail-screen').then((m) => ({
    default: m.OfferDetailScreen,
  })),
);
export const PublicOfferScreen = lazy(() =>
  import('../../features/offers/components/public-offer-screen').then((m) => ({
    default: m.PublicOfferScreen,
  })),
);
export const OrderListScreen = lazy(() =>
  import('../../features/orders/components/order-list-screen').then((m) => ({ default: m.OrderListScreen })),
);
export const OrderDetailScreen = lazy(() =>
  import('../../features/orders/components/order-detail-screen').then((m) => ({
    default: m.OrderDetailScreen,
  })),
);
export const PaymentSuccessScreen = lazy(() =>
  import('../../features/checkout/components/payment-success-screen').then((m) => ({
    default: m.PaymentSuccessScreen,
  })),
);
export const CategoryScreen = lazy(() =>
  import('../../features/catalog/components/category-screen').then((m) => ({ default: m.CategoryScreen })),
);
/** The product screen's code, also loaded ahead when a product link is hovered (app/prefetch.ts). */
export const loadProductScreen = () => import('../../features/catalog/components/product-screen');
export const ProductScreen = lazy(() => loadProductScreen().then((m) => ({ default: m.ProductScreen })));
export const NotFoundScreen = lazy(() =>
  import('../../components/ui/not-found-screen').then((m) => ({ default: m.NotFoundScreen })),
);
