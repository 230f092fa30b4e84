import { MenuReplySchema } from '@kodumasinad/contract';
import {
  AdminCategoryListReplySchema,
  AdminCategoryReplySchema,
  CATEGORY_ADD_ON_UNKNOWN_MESSAGE,
  CATEGORY_ATTRIBUTES_MESSAGE,
  CATEGORY_ATTRIBUTE_UNKNOWN_MESSAGE,
  CATEGORY_HAS_CHILDREN_DELETE_MESSAGE,
  CATEGORY_HAS_CHILDREN_MOVE_MESSAGE,
  CATEGORY_HAS_PRODUCTS_DELETE_MESSAGE,
  CATEGORY_HAS_PRODUCTS_PARENT_MESSAGE,
  CATEGORY_ORDER_MESSAGE,
  CATEGORY_PARENT_MESSAGE,
  CATEGORY_PARENT_NOT_TOP_MESSAGE,
  CATEGORY_SLUG_TAKEN_MESSAGE,
  CATEGORY_TITLE_MESSAGE,
  TAXONOMY_SLUG_MESSAGE,
  TAXONOMY_SLUG_RESERVED_MESSAGE,
  taxonomyDiscountsMessage,
} from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../test-support/catalog-fixtures.js';
import { staffClient, type StaffTestClient } from '../../test-support/staff-client.js';
import { strict } from '../../test-support/strict.js';
import type { TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import {
  adminCategories,
  auditsOf,
  catalogVersion,
  categoryBody,
  createAdminCategory,
  errorsOf,
  type Errors,
  taxonomyTestApp,
} from '../../test-support/taxonomy-api.js';

/** Issue 24: the category tree through the real API (roles, rules, order, delete). */
let t: TestApp;
let manager: StaffTestClient;
let buyer: TestClient;

beforeAll(async () => {
  ({ t, manager, buyer } = await taxonomyTestApp());
}, 60_000);

afterAll(async () => {
  await t.close();
});

const audits = (entity: string) => auditsOf(t, entity);
const versionNow = () => catalogVersion(t);
const categories = () => adminCategories(manager);
const createCategory = (body: Record<string, unknown>) => createAdminCategory(manager, body);

describe('roles', () => {
  const routes: [string, string][] = [
    ['GET', '/api/admin/categories'],
    ['POST', '/api/admin/categories'],
    ['POST', '/api/admin/categories/order'],
    ['PUT', '/api/admin/categories/1'],
    ['DELETE', '/api/admin/categories/1'],
    ['GET', '/api/admin/brands'],
    ['POST', '/api/admin/brands'],
    ['PUT', '/api/admin/brands/1'],
    ['DELETE', '/api/admin/brands/1'],
    ['GET', '/api/admin/attributes'],
    ['POST', '/api/admin/attributes'],
    ['PUT', '/api/admin/attributes/1'],
    ['DELETE', '/api/admin/attributes/1'],
  ];

  it('lets catalogue managers and admins in, refuses buyers and the other staff roles', async () => {
    const anonymous = new TestClient(t.app);
    await anonymous.page();
    const sales = await staffClient(t, 'sales');
    const content = await staffClient(t, 'content');
    const admin = await staffClient(t, 'admin');
    const versionBefore = await versionNow();
    for (const [method, url] of routes) {
      const call = (client: TestClient) =>
        client.api(method as 'GET', url, method === 'GET' ? undefined : {});
      expect((await call(anonymous)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(buyer)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(sales)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(content)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await versionNow()).toBe(versionBefore);
    for (const url of ['/api/admin/categories', '/api/admin/brands', '/api/admin/attributes']) {
      expect((await manager.api('GET', url)).statusCode).toBe(200);
      expect((await admin.api('GET', url)).statusCode).toBe(200);
    }
  });
});

describe('categories', () => {
  it('lists the tree with product counts, tops each followed by their children', async () => {
    const list = await categories();
    const tops = list.filter((c) => c.parent_id === null);
    expect(tops.length).toBeGreaterThan(1);
    // Each child comes right after its parent or a sibling.
    list.forEach((category, i) => {
      if (category.parent_id === null) return;
      const before = list[i - 1];
      expect([before?.id, before?.parent_id]).toContain(category.parent_id);
    });
    const products = await t.db.selectFrom('products').select('id').execute();
    expect(list.reduce((sum, c) => sum + c.products, 0)).toBe(products.length);
  });

  it('refuses bad input with Estonian messages by field and saves nothing', async () => {
    const before = (await categories()).length;
    const product = await t.db.selectFrom('products').select('url').executeTakeFirstOrThrow();
    const [existing] = await categories();
    const leaf = (await categories()).find((c) => c.parent_id !== null);
    const cases: [Record<string, unknown>, Errors][] = [
      [{}, { title: [CATEGORY_TITLE_MESSAGE], slug: [TAXONOMY_SLUG_MESSAGE] }],
      [{ title: 'X', slug: 'Suur Täht' }, { slug: [TAXONOMY_SLUG_MESSAGE] }],
      [{ title: 'X', slug: 'haldus' }, { slug: [TAXONOMY_SLUG_RESERVED_MESSAGE] }],
      [{ title: 'X', slug: existing?.slug }, { slug: [CATEGORY_SLUG_TAKEN_MESSAGE] }],
      [{ title: 'X', slug: product.url }, { slug: [CATEGORY_SLUG_TAKEN_MESSAGE] }],
      [{ title: 'X', slug: 'eripakkumised' }, { slug: [CATEGORY_SLUG_TAKEN_MESSAGE] }],
      [{ title: 'X', slug: 'uus-x', parent_id: 999999 }, { parent_id: [CATEGORY_PARENT_MESSAGE] }],
      [{ title: 'X', slug: 'uus-x', parent_id: leaf?.id }, { parent_id: [CATEGORY_PARENT_NOT_TOP_MESSAGE] }],
      [
        { title: 'X', slug: 'uus-x', attribute_ids: [999999] },
        { attribute_ids: [CATEGORY_ATTRIBUTE_UNKNOWN_MESSAGE] },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await manager.api('POST', '/api/admin/categories', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorsOf(response), JSON.stringify(body)).toEqual(errors);
    }
    expect(await categories()).toHaveLength(before);
  });

  it('adds, renames and moves categories under the two-level rules, audited before and after', async () => {
    const top = await createCategory({ title: 'Kohvimasinad', slug: 'tax-kohvimasinad' });
    expect(top).toMatchObject({ parent_id: null, hidden: false, products: 0, attribute_ids: [] });
    const child = await createCategory({ title: 'Espresso', slug: 'tax-espresso', parent_id: top.id });
    const other = await createCategory({ title: 'Teemasinad', slug: 'tax-teemasinad' });

    // A top category with children cannot become a child.
    const topDown = await manager.api(
      'PUT',
      `/api/admin/categories/${top.id}`,
      categoryBody(top, { parent_id: other.id }),
    );
    expect(errorsOf(topDown)).toEqual({ parent_id: [CATEGORY_HAS_CHILDREN_MOVE_MESSAGE] });

    // A category with products cannot gain children.
    const withProducts = (await categories()).find((c) => c.products > 0 && c.parent_id !== null);
    const owner = (await categories()).find((c) => c.id === withProducts?.parent_id);
    expect(owner).toBeDefined();
    const underProducts = await manager.api(
      'PUT',
      `/api/admin/categories/${child.id}`,
      categoryBody(child, { parent_id: withProducts?.id }),
    );
    expect(errorsOf(underProducts)).toEqual({ parent_id: [CATEGORY_PARENT_NOT_TOP_MESSAGE] });
    const leafTop = await createCategory({ title: 'Veekeetjad', slug: 'tax-veekeetjad' });
    await insertProducts(t.db, [
      { code: 'TAXKETTLE1', brand: 'bosch', category: 'tax-veekeetjad', price: 3000 },
    ]);
    const gainChild = await manager.api('POST', '/api/admin/categories', {
      title: 'Klaasist',
      slug: 'klaasist-veekeetjad',
      parent_id: leafTop.id,
    });
    expect(errorsOf(gainChild)).toEqual({ parent_id: [CATEGORY_HAS_PRODUCTS_PARENT_MESSAGE] });

    // Rename and move the child under the other top category.
    const moved = await manager.api(
      'PUT',
      `/api/admin/categories/${child.id}`,
      categoryBody(child, { title: 'Espressomasinad', slug: 'tax-espressomasinad', parent_id: other.id }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(strict(AdminCategoryReplySchema).parse(moved.json()).data).toMatchObject({
      title: 'Espressomasinad',
      slug: 'tax-espressomasinad',
      parent_id: other.id,
    });
    const entries = await audits('category');
    const move = entries.find((e) => e.action === 'category.move');
    expect(move?.staff_id).toBe(manager.staff.id);
    expect(JSON.parse(move?.before_json ?? '{}')).toMatchObject({ slug: 'tax-espresso', parent_id: top.id });
    expect(JSON.parse(move?.after_json ?? '{}')).toMatchObject({
      slug: 'tax-espressomasinad',
      parent_id: other.id,
    });
    expect(entries.filter((e) => e.action === 'category.create')).toHaveLength(4);

    // The buyer's menu follows at once.
    const menu = strict(MenuReplySchema).parse((await buyer.api('GET', '/api/categories/menu')).json()).data;
    const teemasinad = menu.find((item) => item.id === other.id);
    expect(teemasinad?.children.map((c) => c.title)).toEqual(['Espressomasinad']);
  });

  it('keeps a category’s add-ons in order and refuses unknown or repeated ids', async () => {
    const leaf = (await categories()).find((c) => c.parent_id !== null && c.products > 0);
    if (leaf === undefined) throw new Error('no leaf with products');
    const products = await t.db.selectFrom('products').select('id').orderBy('id').limit(2).execute();
    const ids = products.map((p) => p.id).reverse();
    const unknown = await manager.api(
      'PUT',
      `/api/admin/categories/${leaf.id}`,
      categoryBody(leaf, { add_on_ids: [...ids, 999999] }),
    );
    expect(errorsOf(unknown)).toEqual({ add_on_ids: [CATEGORY_ADD_ON_UNKNOWN_MESSAGE] });
    const repeated = await manager.api(
      'PUT',
      `/api/admin/categories/${leaf.id}`,
      categoryBody(leaf, { attribute_ids: [1, 1] }),
    );
    expect(errorsOf(repeated)).toEqual({ attribute_ids: [CATEGORY_ATTRIBUTES_MESSAGE] });
    const saved = await manager.api(
      'PUT',
      `/api/admin/categories/${leaf.id}`,
      categoryBody(leaf, { add_on_ids: ids }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(strict(AdminCategoryReplySchema).parse(saved.json()).data.add_on_ids).toEqual(ids);
    const rows = await t.db
      .selectFrom('category_add_ons')
      .select('product_id')
      .where('category_id', '=', leaf.id)
      .orderBy('sort')
      .execute();
    expect(rows.map((r) => r.product_id)).toEqual(ids);
  });

  it('reorders one level and refuses an order that is not exactly that level', async () => {
    const tops = (await categories()).filter((c) => c.parent_id === null);
    const ids = tops.map((c) => c.id);
    const partial = await manager.api('POST', '/api/admin/categories/order', {
      parent_id: null,
      ids: ids.slice(1),
    });
    expect(partial.statusCode).toBe(422);
    expect(errorsOf(partial)).toEqual({ ids: [CATEGORY_ORDER_MESSAGE] });

    const reversed = [...ids].reverse();
    const ordered = await manager.api('POST', '/api/admin/categories/order', {
      parent_id: null,
      ids: reversed,
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const list = strict(AdminCategoryListReplySchema).parse(ordered.json()).data;
    expect(list.filter((c) => c.parent_id === null).map((c) => c.id)).toEqual(reversed);
    const menu = strict(MenuReplySchema).parse((await buyer.api('GET', '/api/categories/menu')).json()).data;
    expect(menu.slice(1).map((item) => item.id)).toEqual(reversed);
    const entry = (await audits('category')).find((e) => e.action === 'category.order');
    expect(JSON.parse(entry?.before_json ?? '{}')).toEqual({ parent_id: null, ids });
    expect(JSON.parse(entry?.after_json ?? '{}')).toEqual({ parent_id: null, ids: reversed });
  });

  it('refuses deleting a category with products or children, and deletes an empty one', async () => {
    const list = await categories();
    const withProducts = list.find((c) => c.products > 0);
    const refused = await manager.api('DELETE', `/api/admin/categories/${withProducts?.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: CATEGORY_HAS_PRODUCTS_DELETE_MESSAGE });
    const parent = list.find((c) => list.some((child) => child.parent_id === c.id));
    const withChildren = await manager.api('DELETE', `/api/admin/categories/${parent?.id}`);
    expect(withChildren.json()).toMatchObject({ message: CATEGORY_HAS_CHILDREN_DELETE_MESSAGE });
    expect(await categories()).toHaveLength(list.length);

    const empty = await createCategory({ title: 'Ajutine', slug: 'ajutine' });
    const deleted = await manager.api('DELETE', `/api/admin/categories/${empty.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await categories()).some((c) => c.id === empty.id)).toBe(false);
    const entry = (await audits('category')).find((e) => e.action === 'category.delete');
    expect(JSON.parse(entry?.before_json ?? '{}')).toMatchObject({ slug: 'ajutine' });
    expect(entry?.after_json).toBeNull();
    expect((await manager.api('DELETE', `/api/admin/categories/${empty.id}`)).statusCode).toBe(404);
  });

  it('refuses deleting a category client companies have a discount on, naming how many (decision 090)', async () => {
    const category = await createCategory({ title: 'Allahindlusega', slug: 'allahindlusega' });
    const clients = await t.db.selectFrom('b2b_clients').select('id').orderBy('id').limit(2).execute();
    expect(clients).toHaveLength(2);
    const [first, second] = clients.map((c) => c.id) as [number, number];
    const brand = await t.db.selectFrom('brands').select('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('client_discounts')
      .values([
        { b2b_client_id: first, brand_id: null, category_id: category.id, percent: 5 },
        { b2b_client_id: first, brand_id: brand.id, category_id: category.id, percent: 7 },
        { b2b_client_id: second, brand_id: null, category_id: category.id, percent: 3 },
      ])
      .execute();
    const discounts = () =>
      t.db.selectFrom('client_discounts').select('id').where('category_id', '=', category.id).execute();

    expect((await categories()).find((c) => c.id === category.id)?.discount_clients).toBe(2);
    const refused = await manager.api('DELETE', `/api/admin/categories/${category.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'in_use',
      message: taxonomyDiscountsMessage('category', 2),
    });
    expect(taxonomyDiscountsMessage('category', 2)).toContain('2 kliendil');
    expect(await discounts()).toHaveLength(3);
    expect((await categories()).some((c) => c.id === category.id)).toBe(true);

    await t.db.deleteFrom('client_discounts').where('category_id', '=', category.id).execute();
    expect((await manager.api('DELETE', `/api/admin/categories/${category.id}`)).statusCode).toBe(200);
  });
});
