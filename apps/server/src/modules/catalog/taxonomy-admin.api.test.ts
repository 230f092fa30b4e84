import {
  MenuReplySchema,
  MeasuresReplySchema,
  PropertiesReplySchema,
  ValueRangesReplySchema,
} from '@kodumasinad/contract';
import {
  AdminAttributeListReplySchema,
  AdminAttributeReplySchema,
  AdminBrandListReplySchema,
  AdminBrandReplySchema,
  AdminCategoryListReplySchema,
  AdminCategoryReplySchema,
  ATTRIBUTE_CHOICES_NUMBER_MESSAGE,
  ATTRIBUTE_CODE_RESERVED_MESSAGE,
  ATTRIBUTE_CODE_TAKEN_MESSAGE,
  ATTRIBUTE_TYPE_MESSAGE,
  BRAND_HAS_PRODUCTS_MESSAGE,
  BRAND_NAME_MESSAGE,
  BRAND_SLUG_TAKEN_MESSAGE,
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
  attributeChoiceInUseMessage,
  attributeInUseMessage,
  attributeKindInUseMessage,
  type AdminAttribute,
  type AdminCategory,
} from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts, slugOf } from '../../test-support/catalog-fixtures.js';
import { staffClient, type StaffTestClient } from '../../test-support/staff-client.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';

/** Issue 24: categories, brands and attributes through the real API, and what buyers then see. */
let t: TestApp;
let manager: StaffTestClient;
let buyer: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  manager = await staffClient(t, 'catalog');
  buyer = new TestClient(t.app);
  expect((await buyer.login('anna@kodumasin.test')).statusCode).toBe(200);
}, 60_000);

afterAll(async () => {
  await t.close();
});

type Errors = Record<string, string[]>;
const errorsOf = (response: { json<T>(): T }) => response.json<{ errors: Errors }>().errors;
const audits = (entity: string) =>
  t.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).orderBy('id').execute();
const versionNow = async () =>
  (await t.db.selectFrom('catalog_meta').select('version').executeTakeFirst())?.version ?? 0;

async function categories(): Promise<AdminCategory[]> {
  const response = await manager.api('GET', '/api/admin/categories');
  expect(response.statusCode).toBe(200);
  return strict(AdminCategoryListReplySchema).parse(response.json()).data;
}

async function createCategory(body: Record<string, unknown>): Promise<AdminCategory> {
  const response = await manager.api('POST', '/api/admin/categories', body);
  expect(response.statusCode, response.body).toBe(201);
  return strict(AdminCategoryReplySchema).parse(response.json()).data;
}

async function attributeByCode(code: string): Promise<AdminAttribute> {
  const response = await manager.api('GET', '/api/admin/attributes');
  const found = strict(AdminAttributeListReplySchema)
    .parse(response.json())
    .data.find((a) => a.code === code);
  if (found === undefined) throw new Error(`no attribute ${code}`);
  return found;
}

const categoryBody = (category: AdminCategory, changes: Record<string, unknown> = {}) => ({
  title: category.title,
  slug: category.slug,
  parent_id: category.parent_id,
  hidden: category.hidden,
  two_columns: category.two_columns,
  attribute_ids: category.attribute_ids,
  add_on_ids: category.add_on_ids,
  ...changes,
});

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
});

