import {
  AdminAttributeReplySchema,
  AdminBrandListReplySchema,
  AdminBrandReplySchema,
  ATTRIBUTE_CHOICES_NUMBER_MESSAGE,
  ATTRIBUTE_CODE_RESERVED_MESSAGE,
  ATTRIBUTE_CODE_TAKEN_MESSAGE,
  ATTRIBUTE_TYPE_MESSAGE,
  BRAND_HAS_PRODUCTS_MESSAGE,
  BRAND_NAME_MESSAGE,
  BRAND_SLUG_TAKEN_MESSAGE,
  TAXONOMY_SLUG_MESSAGE,
  attributeChoiceInUseMessage,
  attributeInUseMessage,
  attributeKindInUseMessage,
  taxonomyDiscountsMessage,
} from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestClient } from '../../test-support/staff-client.js';
import { strict } from '../../test-support/strict.js';
import type { TestApp } from '../../test-support/test-app.js';
import {
  adminAttributeByCode,
  auditsOf,
  errorsOf,
  type Errors,
  taxonomyTestApp,
} from '../../test-support/taxonomy-api.js';

/** Issue 24: brands and attributes through the real API. */
let t: TestApp;
let manager: StaffTestClient;

beforeAll(async () => {
  ({ t, manager } = await taxonomyTestApp());
}, 60_000);

afterAll(async () => {
  await t.close();
});

const audits = (entity: string) => auditsOf(t, entity);
const attributeByCode = (code: string) => adminAttributeByCode(manager, code);

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

describe('brands with client discounts', () => {
  it('refuses deleting a brand client companies have a discount on, naming how many (decision 090)', async () => {
    const created = await manager.api('POST', '/api/admin/brands', { name: 'Smeg', slug: 'smeg' });
    const brand = strict(AdminBrandReplySchema).parse(created.json()).data;
    const client = await t.db.selectFrom('b2b_clients').select('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('client_discounts')
      .values({ b2b_client_id: client.id, brand_id: brand.id, category_id: null, percent: 4 })
      .execute();
    const listed = strict(AdminBrandListReplySchema).parse(
      (await manager.api('GET', '/api/admin/brands')).json(),
    );
    expect(listed.data.find((b) => b.id === brand.id)).toMatchObject({ products: 0, discount_clients: 1 });

    const refused = await manager.api('DELETE', `/api/admin/brands/${brand.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'in_use', message: taxonomyDiscountsMessage('brand', 1) });
    const kept = await t.db
      .selectFrom('client_discounts')
      .select('id')
      .where('brand_id', '=', brand.id)
      .execute();
    expect(kept).toHaveLength(1);

    await t.db.deleteFrom('client_discounts').where('brand_id', '=', brand.id).execute();
    expect((await manager.api('DELETE', `/api/admin/brands/${brand.id}`)).statusCode).toBe(200);
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
