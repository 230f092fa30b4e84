import { describe, expect, it } from 'vitest';
import { isCartQuantity, MAX_CART_QUANTITY } from '../constants.js';
import { CartInsertRequestSchema, CartUpdateRequestSchema } from './cart.js';

describe('isCartQuantity (the zod-free check of forms, decision 058)', () => {
  it('accepts exactly the numbers the cart request schemas accept', () => {
    const values = [
      -1,
      0,
      0.5,
      1,
      1.5,
      2,
      500,
      MAX_CART_QUANTITY - 1,
      MAX_CART_QUANTITY,
      MAX_CART_QUANTITY + 0.5,
      MAX_CART_QUANTITY + 1,
      10_000,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ];
    for (const value of values) {
      const update = CartUpdateRequestSchema.shape.quantity.safeParse(value).success;
      const insert = CartInsertRequestSchema.shape.quantity.safeParse(value).success;
      expect(isCartQuantity(value), String(value)).toBe(update);
      expect(isCartQuantity(value), String(value)).toBe(insert);
    }
  });
});