describe('what buyers see', () => {
  let top: AdminCategory;
  let leaf: AdminCategory;

  beforeAll(async () => {
    top = await createCategory({ title: 'Taksonoomia', slug: 'taksonoomia' });
    leaf = await createCategory({ title: 'Taksonoomia lehed', slug: 'taksonoomia-lehed', parent_id: top.id });
    await insertProducts(t.db, [
      {
        code: 'TAXHID1',
        title: 'Peidetav Külmik',
        brand: 'bosch',
        category: 'taksonoomia-lehed',
        price: 40000,
        attributes: { energiaklass: 'A', varvus: 'Valge', laius: 60, sugavus: 55, muratase: 40 },
      },
      {
        code: 'TAXHID2',
        brand: 'miele',
        category: 'taksonoomia-lehed',
        price: 50000,
        attributes: { energiaklass: 'B', varvus: 'Must', laius: 45, sugavus: 60, korgus: 85 },
      },
    ]);
    // Let the admin change below rebuild the index with these products.
    await manager.api('PUT', `/api/admin/categories/${top.id}`, categoryBody(top));
  });

  const listingCodes = async (slug: string) => {
    const response = await buyer.api('GET', `/api/search/category?category=${slug}`);
    return response.statusCode === 200
      ? response.json<{ data: { code: string }[] }>().data.map((p) => p.code)
      : response.statusCode;
  };
  const searchRows = async (q: string) =>
    (await buyer.api('GET', `/api/search/json?query=${encodeURIComponent(q)}`)).json<{ rows: number }>().rows;

  it('offers the filters a category names, in its order; none named: every filterable one', async () => {
    const facetCodes = async (
      path: string,
      schema: typeof PropertiesReplySchema | typeof MeasuresReplySchema | typeof ValueRangesReplySchema,
    ) => {
      const response = await buyer.api('GET', `${path}?category=${leaf.slug}`);
      expect(response.statusCode, response.body).toBe(200);
      return strict(schema)
        .parse(response.json())
        .data.map((f) => f.code);
    };
    expect(await facetCodes('/api/search/properties', PropertiesReplySchema)).toEqual([
      'tootja',
      'energiaklass',
      'varvus',
    ]);
    expect(await facetCodes('/api/search/measures', MeasuresReplySchema)).toEqual(['laius', 'sugavus']);
    expect(await facetCodes('/api/search/value-ranges', ValueRangesReplySchema)).toEqual([
      'korgus',
      'muratase',
    ]);

    const ids = await Promise.all(['sugavus', 'varvus', 'muratase', 'energiaklass'].map(attributeByCode));
    const saved = await manager.api(
      'PUT',
      `/api/admin/categories/${leaf.id}`,
      categoryBody(leaf, { attribute_ids: ids.map((a) => a.id) }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(strict(AdminCategoryReplySchema).parse(saved.json()).data.attribute_ids).toEqual(
      ids.map((a) => a.id),
    );
    expect(await facetCodes('/api/search/properties', PropertiesReplySchema)).toEqual([
      'tootja',
      'varvus',
      'energiaklass',
    ]);
    expect(await facetCodes('/api/search/measures', MeasuresReplySchema)).toEqual(['sugavus']);
    expect(await facetCodes('/api/search/value-ranges', ValueRangesReplySchema)).toEqual(['muratase']);
  });

  it('hides a hidden category and its products from the menu, listings and search', async () => {
    expect(await listingCodes(leaf.slug)).toEqual(expect.arrayContaining(['TAXHID1', 'TAXHID2']));
    expect(await searchRows('Peidetav Külmik')).toBe(1);
    const hidden = await manager.api(
      'PUT',
      `/api/admin/categories/${top.id}`,
      categoryBody(top, { hidden: true }),
    );
    expect(hidden.statusCode, hidden.body).toBe(200);

    const menu = strict(MenuReplySchema).parse((await buyer.api('GET', '/api/categories/menu')).json()).data;
    expect(menu.some((item) => item.id === top.id)).toBe(false);
    expect(await listingCodes(top.slug)).toBe(404);
    expect(await listingCodes(leaf.slug)).toBe(404);
    expect(await searchRows('Peidetav Külmik')).toBe(0);
    expect((await buyer.api('GET', `/api/product/${slugOf('TAXHID1')}`)).statusCode).toBe(404);

    const shown = await manager.api(
      'PUT',
      `/api/admin/categories/${top.id}`,
      categoryBody(top, { hidden: false }),
    );
    expect(shown.statusCode).toBe(200);
    expect(await searchRows('Peidetav Külmik')).toBe(1);
  });
});

describe('brands', () => {
  it('creates, renames and deletes a brand; refuses a taken slug and a brand with products', async () => {
    const empty = await manager.api('POST', '/api/admin/brands', {});
    expect(errorsOf(empty)).toEqual({ name: [BRAND_NAME_MESSAGE], slug: [TAXONOMY_SLUG_MESSAGE] });
    const taken = await manager.api('POST', '/api/admin/brands', { name: 'Bosch 2', slug: 'bosch' });
    expect(errorsOf(taken)).toEqual({ slug: [BRAND_SLUG_TAKEN_MESSAGE] });

    const created = await manager.api('POST', '/api/admin/brands', {
      name: 'Gaggia',
      slug: 'gaggia',
      group_name: '',
    });
    expect(created.statusCode, created.body).toBe(201);
    const brand = strict(AdminBrandReplySchema).parse(created.json()).data;
    expect(brand).toMatchObject({ name: 'Gaggia', slug: 'gaggia', group_name: null, products: 0 });
    const renamed = await manager.api('PUT', `/api/admin/brands/${brand.id}`, {
      name: 'Gaggia Milano',
      slug: 'gaggia',
      group_name: 'Itaalia',
    });
    expect(strict(AdminBrandReplySchema).parse(renamed.json()).data).toMatchObject({
      name: 'Gaggia Milano',
      group_name: 'Itaalia',
    });

    const list = strict(AdminBrandListReplySchema).parse(
      (await manager.api('GET', '/api/admin/brands')).json(),
    ).data;
    const bosch = list.find((b) => b.slug === 'bosch');
    expect(bosch?.products).toBeGreaterThan(0);
    const refused = await manager.api('DELETE', `/api/admin/brands/${bosch?.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: BRAND_HAS_PRODUCTS_MESSAGE });

    expect((await manager.api('DELETE', `/api/admin/brands/${brand.id}`)).statusCode).toBe(200);
    expect((await audits('brand')).map((e) => e.action)).toEqual([
      'brand.create',
      'brand.update',
      'brand.delete',
    ]);
    const update = (await audits('brand'))[1];
    expect(JSON.parse(update?.before_json ?? '{}')).toMatchObject({ name: 'Gaggia' });
    expect(JSON.parse(update?.after_json ?? '{}')).toMatchObject({ name: 'Gaggia Milano' });
  });
});

describe('attributes', () => {
  it('creates a choice attribute and refuses bad codes, types and choices by field', async () => {
    const cases: [Record<string, unknown>, Errors][] = [
      [{ code: 'tootja', name: 'Tootja', type: 'choice' }, { code: [ATTRIBUTE_CODE_RESERVED_MESSAGE] }],
      [{ code: 'laius', name: 'Laius', type: 'measure' }, { code: [ATTRIBUTE_CODE_TAKEN_MESSAGE] }],
      [{ code: 'uus', name: 'Uus', type: 'tekst' }, { type: [ATTRIBUTE_TYPE_MESSAGE] }],
      [
        { code: 'uus', name: 'Uus', type: 'measure', choices: ['1'] },
        { choices: [ATTRIBUTE_CHOICES_NUMBER_MESSAGE] },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await manager.api('POST', '/api/admin/attributes', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorsOf(response), JSON.stringify(body)).toEqual(errors);
    }
    const created = await manager.api('POST', '/api/admin/attributes', {
      code: 'materjal',
      name: 'Materjal',
      type: 'choice',
      choices: ['Klaas', 'Teras'],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(strict(AdminAttributeReplySchema).parse(created.json()).data).toMatchObject({
      kind: 'enum',
      filter: 'values',
      choices: ['Klaas', 'Teras'],
      in_filters: true,
    });
    const range = await manager.api('POST', '/api/admin/attributes', {
      code: 'kaal',
      name: 'Kaal',
      unit: 'kg',
      type: 'range',
    });
    expect(strict(AdminAttributeReplySchema).parse(range.json()).data).toMatchObject({
      kind: 'number',
      filter: 'range',
      unit: 'kg',
      type: 'range',
    });
    const entry = (await audits('attribute')).find((e) => e.action === 'attribute.create');
    expect(JSON.parse(entry?.after_json ?? '{}')).toMatchObject({ code: 'materjal' });
  });

  it('refuses removing a choice products still use, changing a used kind and deleting a used attribute', async () => {
    const colour = await attributeByCode('varvus');
    const used = await t.db
      .selectFrom('product_values')
      .select(['value_text', (eb) => eb.fn.countAll<number>().as('n')])
      .where('attribute_id', '=', colour.id)
      .groupBy('value_text')
      .orderBy('value_text')
      .execute();
    const [first, ...rest] = used.map((u) => u.value_text ?? '');
    const body = { code: colour.code, name: colour.name, type: 'choice', unit: null };
    const narrowed = await manager.api('PUT', `/api/admin/attributes/${colour.id}`, {
      ...body,
      choices: rest,
    });
    expect(narrowed.statusCode).toBe(422);
    expect(errorsOf(narrowed)).toEqual({
      choices: [attributeChoiceInUseMessage(first ?? '', Number(used[0]?.n))],
    });
    const all = await manager.api('PUT', `/api/admin/attributes/${colour.id}`, {
      ...body,
      choices: [...rest, first, 'Roosa'],
    });
    expect(all.statusCode, all.body).toBe(200);

    const kind = await manager.api('PUT', `/api/admin/attributes/${colour.id}`, { ...body, type: 'measure' });
    expect(errorsOf(kind)).toEqual({ type: [attributeKindInUseMessage(colour.products)] });
    const deleted = await manager.api('DELETE', `/api/admin/attributes/${colour.id}`);
    expect(deleted.statusCode).toBe(422);
    expect(deleted.json()).toMatchObject({ message: attributeInUseMessage(colour.products) });

    const unused = await attributeByCode('materjal');
    expect((await manager.api('DELETE', `/api/admin/attributes/${unused.id}`)).statusCode).toBe(200);
    const update = (await audits('attribute')).find((e) => e.action === 'attribute.update');
    expect(JSON.parse(update?.after_json ?? '{}').choices).toContain('Roosa');
    expect((await audits('attribute')).at(-1)?.action).toBe('attribute.delete');
  });
});
