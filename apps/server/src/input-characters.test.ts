import { ErrorReplySchema, INVALID_CHARACTERS_MESSAGE } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNA,
  CONTACTS,
  insertCheckoutProducts,
  loggedIn,
  saveStep,
} from './test-support/checkout-fixtures.js';
import { strict } from './test-support/strict.js';
import { createTestApp, type TestApp } from './test-support/test-app.js';
import type { TestClient } from './test-support/test-client.js';

/**
 * Issue 9, finding 2: NUL gave 500 on PostgreSQL and was stored by SQLite, after which every
 * confirm of that checkout draft failed. NUL and lone surrogates are refused at the door, with a
 * field error, identically on both databases.
 */
let t: TestApp;
let anna: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  await insertCheckoutProducts(t.db);
  anna = await loggedIn(t.app, ANNA);
});

afterAll(async () => {
  await t.close();
});

const refused = (field: string) => ({
  message: INVALID_CHARACTERS_MESSAGE,
  code: 'validation',
  errors: { [field]: [INVALID_CHARACTERS_MESSAGE] },
});

describe('NUL and lone surrogates', () => {
  it.each([
    ['a page slug', '/api/pages/slug/tellimine%00', 'slug'],
    ['a page hook', '/api/pages/hook/footer-b2b%00', 'hook'],
    ['a news url', '/api/news/uudis%00', 'idOrUrl'],
    ['a search', '/api/search/json?query=pesu%00masin', 'query'],
    ['a listing filter', '/api/search/category?category=pesumasinad&filters=tootja%3Abosch%00', 'filters'],
  ])('are refused in %s with 422', async (_what, url, field) => {
    const response = await anna.api('GET', url);
    expect(response.statusCode).toBe(422);
    expect(strict(ErrorReplySchema).parse(response.json())).toEqual(refused(field));
  });

  it('are refused in the contact form', async () => {
    const response = await anna.api('POST', '/api/feedback', {
      feedback: { name: 'Mari\u0000', email: 'mari@example.com', message: 'Tere' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(refused('name'));
  });

  it('are refused in checkout contacts, and the draft stays confirmable', async () => {
    const withNul = await saveStep(anna, {
      step: 'checkout-contacts',
      contacts: { ...CONTACTS, address: 'Tähe\u0000 112' },
    });
    expect(withNul.statusCode).toBe(422);
    expect(withNul.json()).toEqual(refused('contacts.address'));
    const surrogate = await anna.api('POST', '/api/order', undefined, {
      headers: { 'content-type': 'application/json' },
      rawPayload: JSON.stringify({ order: { step: 'checkout-contacts', contacts: CONTACTS } }).replace(
        'Tartu',
        'Tartu\\ud800',
      ),
    });
    expect(surrogate.statusCode).toBe(422);
    expect(Object.keys(surrogate.json<{ errors: object }>().errors)).toEqual(['contacts.city']);
    expect((await saveStep(anna, { step: 'checkout-contacts', contacts: CONTACTS })).statusCode).toBe(200);
  });

  it('are refused in object keys too', async () => {
    const response = await anna.api('POST', '/api/cart/insert', { id: 1, ['row\u0000']: 1 });
    expect(response.statusCode).toBe(422);
  });
});
