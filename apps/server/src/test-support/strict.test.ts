import { CartReplySchema, OrderReplySchema } from '@kodumasinad/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { strict } from './strict.js';

describe('strict', () => {
  const schema = z.object({
    a: z.object({ b: z.string() }).nullable(),
    list: z.array(z.object({ c: z.number() })).optional(),
    either: z.union([z.object({ d: z.string() }), z.object({ e: z.string() })]),
    map: z.record(z.string(), z.object({ f: z.number() })),
  });
  const valid = { a: { b: 'x' }, list: [{ c: 1 }], either: { d: 'y' }, map: { k: { f: 2 } } };

  it('accepts exactly what the schema names', () => {
    expect(strict(schema).parse(valid)).toEqual(valid);
  });

  it.each([
    ['the top', { ...valid, leaked: 1 }],
    ['a nullable object', { ...valid, a: { b: 'x', leaked: 1 } }],
    ['an array item', { ...valid, list: [{ c: 1, leaked: 1 }] }],
    ['a union member', { ...valid, either: { d: 'y', leaked: 1 } }],
    ['a record value', { ...valid, map: { k: { f: 2, leaked: 1 } } }],
  ])('refuses an extra field in %s', (_where, value) => {
    expect(schema.safeParse(value).success).toBe(true);
    expect(strict(schema).safeParse(value).success).toBe(false);
  });

  it('tightens the contract’s extended reply schemas too', () => {
    expect(strict(CartReplySchema).safeParse({ cart: {}, extra: 1 }).success).toBe(false);
    expect(strict(OrderReplySchema)).toBe(strict(OrderReplySchema));
  });
});
