import type { Db } from '../db/database.js';
import { dayFromToday, insertCategory, insertProducts, type TestProduct } from './catalog-fixtures.js';

/**
 * A category of our own with known products. Anna's client has Bosch −8 % and Miele −5 %, so her
 * net prices are: A1 276, A2 368, A3 500, A4 150 (campaign; regular 200), A5 855, B1 322, B2 760 €.
 */
export const LISTING_PRODUCTS: TestProduct[] = [
  {
    code: 'TSTA1',
    title: 'Aatomi A1',
    brand: 'bosch',
    category: 'testid-a',
    price: 30000,
    attributes: { energiaklass: 'A', laius: 60, muratase: 40 },
  },
  {
    code: 'TSTA2',
    title: 'Baasi A2',
    brand: 'bosch',
    category: 'testid-a',
    price: 40000,
    attributes: { energiaklass: 'B', laius: 60, muratase: 44 },
  },
  {
    code: 'TSTA3',
    title: 'Ceeder A3',
    brand: 'siemens',
    category: 'testid-a',
    price: 50000,
    attributes: { energiaklass: 'A', laius: 45, muratase: 46 },
  },
  {
    code: 'TSTA4',
    title: 'Daalia A4',
    brand: 'siemens',
    category: 'testid-a',
    price: 20000,
    campaign: { price: 15000, start: dayFromToday(-1), end: dayFromToday(3) },
    attributes: { energiaklass: 'C', laius: 60, muratase: 48 },
  },
  {
    code: 'TSTA5',
    title: 'Eeden A5',
    brand: 'miele',
    category: 'testid-a',
    price: 90000,
    attributes: { energiaklass: 'A', laius: 60, muratase: 42 },
  },
  {
    code: 'TSTB1',
    title: 'Fjord B1',
    brand: 'bosch',
    category: 'testid-b',
    price: 35000,
    attributes: { energiaklass: 'B', laius: 45, muratase: 39 },
  },
  {
    code: 'TSTB2',
    title: 'Graniit B2',
    brand: 'miele',
    category: 'testid-b',
    price: 80000,
    attributes: { energiaklass: 'A', laius: 60, muratase: 50 },
  },
];

/** The category 'testid' (children 'testid-a', 'testid-b') with LISTING_PRODUCTS in it. */
export async function insertListingProducts(db: Db): Promise<void> {
  await insertCategory(db, 'testid', 'Testid');
  await insertCategory(db, 'testid-a', 'Testid A', 'testid');
  await insertCategory(db, 'testid-b', 'Testid B', 'testid');
  await insertProducts(db, LISTING_PRODUCTS);
}
