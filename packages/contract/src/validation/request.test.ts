import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CartInsertRequestSchema, TransportChoiceSchema } from '../cart/cart.js';
import { ListingQuerySchema } from '../catalog/catalog.js';
import { FeedbackRequestSchema } from '../content/content.js';
import { OrderSaveRequestSchema, OrdersQuerySchema } from '../orders/orders.js';
import { LoginRequestSchema } from '../clients/user.js';
import {
  INVALID_CHARACTERS_MESSAGE,
  INVALID_FORM_MESSAGE,
  badCharacterPaths,
  envelope,
  parseRequestPart,
  wholeNumberSchema,
} from './request.js';

const body = <S extends z.ZodType>(schema: S, data: unknown) => parseRequestPart(schema, data, 'body');

describe('parseRequestPart', () => {
  it('returns the parsed value', () => {
    expect(body(LoginRequestSchema, { email: ' anna@kodumasin.test ', password: 'x', admin: 1 })).toEqual({
      ok: true,
      value: { email: 'anna@kodumasin.test', password: 'x' },
    });
  });

  it('keys the form’s errors by field, one problem as the message', () => {
    expect(body(LoginRequestSchema, { email: 'anna@kodumasin.test' })).toEqual({
      ok: false,
      reason: 'schema',
      errors: { password: ['Salasõna on nõutud väli.'] },
      message: 'Salasõna on nõutud väli.',
    });
  });

  it('summarises several problems', () => {
    const result = body(LoginRequestSchema, null);
    expect(result).toMatchObject({ ok: false, message: INVALID_FORM_MESSAGE });
    expect(result.ok || Object.keys(result.errors).sort()).toEqual(['email', 'password']);
  });

  it('keys errors inside an envelope by the inner field', () => {
    const result = body(FeedbackRequestSchema, { feedback: { name: 'Mari', email: 'x', message: 'Tere' } });
    expect(result).toMatchObject({ ok: false, errors: { email: ['E-post peab olema e-maili aadress.'] } });
    expect(body(envelope('order', z.object({ a: z.string() })), {})).toMatchObject({
      ok: false,
      errors: { order: ['See väli on nõutud.'] },
    });
  });

  it.each([
    ['NUL', 'Mari\u0000'],
    ['a lone high surrogate', 'Mari\uD800'],
    ['a lone low surrogate', '\uDC00Mari'],
  ])('refuses %s in any string, before the schema runs', (_name, name) => {
    const result = body(FeedbackRequestSchema, {
      feedback: { name, email: 'mari@example.com', message: 'x' },
    });
    expect(result).toEqual({
      ok: false,
      reason: 'characters',
      errors: { name: [INVALID_CHARACTERS_MESSAGE] },
      message: INVALID_CHARACTERS_MESSAGE,
    });
  });

  it('accepts proper surrogate pairs (emoji) and ordinary control characters', () => {
    expect(badCharacterPaths({ a: ['😀 õun', 'tab\there'] })).toEqual([]);
  });

  it('finds bad characters in keys, arrays and nested objects', () => {
    expect(badCharacterPaths({ ok: 'x', list: ['y', 'z\u0000'], deep: { 'k\u0000': 1 } })).toEqual([
      ['list', 1],
      ['deep'],
    ]);
    expect(parseRequestPart(z.string(), 'a\u0000', 'body')).toMatchObject({
      errors: { body: [INVALID_CHARACTERS_MESSAGE] },
    });
  });

  it('gives issues without a message of their own an Estonian one', () => {
    expect(body(z.object({ n: z.number() }), { n: 'x' })).toMatchObject({
      errors: { n: ['Väärtus ei ole korrektne.'] },
    });
    expect(body(z.object({ n: z.number() }), {})).toMatchObject({ errors: { n: ['See väli on nõutud.'] } });
    expect(body(z.object({ s: z.string().max(3) }), { s: 'abcd' })).toMatchObject({
      errors: { s: ['Tekst võib olla kuni 3 tähemärki.'] },
    });
  });
});

describe('wholeNumberSchema', () => {
  const schema = wholeNumberSchema(1, 999, 'Kogus on vale.');
  it.each([[1], [999], ['5'], [' 7 ']])('accepts %j', (value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });
  it.each([[0], [1000], [1.5], ['1.5'], ['x'], [null], [true], [[1]], ['99999999999']])(
    'refuses %j',
    (value) => {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain('Kogus on vale.');
    },
  );
});

