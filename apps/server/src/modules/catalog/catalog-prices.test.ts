import { CategoryListingReplySchema, ProductReplySchema, type Product } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dayFromToday,
  insertCategory,
  insertProducts,
  type TestProduct,
} from '../../test-support/catalog-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { strict } from '../../test-support/strict.js';

/**
 * Decision 004 on known products. Anna's client (Kodumasin Pluss OÜ): Bosch 8 %, Miele 5 %,
 * Külmutus 4 %. Peeter's (Ehitusmaailm AS): Electrolux 6 %, AEG 6 %, Pliidiplaadid 3 %.
 */
const active = { start: dayFromToday(-2), end: dayFromToday(5) };
const PRODUCTS: TestProduct[] = [
  { code: 'HNDPLAIN', brand: 'bosch', category: 'hinnad-kulm', price: 100000, retail: 130000 },
  {
    code: 'HNDACTIVE',
    brand: 'bosch',
    category: 'hinnad-kulm',
    price: 100000,
    retail: 130000,
    campaign: { price: 85000, ...active },
  },
  {
    code: 'HNDEXPIRED',
    brand: 'bosch',
    category: 'hinnad-kulm',
    price: 100000,
    retail: 130000,
    campaign: { price: 85000, start: dayFromToday(-20), end: dayFromToday(-1) },
  },
  {
    code: 'HNDFUTURE',
    brand: 'bosch',
    category: 'hinnad-kulm',
    price: 100000,
    retail: 130000,
    campaign: { price: 85000, start: dayFromToday(3), end: dayFromToday(20) },
  },
  {
    code: 'HNDABOVE',
    brand: 'bosch',
    category: 'hinnad-kulm',
    price: 100000,
    retail: 130000,
    campaign: { price: 95000, ...active },
  },
  { code: 'HNDPARENT', brand: 'beko', category: 'hinnad-kulm', price: 100000, retail: 130000 },
  { code: 'HNDMIELE', brand: 'miele', category: 'hinnad-kulm', price: 12330, retail: 16030 },
  { code: 'HNDELUX', brand: 'electrolux', category: 'hinnad-plaat', price: 50000, retail: 65000 },
  { code: 'HNDHOB', brand: 'beko', category: 'hinnad-plaat', price: 33333, retail: 43330 },
];

let t: TestApp;
const clients: Record<string, TestClient> = {};

beforeAll(async () => {
  t = await createTestApp();
  await insertCategory(t.db, 'hinnad-kulm', 'Hinnatestid külmikud', 'kulmutus');
  await insertCategory(t.db, 'hinnad-plaat', 'Hinnatestid plaadid', 'pliidiplaadid');
  await insertProducts(t.db, PRODUCTS);
  for (const email of ['anna@kodumasin.test', 'peeter@ehitus.test']) {
    const client = new TestClient(t.app);
    await client.login(email);
    clients[email] = client;
  }
});

afterAll(async () => {
  await t.close();
});

async function pricesOf(email: string, code: string) {
  const client = clients[email] as TestClient;
  const response = await client.api('GET', `/api/product/test-${code.toLowerCase()}`);
  expect(response.statusCode).toBe(200);
  const { data } = strict(ProductReplySchema).parse(response.json());
  const { price, original_price, price_default, price_vat, price_default_vat, discount_start, discount_end } =
    data;
  return { price, original_price, price_default, price_vat, price_default_vat, discount_start, discount_end };
}

async function inView(email: string, pricelist: 'default' | 'sales', run: () => Promise<void>) {
  const client = clients[email] as TestClient;
  expect((await client.api('POST', `/api/user/pricelist/${pricelist}`)).statusCode).toBe(200);
  try {
    await run();
  } finally {
    await client.api('POST', '/api/user/pricelist/default');
  }
}

const noDates = { discount_start: null, discount_end: null };
const activeDates = { discount_start: active.start, discount_end: active.end };

