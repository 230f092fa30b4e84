import { PRODUCT_CATEGORY_NOT_LEAF_MESSAGE, type ProductFieldsInput } from '@kodumasinad/contract/admin';
import { AdminProductInputSchema, ProductFieldsInputSchema } from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogVersion } from '../../db/catalog-version.js';
import { createStaff } from '../../test-support/staff-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { recordCatalogAudit } from './index.js';
import { ProductEditingService } from './product-editing.service.js';

/** The service API other modules (the ERP integration, imports) call: saveByCode, get, getByCode. */
let t: TestApp;
let service: ProductEditingService;
let fields: ProductFieldsInput;

beforeAll(async () => {
  t = await createTestApp();
  service = new ProductEditingService({ db: t.db, audit: recordCatalogAudit });
  const categories = await t.db.selectFrom('categories').select(['id', 'parent_id']).execute();
  const parents = new Set(categories.map((c) => c.parent_id));
  const leaf = categories.find((c) => c.parent_id !== null && !parents.has(c.id));
  const brand = await t.db.selectFrom('brands').select('id').executeTakeFirstOrThrow();
  fields = ProductFieldsInputSchema.parse({
    title: 'ERP toode',
    url: 'erp-toode',
    category_id: leaf?.id,
    brand_id: brand.id,
    description: '<p>Kirjeldus</p>',
    price: 10000,
    retail_price: 15500,
    supplier_code: 'TARNIJA-1',
  });
}, 60_000);

afterAll(async () => {
  await t.close();
});

const audits = () =>
  t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'product').orderBy('id').execute();

describe('saveByCode', () => {
  it('creates, then changes nothing on the same fields, then replaces, audited as the integration', async () => {
    const actor = { integration: 'ERP' };
    const first = await service.saveByCode('ERP-1', fields, actor);
    expect(first.created).toBe(true);
    expect(first.product).toMatchObject({ code: 'ERP-1', retail_price: 15500, supplier_code: 'TARNIJA-1' });
    const version = await readCatalogVersion(t.db);

    const again = await service.saveByCode('ERP-1', fields, actor);
    expect(again).toEqual({ product: first.product, created: false });
    expect(await audits()).toHaveLength(1);
    expect(await readCatalogVersion(t.db)).toBe(version);

    const changed = await service.saveByCode('ERP-1', { ...fields, price: 9000 }, actor);
    expect(changed.product.price).toBe(9000);
    expect(await readCatalogVersion(t.db)).toBeGreaterThan(version);
    const entries = await audits();
    expect(entries.map((e) => [e.action, e.staff_id, e.email])).toEqual([
      ['product.create', null, 'integration:ERP'],
      ['product.update', null, 'integration:ERP'],
    ]);
    expect(JSON.parse(entries[1]?.before_json ?? '{}')).toMatchObject({ price: 10000 });
    expect(JSON.parse(entries[1]?.after_json ?? '{}')).toMatchObject({ price: 9000 });

    expect(await service.getByCode('ERP-1')).toEqual(changed.product);
    expect(await service.getByCode('EI-OLE')).toBeNull();
    expect(await service.get(changed.product.id)).toEqual(changed.product);
  });

  it('audits a staff member by id and refuses what the catalogue does not allow', async () => {
    const staff = await createStaff(t, 'catalog');
    const input = AdminProductInputSchema.parse({ ...fields, code: 'STAFF-1', url: 'staff-toode' });
    const product = await service.create(input, { id: staff.id });
    const [entry] = (await audits()).filter((e) => e.entity_id === String(product.id));
    expect(entry).toMatchObject({ staff_id: staff.id, email: null, action: 'product.create' });

    const top = await t.db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    await expect(
      service.replace(product.id, { ...input, category_id: top.id }, { id: staff.id }),
    ).rejects.toMatchObject({
      status: 422,
      errors: { category_id: [PRODUCT_CATEGORY_NOT_LEAF_MESSAGE] },
    });
  });
});
