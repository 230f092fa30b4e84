import {
  MessageReplySchema,
  OfferReplySchema,
  OffersListReplySchema,
  defaultUnitPrice,
} from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estonianDay } from '../../platform/estonian-calendar.js';
import { ANNA, loggedIn, MART } from '../../test-support/checkout-fixtures.js';
import { newOffer, offerOf, saveBody, someProduct } from '../../test-support/offer-fixtures.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { type TestClient } from '../../test-support/test-client.js';

let t: TestApp;
let anna: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  anna = await loggedIn(t.app, ANNA);
});

afterAll(async () => {
  await t.close();
});

describe('editing an offer', () => {
  it("creates an offer with the user's defaults and a per-company number", async () => {
    const offer = await newOffer(anna, 'Köök');
    expect(offer).toMatchObject({
      title: 'Köök',
      status: 'open',
      language: 'et',
      valid_days: 30,
      payment_term: '14',
      payment_term_label: '14 päeva',
      price_increase: 25,
      created_by: 'Anna Tamm',
      rows: [],
      customer_url: null,
    });
    expect(offer.number).toMatch(/^P-\d{4}-\d{4}$/);
    expect(offer.signature).toContain('Anna Tamm');
    expect(offer.logo).toMatch(/^\/images\/logos\//);
    const mart = offerOf(await (await loggedIn(t.app, MART)).api('POST', '/api/offers/add', {}));
    expect(mart).toMatchObject({
      payment_term: 'E',
      payment_term_label: 'Ettemaks',
      valid_days: 14,
      price_increase: 20,
    });
    expect(mart.number).not.toBe(offer.number);
  });

  it('prices a catalogue row at purchase price plus markup, adds own rows and saves everything with totals', async () => {
    const product = await someProduct(anna);
    const offer = await newOffer(anna);
    const added = offerOf(
      await anna.api('POST', '/api/offers/row/add', { id: offer.id, product_id: product.id }),
    );
    expect(added.rows).toEqual([
      expect.objectContaining({
        product_id: product.id,
        own_product: false,
        quantity: 1,
        purchase_price: product.price,
        price: defaultUnitPrice(product.price, 25),
        custom_price: false,
      }),
    ]);
    const own = offerOf(await anna.api('POST', '/api/offers/row/add', { id: offer.id, own_product: true }));
    expect(own.rows[1]).toMatchObject({
      own_product: true,
      title: 'Oma toode',
      purchase_price: null,
      margin: null,
    });

    const body = saveBody(own, {
      customer_name: 'Kati Kask',
      price_increase: '10',
      valid_days: 7,
      payment_term: 'E',
      rows: [
        { product_id: product.id, quantity: 3, price: '', discount: '10' },
        { own_product: true, title: 'Paigaldus', unit: 'h', quantity: 2, price: '45,50', discount: 0 },
      ],
    });
    const saved = await anna.api('POST', `/api/offer/${offer.id}`, body);
    const reply = strict(OfferReplySchema).parse(saved.json());
    expect(reply.message).toBe('Pakkumine on salvestatud.');
    const unit = defaultUnitPrice(product.price, 10);
    const first = Math.floor((unit * 3 * 9000 + 5000) / 10000);
    expect(reply.offer.rows).toEqual([
      expect.objectContaining({ price: unit, quantity: 3, discount: 10, total: first, custom_price: false }),
      expect.objectContaining({
        title: 'Paigaldus',
        unit: 'h',
        price: 4550,
        total: 9100,
        custom_price: true,
      }),
    ]);
    expect(reply.offer.rows[0]?.margin).toBe(first - product.price * 3);
    const net = first + 9100;
    expect(reply.offer.totals).toMatchObject({
      net,
      vat: Math.floor((net * 2400 + 5000) / 10000),
      purchase: product.price * 3,
      margin: first - product.price * 3,
    });
    expect(reply.offer).toMatchObject({
      customer_name: 'Kati Kask',
      payment_term_label: 'Ettemaks',
      valid_days: 7,
    });
  });

  it('refuses bad input with Estonian field errors and saves nothing', async () => {
    const product = await someProduct(anna);
    const offer = offerOf(
      await anna.api('POST', '/api/offers/row/add', {
        id: (await newOffer(anna)).id,
        product_id: product.id,
      }),
    );
    const response = await anna.api(
      'POST',
      `/api/offer/${offer.id}`,
      saveBody(offer, {
        title: 'Muudetud',
        price_increase: 2000,
        valid_days: 0,
        payment_term: 'X',
        rows: [{ product_id: product.id, quantity: 0, price: '-5', discount: 150 }],
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: {
        price_increase: ['Juurdehindlus peab olema -100 kuni 1000%.'],
        valid_days: ['Kehtivus peab olema 1 kuni 365 päeva.'],
        payment_term: ['Maksetingimus peab olema päevade arv või E (ettemaks).'],
        'rows.0.quantity': ['Kogus peab olema positiivne täisarv (kuni 9999).'],
        'rows.0.price': ['Hind peab olema 0 või suurem ja kuni kahe komakohaga.'],
        'rows.0.discount': ['Allahindlus peab olema 0 kuni 100%.'],
      },
    });
    const unknownProduct = await anna.api(
      'POST',
      `/api/offer/${offer.id}`,
      saveBody(offer, { title: 'Muudetud', rows: [{ product_id: 999_999, quantity: 1 }] }),
    );
    expect(unknownProduct.statusCode).toBe(422);
    expect(unknownProduct.json()).toMatchObject({ errors: { 'rows.0.product_id': ['Toodet ei leitud.'] } });
    expect(offerOf(await anna.api('GET', `/api/offer/${offer.id}`))).toEqual(offer);
  });

  it('removes a row by rowId, 404 for a row that is not there', async () => {
    const product = await someProduct(anna);
    const offer = offerOf(
      await anna.api('POST', '/api/offers/row/add', {
        id: (await newOffer(anna)).id,
        product_id: product.id,
      }),
    );
    const rowId = offer.rows[0]?.rowId ?? 0;
    expect(offerOf(await anna.api('POST', '/api/offers/row/remove', { id: offer.id, rowId })).rows).toEqual(
      [],
    );
    expect((await anna.api('POST', '/api/offers/row/remove', { id: offer.id, rowId })).statusCode).toBe(404);
  });

  it('copies with a new number, open status, fresh validity and the same rows; archives and deletes', async () => {
    const seeded = strict(OffersListReplySchema).parse((await anna.api('GET', '/api/offers/accepted')).json())
      .data[0];
    expect(seeded).toBeDefined();
    const original = offerOf(await anna.api('GET', `/api/offer/${seeded?.id ?? 0}`));
    const copy = offerOf(await anna.api('POST', '/api/offers/copy', { id: original.id }));
    expect(copy).toMatchObject({
      status: 'open',
      title: original.title,
      customer_name: original.customer_name,
    });
    expect(copy.number).not.toBe(original.number);
    expect(copy.date).toBe(estonianDay());
    expect(copy.customer_url).toBeNull();
    expect(copy.rows.map((row) => [row.title, row.quantity])).toEqual(
      original.rows.map((row) => [row.title, row.quantity]),
    );

    const archived = offerOf(await anna.api('POST', '/api/offers/archive', { id: copy.id }));
    expect(archived).toMatchObject({ status: 'archived', status_label: 'Arhiveeritud' });
    const locked = await anna.api('POST', `/api/offer/${copy.id}`, saveBody(archived));
    expect(locked.statusCode).toBe(422);

    const deleted = await anna.api('POST', '/api/offers/delete', { id: copy.id });
    expect(strict(MessageReplySchema).parse(deleted.json()).message).toBe('Pakkumine on kustutatud.');
    expect((await anna.api('GET', `/api/offer/${copy.id}`)).statusCode).toBe(404);
  });
});
