/** Constants of SPEC §9 and the shell timings of SPEC §2, shared by server and web. */

export const DEFAULT_VAT_MULTIPLIER = 1.24;

/** VAT percentage derived from the page's multiplier (SPEC §3): 1.24 → 24. */
export function vatPercent(multiplier: number): number {
  return Math.round((multiplier - 1) * 10000) / 100;
}

export const DEFAULT_CART_QUANTITY = 1;
export const MAX_CART_QUANTITY = 999;
export const CART_QUANTITY_MESSAGE = `Kogus peab olema täisarv 1 kuni ${MAX_CART_QUANTITY}.`;

/**
 * A cart quantity as the cart's request schemas accept it: a whole number 1–999 (cart.ts builds
 * them from the same bounds; a test holds the two together). For forms on screens that carry no
 * zod (decision 058).
 */
export function isCartQuantity(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_CART_QUANTITY;
}

export const RECENCY_DAYS = 45;

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 250;
export const SEARCH_DEBOUNCE_MS = 500;

export const TOAST_DURATION_MS = 2500;
export const SCROLL_TO_TOP_DELAY_MS = 500;
export const MODAL_ANIMATION_MS = 500;
export const USER_REFRESH_DELAY_MS = 1000;

export const PER_PAGE_OPTIONS = [28, 48, 96] as const;

export const PASSWORD_RESET_TTL_MINUTES = 60;
export const PASSWORD_MIN_LENGTH = 8;

export const PRICELISTS = ['default', 'sales'] as const;
export type Pricelist = (typeof PRICELISTS)[number];
export const PRICELIST_LABELS: Record<Pricelist, string> = {
  default: 'Ostuvaade',
  sales: 'Müügivaade',
};

export const ORDER_STATUS_LABELS = {
  open: 'Ootel',
  cancelled: 'Tühistatud',
  confirmed: 'Kinnitatud',
  archived: 'Arhiveeritud',
} as const;

export const PAYMENT_STATUS_LABELS = {
  closed: 'Kinnitatud',
  failed: 'Makse ebaõnnestunud',
  invoice: 'Maksan hiljem',
  open: 'Pooleli',
} as const;

/** The payment of a cancelled order that was never paid: nothing is pending or owed any more. */
export const CANCELLED_PAYMENT_LABEL = 'Tühistatud';

/**
 * The payment status as shop and back-office show it (issue 22 #26): a cancelled order's unpaid
 * payment (open, failed or pay-later) is "Tühistatud", not "Pooleli"; a paid one stays paid.
 */
export function paymentStatusLabel(
  orderStatus: string,
  paymentStatus: keyof typeof PAYMENT_STATUS_LABELS,
): string {
  return orderStatus === 'cancelled' && paymentStatus !== 'closed'
    ? CANCELLED_PAYMENT_LABEL
    : PAYMENT_STATUS_LABELS[paymentStatus];
}

export const COUNTIES = [
  'Harju',
  'Hiiu',
  'Ida-Viru',
  'Jõgeva',
  'Järva',
  'Lääne',
  'Lääne-Viru',
  'Põlva',
  'Pärnu',
  'Rapla',
  'Saare',
  'Tartu',
  'Valga',
  'Viljandi',
  'Võru',
] as const;

/** Error-reporting sampling (SPEC §9). */
export const ERROR_SAMPLE_RATE = 0.1;
export const TRACES_SAMPLE_RATE = 0.01;

/** Screens where a 401 does not send the visitor to /login (SPEC §4). */
export const PUBLIC_ROUTE_NAMES = [
  'contact',
  'page',
  'login',
  'not-found',
  'password-reset',
  'password-request',
] as const;

/**
 * Widths the server resizes product pictures to, and the only ones it serves (besides the
 * stored size): what the web app shows, at twice the CSS size where it matters (SPEC §9:
 * 75×75 thumbnails are requested at 100). Decision 011.
 */
export const IMAGE_SIZES = [100, 200, 300, 600] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** The page's bootstrap script (BootstrapSchema), its CSRF meta tag and header (SPEC §3, §7). */
export const BOOTSTRAP_SCRIPT_ID = 'bootstrap';
/** The hook of the footer's page (GET /api/pages/hook/{hook}), which the bootstrap also carries. */
export const FOOTER_HOOK = 'footer-b2b';
export const CSRF_META_NAME = 'csrf-token';
export const CSRF_HEADER = 'X-CSRF-TOKEN';

/** How many products the comparison holds (SPEC §9). */
export const MAX_COMPARE_PRODUCTS = 4;

/** The invoice list's orders (GET /api/invoices?sort=). */
export const INVOICE_SORTS = ['date_desc', 'date_asc', 'due_asc', 'due_desc'] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];
export const INVOICE_SORT_LABELS: Record<InvoiceSort, string> = {
  date_desc: 'Uuemad enne',
  date_asc: 'Vanemad enne',
  due_asc: 'Maksetähtaja järgi kasvavalt',
  due_desc: 'Maksetähtaja järgi kahanevalt',
};
