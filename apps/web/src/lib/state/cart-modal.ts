import { createStore, useStore } from '../store';

/** What the cart modal shows after a product is added (SPEC §2); money in cents. */
export interface CartModalContent {
  product: {
    title: string;
    code: string;
    /** Image URL (size 100, SPEC §9); null shows the fallback picture. */
    picture: string | null;
    priceCents: number;
  };
  items: number;
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
