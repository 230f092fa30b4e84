import {
  AdminAttributeListReplySchema,
  AdminCategoryListReplySchema,
  AdminCategoryReplySchema,
  type AdminAttribute,
  type AdminCategory,
} from '@kodumasinad/contract/admin';
import { expect } from 'vitest';
import { staffClient, type StaffTestClient } from './staff-client.js';
import { strict } from './strict.js';
import { createTestApp, type TestApp } from './test-app.js';
import { TestClient } from './test-client.js';

/** The taxonomy API tests' app: a catalogue manager and a signed-in buyer (Anna). */
export async function taxonomyTestApp(): Promise<{
  t: TestApp;
  manager: StaffTestClient;
  buyer: TestClient;
}> {
  const t = await createTestApp();
  const manager = await staffClient(t, 'catalog');
  const buyer = new TestClient(t.app);
  expect((await buyer.login('anna@kodumasin.test')).statusCode).toBe(200);
  return { t, manager, buyer };
}

export type Errors = Record<string, string[]>;
export const errorsOf = (response: { json<T>(): T }) => response.json<{ errors: Errors }>().errors;

export const auditsOf = (t: TestApp, entity: string) =>
  t.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).orderBy('id').execute();

export const catalogVersion = async (t: TestApp) =>
  (await t.db.selectFrom('catalog_meta').select('version').executeTakeFirst())?.version ?? 0;

export async function adminCategories(manager: StaffTestClient): Promise<AdminCategory[]> {
  const response = await manager.api('GET', '/api/admin/categories');
  expect(response.statusCode).toBe(200);
  return strict(AdminCategoryListReplySchema).parse(response.json()).data;
}

export async function createAdminCategory(
  manager: StaffTestClient,
  body: Record<string, unknown>,
): Promise<AdminCategory> {
  const response = await manager.api('POST', '/api/admin/categories', body);
  expect(response.statusCode, response.body).toBe(201);
  return strict(AdminCategoryReplySchema).parse(response.json()).data;
}

export async function adminAttributeByCode(manager: StaffTestClient, code: string): Promise<AdminAttribute> {
  const response = await manager.api('GET', '/api/admin/attributes');
  const found = strict(AdminAttributeListReplySchema)
    .parse(response.json())
    .data.find((a) => a.code === code);
  if (found === undefined) throw new Error(`no attribute ${code}`);
  return found;
}

/** A category's whole PUT body, with `changes` over it. */
export const categoryBody = (category: AdminCategory, changes: Record<string, unknown> = {}) => ({
  title: category.title,
  slug: category.slug,
  parent_id: category.parent_id,
  hidden: category.hidden,
  two_columns: category.two_columns,
  attribute_ids: category.attribute_ids,
  add_on_ids: category.add_on_ids,
  ...changes,
});
