import type { PriceFields } from '@kodumasinad/contract';
import { createStore, useStore } from '../store';

/** What the cart modal shows after a product is added (SPEC §2); money in cents. */
export interface CartModalContent {
  /** The heading; 'Toode on lisatud ostukorvi!' when absent. */
  title?: string;
  /** Instead of one product, a sentence on what went in (the quick order's several products). */
  summary?: string;
  product: {
    title: string;
    code: string;
    /** Image URL at size 100 (SPEC §9), the fallback picture when the product has none. */
    picture: string;
    /** Shown by the price display rule of SPEC §4 for the user's price list. */
    prices: PriceFields;
  } | null;
  /** 'Tooteid:' — the cart's item count. */
  items: number;
  /** 'Summa:' — `total` in the sales view, otherwise `total_vat` (SPEC §4). */
  totalCents: number;
}

export const cartModalStore = createStore<CartModalContent | null>(null);

/**
 * The element that had focus when the add began (the "Lisa ostukorvi" button), recorded before
 * the request: by the time the reply opens the modal, focus may already have left it, so the
 * modal could not know where to return focus by looking at the page then (issue 10).
 */
let opener: HTMLElement | null = null;
/** Whether closing gives focus back to the opener (not when the modal leaves for the cart). */
let restoreOnClose = true;

/** Call when an add starts: the modal that follows returns focus here when it closes. */
export function rememberCartModalOpener(element: Element | null = document.activeElement): void {
  opener = element instanceof HTMLElement && element !== document.body ? element : null;
}

export function openCartModal(content: CartModalContent): void {
  restoreOnClose = true;
  cartModalStore.set(content);
}

/** Closes the modal; `restoreFocus` false when the user is leaving the page anyway. */
export function closeCartModal({ restoreFocus = true }: { restoreFocus?: boolean } = {}): void {
  restoreOnClose = restoreFocus;
  cartModalStore.set(null);
}

/**
 * After the modal is gone: focus back on the element that opened it, when it is still on the
 * page. Returns whether focus was placed.
 */
export function restoreCartModalFocus(): boolean {
  const target = opener;
  opener = null;
  if (!restoreOnClose || target === null || !target.isConnected) return false;
  target.focus();
  return document.activeElement === target;
}

export function useCartModal(): CartModalContent | null {
  return useStore(cartModalStore);
}
