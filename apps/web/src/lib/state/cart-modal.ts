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

export function openCartModal(content: CartModalContent): void {
  cartModalStore.set(content);
}

export function closeCartModal(): void {
  cartModalStore.set(null);
}

export function useCartModal(): CartModalContent | null {
  return useStore(cartModalStore);
}