describe('purchase view (default)', () => {
  it("gives Anna her client's best discount and the lower of it and an active campaign", async () => {
    const anna = 'anna@kodumasin.test';
    // Bosch 8 % beats Külmutus 4 %.
    expect(await pricesOf(anna, 'HNDPLAIN')).toEqual({
      price: 92000,
      original_price: 100000,
      price_default: 92000,
      price_vat: 114080,
      price_default_vat: 114080,
      ...noDates,
    });
    expect(await pricesOf(anna, 'HNDACTIVE')).toEqual({
      price: 85000,
      original_price: 100000,
      price_default: 92000,
      price_vat: 105400,
      price_default_vat: 114080,
      ...activeDates,
    });
    expect(await pricesOf(anna, 'HNDEXPIRED')).toMatchObject({ price: 92000, price_default: 92000 });
    expect((await pricesOf(anna, 'HNDEXPIRED')).discount_end).toBe(dayFromToday(-1));
    expect(await pricesOf(anna, 'HNDFUTURE')).toMatchObject({ price: 92000, price_default: 92000 });
    expect((await pricesOf(anna, 'HNDFUTURE')).discount_start).toBe(dayFromToday(3));
    // Her own price is lower than the campaign's: she keeps it.
    expect(await pricesOf(anna, 'HNDABOVE')).toMatchObject({ price: 92000, price_default: 92000 });
    // Külmutus 4 % reaches the leaf through its parent.
    expect(await pricesOf(anna, 'HNDPARENT')).toMatchObject({
      price: 96000,
      price_default: 96000,
      price_vat: 119040,
    });
    // Miele 5 %: 123.30 × 0.95 = 117.135 → 117.14 (half up).
    expect(await pricesOf(anna, 'HNDMIELE')).toMatchObject({ price: 11714, original_price: 12330 });
    expect(await pricesOf(anna, 'HNDELUX')).toMatchObject({ price: 50000, price_default: 50000 });
  });

  it('gives Peeter his own discounts', async () => {
    const peeter = 'peeter@ehitus.test';
    expect(await pricesOf(peeter, 'HNDPLAIN')).toEqual({
      price: 100000,
      original_price: 100000,
      price_default: 100000,
      price_vat: 124000,
      price_default_vat: 124000,
      ...noDates,
    });
    expect(await pricesOf(peeter, 'HNDACTIVE')).toEqual({
      price: 85000,
      original_price: 100000,
      price_default: 100000,
      price_vat: 105400,
      price_default_vat: 124000,
      ...activeDates,
    });
    expect(await pricesOf(peeter, 'HNDEXPIRED')).toMatchObject({ price: 100000, price_default: 100000 });
    expect(await pricesOf(peeter, 'HNDFUTURE')).toMatchObject({ price: 100000, price_default: 100000 });
    expect(await pricesOf(peeter, 'HNDABOVE')).toMatchObject({ price: 95000, price_default: 100000 });
    // Electrolux 6 % beats Pliidiplaadid 3 %; Beko gets the category's 3 %: 333.33 × 0.97 = 323.33.
    expect(await pricesOf(peeter, 'HNDELUX')).toMatchObject({ price: 47000, price_vat: 58280 });
    expect(await pricesOf(peeter, 'HNDHOB')).toMatchObject({ price: 32333, price_vat: 40093 });
  });
});

describe('sales view', () => {
  it.each(['anna@kodumasin.test', 'peeter@ehitus.test'])(
    'shows %s the recommended retail prices',
    async (email) => {
      await inView(email, 'sales', async () => {
        expect(await pricesOf(email, 'HNDPLAIN')).toEqual({
          price: 130000,
          original_price: 130000,
          price_default: 130000,
          price_vat: 161200,
          price_default_vat: 161200,
          ...noDates,
        });
        // The campaign lowers retail by the wholesale campaign's share: 1300 × 850 / 1000.
        expect(await pricesOf(email, 'HNDACTIVE')).toEqual({
          price: 110500,
          original_price: 130000,
          price_default: 130000,
          price_vat: 137020,
          price_default_vat: 161200,
          ...activeDates,
        });
        expect(await pricesOf(email, 'HNDEXPIRED')).toMatchObject({ price: 130000, price_default: 130000 });
        expect(await pricesOf(email, 'HNDFUTURE')).toMatchObject({ price: 130000, price_default: 130000 });
        expect(await pricesOf(email, 'HNDABOVE')).toMatchObject({ price: 123500, price_vat: 153140 });
        expect(await pricesOf(email, 'HNDELUX')).toMatchObject({ price: 65000, price_vat: 80600 });
      });
    },
  );

  it('sorts and filters by the VAT-inclusive price in the sales view', async () => {
    const email = 'peeter@ehitus.test';
    const client = clients[email] as TestClient;
    await inView(email, 'sales', async () => {
      const reply = strict(CategoryListingReplySchema).parse(
        (await client.api('GET', '/api/search/category?category=hinnad-kulm&sort=price-asc')).json(),
      );
      const vat = reply.data.map((p: Product) => p.price_vat);
      expect(vat).toEqual([...vat].sort((a, b) => a - b));
      // 1 400 € VAT incl. is below the plain product's 1 612 € but above the active campaign's 1 370,20 €.
      const cheap = strict(CategoryListingReplySchema).parse(
        (
          await client.api(
            'GET',
            '/api/search/category?category=hinnad-kulm&filters=hind:1370-1400&sort=code-asc',
          )
        ).json(),
      );
      expect(cheap.data.map((p) => p.code)).toEqual(['HNDACTIVE']);
    });
  });
});
