import { describe, expect, it } from 'vitest';
import { parseRequestPart } from '../validation/request.js';
import {
  OFFER_DISCOUNT_MESSAGE,
  OFFER_EMAIL_MESSAGE,
  OFFER_MARKUP_MESSAGE,
  OFFER_OWN_TITLE_MESSAGE,
  OFFER_PAYMENT_TERM_MESSAGE,
  OFFER_PRICE_MESSAGE,
  OFFER_PRICE_REQUIRED_MESSAGE,
  OFFER_QUANTITY_MESSAGE,
  OFFER_ROW_CHOICE_MESSAGE,
  OFFER_ROWS_MESSAGE,
  OFFER_VALID_DAYS_MESSAGE,
  OfferRowAddRequestSchema,
  OfferSaveRequestSchema,
  OfferSendRequestSchema,
  OffersListParamsSchema,
  OffersListQuerySchema,
  OfferTokenParamsSchema,
  hundredthsSchema,
} from './offers.js';
import { UserSettingsRequestSchema } from '../clients/user.js';

const base = { valid_days: 14, payment_term: '14', price_increase: 25, language: 'et', rows: [] };
const catalogueRow = { product_id: 5, quantity: 2, price: '', discount: '' };
const ownRow = { own_product: true, title: 'Paigaldus', unit: 'h', quantity: 1, price: '45,50', discount: 0 };

function save(body: unknown) {
  return parseRequestPart(OfferSaveRequestSchema, body, 'body');
}

describe('money and percentages with two decimals', () => {
  const money = hundredthsSchema(0, 999_999.99, 'vigane', null);
  it.each([
    ['12', 1200],
    ['12,5', 1250],
    ['12.50', 1250],
    [' 0,01 ', 1],
    [12.34, 1234],
    [0, 0],
    ['', null],
    [null, null],
    [undefined, null],
    ['999999,99', 99_999_999],
    // Grouped as the shop shows amounts (decision 068).
    ['1 000', 100_000],
  ])('%j → %j', (input, cents) => {
    expect(money.parse(input)).toBe(cents);
  });
  it.each(['12,345', '-1', '1e3', 'abc', '10 00', 12.345, -0.01, 1_000_000, Number.NaN, true, {}])(
    'refuses %j',
    (input) => {
      expect(money.safeParse(input).success).toBe(false);
    },
  );
});

describe('POST /api/offer/{id} body', () => {
  it('reads a catalogue row following the markup and an own row with its price', () => {
    const result = save({ ...base, rows: [catalogueRow, ownRow], customer_email: ' klient@firma.ee ' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.customer_email).toBe('klient@firma.ee');
    expect(result.value.rows).toEqual([
      {
        productId: 5,
        ownProduct: false,
        title: '',
        code: '',
        unit: '',
        quantity: 2,
        price: null,
        discount: 0,
      },
      {
        productId: null,
        ownProduct: true,
        title: 'Paigaldus',
        code: '',
        unit: 'h',
        quantity: 1,
        price: 4550,
        discount: 0,
      },
    ]);
    expect(result.value.price_increase).toBe(25);
  });

  it.each([
    [{ rows: [{ ...catalogueRow, quantity: 0 }] }, 'rows.0.quantity', OFFER_QUANTITY_MESSAGE],
    [{ rows: [{ ...catalogueRow, quantity: 1.5 }] }, 'rows.0.quantity', OFFER_QUANTITY_MESSAGE],
    [{ rows: [{ ...catalogueRow, quantity: 10000 }] }, 'rows.0.quantity', OFFER_QUANTITY_MESSAGE],
    [{ rows: [{ ...catalogueRow, price: '-1' }] }, 'rows.0.price', OFFER_PRICE_MESSAGE],
    [{ rows: [{ ...catalogueRow, price: '1,234' }] }, 'rows.0.price', OFFER_PRICE_MESSAGE],
    [{ rows: [{ ...catalogueRow, discount: 100.01 }] }, 'rows.0.discount', OFFER_DISCOUNT_MESSAGE],
    [{ rows: [{ ...catalogueRow, discount: -1 }] }, 'rows.0.discount', OFFER_DISCOUNT_MESSAGE],
    [{ rows: [{ quantity: 1 }] }, 'rows.0.product_id', OFFER_ROW_CHOICE_MESSAGE],
    [{ rows: [{ ...ownRow, title: ' ' }] }, 'rows.0.title', OFFER_OWN_TITLE_MESSAGE],
    [{ rows: [{ ...ownRow, price: '' }] }, 'rows.0.price', OFFER_PRICE_REQUIRED_MESSAGE],
    [{ price_increase: -100.01 }, 'price_increase', OFFER_MARKUP_MESSAGE],
    [{ price_increase: 1000.01 }, 'price_increase', OFFER_MARKUP_MESSAGE],
    [{ valid_days: 0 }, 'valid_days', OFFER_VALID_DAYS_MESSAGE],
    [{ valid_days: 366 }, 'valid_days', OFFER_VALID_DAYS_MESSAGE],
    [{ payment_term: 'X' }, 'payment_term', OFFER_PAYMENT_TERM_MESSAGE],
    [{ payment_term: 'e' }, 'payment_term', OFFER_PAYMENT_TERM_MESSAGE],
    [{ payment_term: '1234' }, 'payment_term', OFFER_PAYMENT_TERM_MESSAGE],
    [{ customer_email: 'pole-aadress' }, 'customer_email', OFFER_EMAIL_MESSAGE],
    [{ rows: Array.from({ length: 201 }, () => catalogueRow) }, 'rows', OFFER_ROWS_MESSAGE],
  ])('%j → errors.%s', (change, field, message) => {
    const result = save({ ...base, ...change });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[field]).toEqual([message]);
  });

  it('accepts the edges of every range', () => {
    const result = save({
      ...base,
      valid_days: 365,
      payment_term: 'E',
      price_increase: -100,
      rows: [
        { ...catalogueRow, quantity: 9999, discount: 100, price: '0' },
        ...Array.from({ length: 199 }, () => ownRow),
      ],
    });
    expect(result.ok).toBe(true);
    expect(save({ ...base, valid_days: 1, price_increase: 1000 }).ok).toBe(true);
  });
});

