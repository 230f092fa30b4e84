import {
  CartInsertReplySchema,
  DEFAULT_CART_QUANTITY,
  MAX_CART_QUANTITY,
  type CartInsertReply,
} from '@kodumasinad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { imageUrl } from '../../../lib/images';
import { openCartModal, type CartModalContent } from '../../../lib/state/cart-modal';
import { modalTotal } from '../cart-totals';
import { storeCart } from './cart';

export interface AddToCartVariables {
  productId: number;
  /** Defaults to DEFAULT_CART_QUANTITY (SPEC §9); more than MAX_CART_QUANTITY is capped. */
  quantity?: number;
}

/**
 * The body of POST /api/cart/insert {id, row_id, quantity, checked}: a product of its own (no
 * parent row) that is wanted in the cart.
 */
export function cartInsertBody(productId: number, quantity: number = DEFAULT_CART_QUANTITY) {
  return { id: productId, row_id: null, quantity: Math.min(quantity, MAX_CART_QUANTITY), checked: true };
}

/** POST /api/cart/insert → {cart, product}; a failure was shown by the client and gives undefined. */
export function insertIntoCart(productId: number, quantity?: number): Promise<CartInsertReply | undefined> {
  return api.post('/api/cart/insert', cartInsertBody(productId, quantity), CartInsertReplySchema);
}

/** What the cart modal shows for an insert reply; the picture at size 100 (SPEC §9). */
export function cartModalContent({ cart, product }: CartInsertReply): CartModalContent {
  return {
    product: {
      title: product.title,
      code: product.code,
      picture: imageUrl(product.filename, 100),
      prices: product,
    },
    items: cart.items,
    totalCents: modalTotal(cart),
  };
}

/**
 * Add to cart for product cards, the product page and the comparison: inserts, puts the new
 * cart in the cache (header count) and opens the cart modal (SPEC §2).
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, quantity }: AddToCartVariables) => insertIntoCart(productId, quantity),
    onSuccess: (reply) => {
      if (!reply) return;
      storeCart(queryClient, reply.cart);
      openCartModal(cartModalContent(reply));
    },
  });
}
