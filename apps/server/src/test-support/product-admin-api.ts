import type { AdminProduct } from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, expect } from 'vitest';
import { staffClient, type StaffTestClient } from './staff-client.js';
import { createTestApp, type TestApp } from './test-app.js';
import { TestClient } from './test-client.js';

/**
 * Issue 24's product management through the real API, shared by its test files: each file calls
 * useProductAdminApi() once and reads the bindings below (live: filled in by its beforeAll).
 */
export let t: TestApp;
export let manager: StaffTestClient;
export let buyer: TestClient;
export let leaf: { id: number; parent_id: number };
export let otherLeaf: { id: number };
export let brand: { id: number; slug: string };
export let enumAttribute: { id: number };
export let numberAttribute: { id: number };

/** Registers the file's app, staff and buyer clients and the catalogue rows the tests use. */
export function useProductAdminApi(): void {
  beforeAll(async () => {
    t = await createTestApp();
    manager = await staffClient(t, 'catalog');
    buyer = new TestClient(t.app);
    expect((await buyer.login('peeter@ehitus.test')).statusCode).toBe(200);
    const categories = await t.db.selectFrom('categories').select(['id', 'parent_id', 'slug']).execute();
    const parents = new Set(categories.map((c) => c.parent_id));
    const leaves = categories.filter((c) => c.parent_id !== null && !parents.has(c.id));
    leaf = { id: leaves[0]!.id, parent_id: leaves[0]!.parent_id! };
    otherLeaf = { id: leaves.find((c) => c.parent_id !== leaf.parent_id)!.id };
    brand = await t.db.selectFrom('brands').select(['id', 'slug']).orderBy('id').executeTakeFirstOrThrow();
    enumAttribute = await t.db
      .selectFrom('attributes')
      .select('id')
      .where('kind', '=', 'enum')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    numberAttribute = await t.db
      .selectFrom('attributes')
      .select('id')
      .where('kind', '=', 'number')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('attributes')
      .set({ choices: JSON.stringify(['A', 'B', 'C']) })
      .where('id', '=', enumAttribute.id)
      .execute();
  }, 60_000);

  afterAll(async () => {
    await t.close();
  });
}

export const audits = (entityId: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'product')
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();

let serial = 0;
export function productBody(overrides: Record<string, unknown> = {}) {
  serial++;
  return {
    code: `HT-${serial}`,
    title: `Halduse testtoode ${serial}`,
    url: `halduse-testtoode-${serial}`,
    category_id: leaf.id,
    brand_id: brand.id,
    description: '<p>Hea <b>masin</b></p>',
    price: 40000,
    retail_price: 62000,
    specs: [{ name: 'Mahutavus', value: '8 kg' }],
    values: [
      { attribute_id: enumAttribute.id, value: 'A' },
      { attribute_id: numberAttribute.id, value: '59,5' },
    ],
    ...overrides,
  };
}

export async function create(overrides: Record<string, unknown> = {}): Promise<AdminProduct> {
  const response = await manager.api('POST', '/api/admin/products', productBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ product: AdminProduct }>().product;
}

export function errorsOf(response: { json<T>(): T }) {
  return response.json<{ errors: Record<string, string[]> }>().errors;
}

/** The buyer's index rebuilds off the request path: ask until the change shows (or give up). */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 100 && !done(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}