describe('other offer requests', () => {
  it('adds either a product or an own product', () => {
    expect(OfferRowAddRequestSchema.safeParse({ id: 1, product_id: 2 }).success).toBe(true);
    expect(OfferRowAddRequestSchema.safeParse({ id: 1, own_product: true }).success).toBe(true);
    expect(OfferRowAddRequestSchema.safeParse({ id: 1 }).success).toBe(false);
    expect(OfferRowAddRequestSchema.safeParse({ id: 1, product_id: 2, own_product: true }).success).toBe(
      false,
    );
  });
  it('needs a valid e-mail to send', () => {
    expect(OfferSendRequestSchema.safeParse({ id: 1, email: 'a@b.ee', message: '' }).success).toBe(true);
    expect(OfferSendRequestSchema.safeParse({ id: 1, email: '' }).success).toBe(false);
    expect(OfferSendRequestSchema.safeParse({ id: 1, email: 'a@b' }).success).toBe(false);
  });
  it('lists by one of the six statuses, with page and search', () => {
    expect(OffersListParamsSchema.safeParse({ status: 'expired' }).success).toBe(true);
    expect(OffersListParamsSchema.safeParse({ status: 'draft' }).success).toBe(false);
    expect(OffersListQuerySchema.parse({})).toEqual({ page: 1, search: '' });
    expect(OffersListQuerySchema.parse({ page: '2', search: ' Tamm ' })).toEqual({ page: 2, search: 'Tamm' });
  });
  it('takes only long random tokens for the public page', () => {
    expect(OfferTokenParamsSchema.safeParse({ token: 'a'.repeat(22) }).success).toBe(true);
    expect(OfferTokenParamsSchema.safeParse({ token: 'a'.repeat(21) }).success).toBe(false);
    expect(OfferTokenParamsSchema.safeParse({ token: `${'a'.repeat(22)}/` }).success).toBe(false);
  });
});

describe('POST /api/user settings', () => {
  const parse = (body: unknown) => parseRequestPart(UserSettingsRequestSchema, body, 'body');
  it('reads the offer defaults from form text', () => {
    const result = parse({
      offers_en: 'true',
      offer_payment_term: 'E',
      offer_valid_days: '30',
      offer_price_increase: '12.5',
      signature: 'Anna\nKodumasin Pluss',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        offers: {
          offers_en: true,
          offer_payment_term: 'E',
          offer_valid_days: 30,
          offer_price_increase: 12.5,
          signature: 'Anna\nKodumasin Pluss',
        },
        password: null,
      },
    });
  });
  it('reports every bad field in Estonian', () => {
    const result = parse({
      offer_payment_term: 'X',
      offer_valid_days: '400',
      offer_price_increase: '-101',
      password: 'Uus12345!',
      password_confirmation: 'muu',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      offer_payment_term: ['Maksetingimus ei ole korrektne.'],
      offer_valid_days: ['Kehtivus päevades peab olema vahemikus 1 kuni 365.'],
      offer_price_increase: ['Juurdehindlus peab olema vahemikus -100 kuni 1000.'],
      password_confirmation: ['Uus salasõna väljad ei klapi.'],
    });
  });
  it('needs the current password for a new one', () => {
    const result = parse({ password: 'Uus12345!', password_confirmation: 'Uus12345!' });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toEqual({ current_password: ['Praegune salasõna on nõutud väli.'] });
  });
});
