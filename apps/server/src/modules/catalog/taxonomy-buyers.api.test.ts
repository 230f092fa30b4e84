import {
  MenuReplySchema,
  MeasuresReplySchema,
  PropertiesReplySchema,
  ValueRangesReplySchema,
} from '@kodumasinad/contract';
import { AdminCategoryReplySchema, type AdminCategory } from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts, slugOf } from '../../test-support/catalog-fixtures.js';
import { staffClient, type StaffTestClient } from '../../test-support/staff-client.js';
import { strict } from '../../test-support/strict.js';
import type { TestApp } from '../../test-support/test-app.js';
import type { TestClient } from '../../test-support/test-client.js';
import { devBootstrapOf } from '../../test-support/page-bootstrap.js';
import {
  adminAttributeByCode,
  categoryBody,
  createAdminCategory,
  taxonomyTestApp,
} from '../../test-support/taxonomy-api.js';

/** Issue 24: what buyers see after taxonomy changes (filters per category, hidden categories). */
let t: TestApp;
let manager: StaffTestClient;
let buyer: TestClient;

beforeAll(async () => {
  ({ t, manager, buyer } = await taxonomyTestApp());
}, 60_000);

afterAll(async () => {
  await t.close();
});

const createCategory = (body: Record<string, unknown>) => createAdminCategory(manager, body);
const attributeByCode = (code: string) => adminAttributeByCode(manager, code);

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

  it('leaves a hidden category out of an edited menu: items, sub-links and links, API and bootstrap', async () => {
    const editor = await staffClient(t, 'content');
    const items = [
      { title: 'Pakkumised', url: '/eripakkumised', two_columns: false, links: [], children: [] },
      { title: 'Peidetav', url: `/${top.slug}`, two_columns: false, links: [], children: [] },
      {
        title: 'Köök',
        url: '',
        two_columns: true,
        links: [{ label: 'Peidetud lehed', url: `/${leaf.slug}/tootja:bosch` }],
        children: [
          { title: 'Lehed', url: `/${leaf.slug}`, links: [] },
          {
            title: 'Pliidid',
            url: '/pliidid',
            links: [
              { label: 'Bosch', url: '/pliidid/tootja:bosch' },
              { label: 'Peidetud', url: `/${leaf.slug}` },
            ],
          },
        ],
      },
    ];
    expect((await editor.api('POST', '/api/admin/menu', { items })).statusCode).toBe(200);
    const buyerMenu = async () =>
      strict(MenuReplySchema).parse((await buyer.api('GET', '/api/categories/menu')).json()).data;
    expect((await buyerMenu()).map((item) => item.title)).toEqual(['Pakkumised', 'Peidetav', 'Köök']);

    const hidden = await manager.api(
      'PUT',
      `/api/admin/categories/${top.id}`,
      categoryBody(top, { hidden: true }),
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    const menu = await buyerMenu();
    expect(menu).toMatchObject([
      { title: 'Pakkumised' },
      {
        title: 'Köök',
        links: {},
        children: [{ title: 'Pliidid', links: { Bosch: '/pliidid/tootja:bosch' } }],
      },
    ]);
    expect(menu).toHaveLength(2);
    expect(menu[1]?.children).toHaveLength(1);
    expect((await devBootstrapOf(buyer)).menu).toEqual(menu);
    // The editor still starts from what staff stored, hidden items included.
    const stored = await editor.api('GET', '/api/admin/menu');
    expect(stored.json<{ data: { items: unknown[] } }>().data.items).toHaveLength(3);

    await manager.api('PUT', `/api/admin/categories/${top.id}`, categoryBody(top, { hidden: false }));
    expect((await buyerMenu()).map((item) => item.title)).toEqual(['Pakkumised', 'Peidetav', 'Köök']);
    await editor.api('POST', '/api/admin/menu/reset', {});
  });
});
