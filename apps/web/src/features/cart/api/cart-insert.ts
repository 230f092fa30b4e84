import { DEFAULT_CART_QUANTITY, MAX_CART_QUANTITY, type CartInsertReply } from '@kodumasinad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { imageUrl } from '../../../lib/images';
import { openCartModal, rememberCartModalOpener, type CartModalContent } from '../../../lib/state/cart-modal';
import { modalTotal } from '../cart-totals';
import { storeCart } from './cart';

export interface AddToCartVariables {
  productId: number;
  /** Defaults to DEFAULT_CART_QUANTITY (SPEC §9); more than MAX_CART_QUANTITY is capped. */
  quantity?: number;
  /** Add-ons ticked on the product page: inserted attached to the product's row (decision 020). */
  addOnIds?: readonly number[];
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
  return api.post('/api/cart/insert', cartInsertBody(productId, quantity), 'CartInsertReplySchema');
}

/**
 * POST /api/cart/insert {id, row_id, quantity, checked} for an add-on of cart row `rowId`:
 * `checked` false takes it out again. Its quantity follows the row's (decision 020).
 */
export function insertAddOn(
  addOnId: number,
  rowId: number,
  checked: boolean,
): Promise<CartInsertReply | undefined> {
  return api.post('/api/cart/insert', { id: addOnId, row_id: rowId, checked }, 'CartInsertReplySchema');
}

/** The product and then each ticked add-on on the product's own row; the modal shows the product. */
async function insertWithAddOns(
  productId: number,
  quantity: number | undefined,
  addOnIds: readonly number[],
): Promise<CartInsertReply | undefined> {
  const reply = await insertIntoCart(productId, quantity);
  const row = reply?.cart.rows.find((r) => r.product.id === productId && r.parent_row_id === null);
  if (!reply || !row) return reply;
  let cart = reply.cart;
  for (const addOnId of addOnIds) {
    const added = await insertAddOn(addOnId, row.row_id, true);
    if (added) cart = added.cart;
  }
  return { ...reply, cart };
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
    mutationFn: ({ productId, quantity, addOnIds = [] }: AddToCartVariables) =>
      insertWithAddOns(productId, quantity, addOnIds),
    onMutate: () => rememberCartModalOpener(),
    onSuccess: (reply) => {
      if (!reply) return;
      storeCart(queryClient, reply.cart);
      openCartModal(cartModalContent(reply));
    },
  });
}
