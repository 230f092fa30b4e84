import { OfferReplySchema, type Offer } from '@kodumasinad/contract';
import { expect } from 'vitest';
import { strict } from './strict.js';
import type { TestClient } from './test-client.js';

/** The offer in a 200 reply of the offer calls. */
export const offerOf = (response: { json(): unknown; statusCode: number; body: string }): Offer => {
  expect(response.statusCode, response.body).toBe(200);
  return strict(OfferReplySchema).parse(response.json()).offer;
};

export async function newOffer(client: TestClient, title = 'Test'): Promise<Offer> {
  return offerOf(await client.api('POST', '/api/offers/add', { title }));
}

/** A product the catalogue sells, with the client's purchase price. */
export async function someProduct(client: TestClient) {
  const search = await client.api('GET', '/api/products/featured');
  const products = (search.json() as { data: { id: number; price: number; title: string; code: string }[] })
    .data;
  const product = products[0];
  if (product === undefined) throw new Error('no featured products');
  return product;
}

/** The save request that keeps the offer as it is, but for `change`. */
export const saveBody = (offer: Offer, change: Record<string, unknown> = {}) => ({
  title: offer.title,
  customer_name: offer.customer_name,
  customer_company: offer.customer_company,
  customer_registry_code: offer.customer_registry_code,
  customer_email: offer.customer_email,
  customer_phone: offer.customer_phone,
  customer_address: offer.customer_address,
  language: offer.language,
  valid_days: offer.valid_days,
  payment_term: offer.payment_term,
  price_increase: offer.price_increase,
  intro: offer.intro,
  signature: offer.signature,
  rows: offer.rows.map((row) => ({
    rowId: row.rowId,
    product_id: row.product_id,
    own_product: row.own_product,
    title: row.title,
    code: row.code,
    unit: row.unit,
    quantity: row.quantity,
    price: row.custom_price ? (row.price / 100).toFixed(2) : '',
    discount: row.discount,
  })),
  ...change,
});