describe('request schemas', () => {
  it('defaults nothing the server decides and keeps the SPA’s cart insert as sent', () => {
    expect(CartInsertRequestSchema.parse({ id: 5, row_id: null, quantity: 2, checked: true })).toEqual({
      id: 5,
      row_id: null,
      quantity: 2,
      checked: true,
    });
    expect(body(CartInsertRequestSchema, { id: 'x', quantity: 0, checked: 'maybe' })).toMatchObject({
      errors: {
        id: ['Toote tunnus on vigane.'],
        quantity: ['Kogus peab olema täisarv 1 kuni 999.'],
        checked: ['Valiku väärtus on vigane.'],
      },
    });
  });

  it('needs a county for TTH1 and TTH3 and drops it for TTH2', () => {
    expect(body(TransportChoiceSchema, { code: 'TTH1' })).toMatchObject({
      errors: { county: ['Maakond on nõutud väli.'] },
    });
    expect(body(TransportChoiceSchema, { code: 'TTH3', county: 'Atlantis' })).toMatchObject({
      errors: { county: ['Maakond ei ole korrektne.'] },
    });
    expect(body(TransportChoiceSchema, { code: 'TTH2', county: 'Harju' })).toEqual({
      ok: true,
      value: { code: 'TTH2', county: null },
    });
    expect(body(TransportChoiceSchema, { code: 'TTH3', county: 'Lääne-Viru' })).toEqual({
      ok: true,
      value: { code: 'TTH3', county: 'Lääne-Viru' },
    });
    expect(body(TransportChoiceSchema, { code: '' })).toMatchObject({
      errors: { code: ['Vali transpordiviis.'] },
    });
    expect(body(TransportChoiceSchema, { code: 7 })).toMatchObject({
      errors: { code: ['Sellist transporti ei ole.'] },
    });
  });

  it('keys checkout step errors inside the order', () => {
    expect(body(OrderSaveRequestSchema, { order: { step: 'checkout-nowhere' } })).toMatchObject({
      errors: { step: ['Tellimuse samm on vigane.'] },
    });
    expect(
      body(OrderSaveRequestSchema, { order: { step: 'checkout-transport', transport: { code: 'TTH3' } } }),
    ).toMatchObject({ errors: { 'transport.county': ['Maakond on nõutud väli.'] } });
    expect(
      body(OrderSaveRequestSchema, { order: { step: 'checkout-confirm', accept_terms: false } }),
    ).toMatchObject({
      errors: { accept_terms: ['Palun nõustu müügitingimustega.'] },
    });
    expect(body(OrderSaveRequestSchema, { order: { step: 'checkout-payment' } })).toMatchObject({
      errors: { payment_method: ['Makseviis on nõutud väli.'] },
    });
    expect(
      body(OrderSaveRequestSchema, { order: { step: 'checkout-payment', payment_method: 'bitcoin' } }),
    ).toMatchObject({
      errors: { payment_method: ['Valitud makseviis ei ole saadaval.'] },
    });
  });

  it('reads the order list’s query, empty parameters as absent', () => {
    expect(OrdersQuerySchema.parse({ status: '', from: '2026-01-01', to: '2026-01-31', page: '2' })).toEqual({
      status: undefined,
      from: '2026-01-01',
      to: '2026-01-31',
      page: 2,
      per_page: 20,
    });
    expect(
      parseRequestPart(
        OrdersQuerySchema,
        { from: '2026-02-30', to: '2026-01-01', page: ['1', '2'] },
        'querystring',
      ),
    ).toMatchObject({
      errors: { from: ['Kuupäev ei ole korrektne.'], page: ['Lehekülje number ei ole korrektne.'] },
    });
    expect(
      parseRequestPart(OrdersQuerySchema, { from: '2026-02-01', to: '2026-01-01' }, 'querystring'),
    ).toMatchObject({
      errors: { to: ['Perioodi algus peab olema enne lõppu.'] },
    });
  });

  it('reads a listing query into what to list', () => {
    expect(
      ListingQuerySchema.parse({ category: 'pesumasinad', filters: 'tootja:bosch', per_page: '48' }),
    ).toEqual({
      category: 'pesumasinad',
      query: null,
      special: false,
      filters: { tootja: ['bosch'] },
      sort: 'price-asc',
      perPage: 48,
      page: 1,
    });
    expect(ListingQuerySchema.parse({ query: 'bosch' }).sort).toBe('relevance');
    expect(
      parseRequestPart(ListingQuerySchema, { filters: 'x', per_page: '30' }, 'querystring'),
    ).toMatchObject({
      errors: {
        filters: ['Filtrid on vigasel kujul.'],
        per_page: ['Lehel saab näidata 28, 48 või 96 toodet.'],
      },
    });
    expect(parseRequestPart(ListingQuerySchema, { sort: 'price-asc' }, 'querystring')).toMatchObject({
      errors: { category: ['Vali kategooria või sisesta otsisõna.'] },
    });
  });
});
