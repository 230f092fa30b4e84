import {
  AdminClientInputSchema,
  AdminClientsQuerySchema,
  CLIENT_PAYMENT_TERM_MESSAGE,
  REGISTRY_CODE_MESSAGE,
  VAT_NUMBER_CHECK_MESSAGE,
  VAT_NUMBER_FORMAT_MESSAGE,
  type AdminClientFormValues,
} from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogVersion } from '../../db/catalog-version.js';
import { ANNA, MART, loggedIn } from '../../test-support/checkout-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import type { AuditChange } from '../admin/core/index.js';
import { EventBus } from '../../platform/events.js';
import { recordCatalogChange } from '../catalog/index.js';
import { AdminClientsService } from './clients.service.js';

/** Client companies in the back-office (decision 046), on the test app's database. */
let t: TestApp;
let clients: AdminClientsService<string>;
const audit: AuditChange[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // The catalogue's reaction to a discount change, as event-handlers.ts registers it.
  const events = new EventBus(t.db);
  events.on('catalog.changed', recordCatalogChange);
  clients = new AdminClientsService<string>({
    db: t.db,
    audit: async (_trx, _actor, entry) => {
      audit.push(entry);
    },
    events,
  });
});

afterAll(async () => {
  await t.close();
});

const FORM: AdminClientFormValues = {
  name: 'Uus Kodu OÜ',
  registry_code: '12345678',
  vat_number: 'ee 100 247 019',
  address: 'Riia 1',
  postal_code: '51004',
  city: 'Tartu',
  county: 'Tartu',
  phone: '+372 700 0000',
  email: 'Arved@UusKodu.test',
  payment_term: '21',
  can_offers: true,
  offers_en: false,
  blocked: false,
  discounts: [],
};

const parse = (form: Partial<AdminClientFormValues>) =>
  AdminClientInputSchema.safeParse({ ...FORM, ...form });
const errorsOf = (form: Partial<AdminClientFormValues>) => {
  const result = parse(form);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};
const query = (raw: Record<string, string>) => AdminClientsQuerySchema.parse(raw);
const pluss = async () =>
  (
    await t.db
      .selectFrom('b2b_clients')
      .select('id')
      .where('name', '=', 'Kodumasin Pluss OÜ')
      .executeTakeFirstOrThrow()
  ).id;

describe('the client form', () => {
  it('checks the registry code, the VAT number with its check digit and the payment term', () => {
    expect(parse({}).success).toBe(true);
    expect(parse({}).data).toMatchObject({
      vat_number: 'EE100247019',
      email: 'arved@uuskodu.test',
      payment_term: '21',
    });
    expect(errorsOf({ registry_code: '1234567' })).toEqual({ registry_code: REGISTRY_CODE_MESSAGE });
    expect(errorsOf({ registry_code: '1234567X' })).toEqual({ registry_code: REGISTRY_CODE_MESSAGE });
    expect(errorsOf({ vat_number: 'EE10024701' })).toEqual({ vat_number: VAT_NUMBER_FORMAT_MESSAGE });
    expect(errorsOf({ vat_number: 'FI100247019' })).toEqual({ vat_number: VAT_NUMBER_FORMAT_MESSAGE });
    expect(errorsOf({ vat_number: 'EE100247018' })).toEqual({ vat_number: VAT_NUMBER_CHECK_MESSAGE });
    expect(parse({ vat_number: '' }).data?.vat_number).toBeNull();
    expect(parse({ payment_term: 'e' }).data?.payment_term).toBe('E');
    expect(parse({ payment_term: '' }).data?.payment_term).toBeNull();
    expect(errorsOf({ payment_term: '366' })).toEqual({ payment_term: CLIENT_PAYMENT_TERM_MESSAGE });
    expect(errorsOf({ payment_term: '14 päeva' })).toEqual({ payment_term: CLIENT_PAYMENT_TERM_MESSAGE });
    expect(Object.keys(errorsOf({ name: ' ', email: 'arved@', county: 'Lapimaa' })).sort()).toEqual([
      'county',
      'email',
      'name',
    ]);
    expect(Object.keys(errorsOf({ discounts: [{ brand_id: 1, category_id: null, percent: '0' }] }))).toEqual([
      'discounts.0.percent',
    ]);
  });
});

describe('creating and editing a client', () => {
  it('creates a client with its discounts, one audit entry, and a new catalogue version', async () => {
    const brand = await t.db
      .selectFrom('brands')
      .select('id')
      .where('slug', '=', 'bosch')
      .executeTakeFirstOrThrow();
    const version = await readCatalogVersion(t.db);
    const created = await clients.create(
      'myyk',
      AdminClientInputSchema.parse({
        ...FORM,
        discounts: [{ brand_id: brand.id, category_id: null, percent: '7,5' }],
      }),
    );
    expect(created).toMatchObject({
      name: 'Uus Kodu OÜ',
      vat_number: 'EE100247019',
      blocked: false,
      status_label: 'Aktiivne',
      users: 0,
      discounts: [{ brand_id: brand.id, category_id: null, percent: 7.5 }],
    });
    expect(await readCatalogVersion(t.db)).toBe(version + 1);
    expect(audit.at(-1)).toEqual({
      action: 'client.create',
      entity: 'client',
      entity_id: created.id,
      before: null,
      after: created,
    });
    expect(await clients.get(created.id)).toEqual(created);
  });

  it('refuses a discount for a brand or category that does not exist, saving nothing', async () => {
    const before = audit.length;
    const count = async () => (await t.db.selectFrom('b2b_clients').select('id').execute()).length;
    const clientsBefore = await count();
    await expect(
      clients.create(
        'myyk',
        AdminClientInputSchema.parse({
          ...FORM,
          name: 'Vale OÜ',
          registry_code: '12345670',
          vat_number: '',
          discounts: [
            { brand_id: 999_999, percent: 5 },
            { category_id: 999_998, percent: 5 },
          ],
        }),
      ),
    ).rejects.toMatchObject({
      status: 422,
      errors: {
        'discounts.0.brand_id': ['Brändi ei leitud.'],
        'discounts.1.category_id': ['Kategooriat ei leitud.'],
      },
    });
    expect(await count()).toBe(clientsBefore);
    expect(audit.length).toBe(before);
  });

  it('edits a client with the values before and after in the audit entry', async () => {
    const id = await pluss();
    const before = await clients.get(id);
    const version = await readCatalogVersion(t.db);
    const after = await clients.update(
      'myyk',
      id,
      AdminClientInputSchema.parse({ ...before, payment_term: 'E', discounts: before.discounts }),
    );
    expect(after.payment_term).toBe('E');
    // The discounts did not change: the catalogue keeps its version (and its price caches).
    expect(await readCatalogVersion(t.db)).toBe(version);
    expect(audit.at(-1)).toMatchObject({
      action: 'client.update',
      entity_id: id,
      before: { payment_term: '14' },
      after: { payment_term: 'E' },
    });
  });
});

describe('blocking a client', () => {
  it('signs its users out, keeps them out, and unblocking lets them sign in again', async () => {
    const id = await pluss();
    const anna = await loggedIn(t.app, ANNA);
    const mart = await loggedIn(t.app, MART);
    const peeter = await loggedIn(t.app, 'peeter@ehitus.test');
    const current = await clients.get(id);
    const blocked = await clients.update(
      'myyk',
      id,
      AdminClientInputSchema.parse({ ...current, blocked: true }),
    );
    expect(blocked).toMatchObject({ blocked: true, status: 'blocked', status_label: 'Blokeeritud' });
    expect(audit.at(-1)).toMatchObject({
      action: 'client.block',
      before: { blocked: false },
      after: { blocked: true },
    });
    expect((await anna.api('GET', '/api/user')).statusCode).toBe(401);
    expect((await mart.api('GET', '/api/user')).statusCode).toBe(401);
    // Another company's buyer is not touched.
    expect((await peeter.api('GET', '/api/user')).statusCode).toBe(200);
    expect((await new TestClient(t.app).login(ANNA)).statusCode).toBe(422);

    await clients.update('myyk', id, AdminClientInputSchema.parse({ ...current, blocked: false }));
    expect(audit.at(-1)).toMatchObject({ action: 'client.unblock' });
    expect((await new TestClient(t.app).login(ANNA)).statusCode).toBe(200);
  });
});

describe('the client list', () => {
  it('searches by name, registry code and e-mail, filters and sorts, and exports what it shows', async () => {
    const names = async (raw: Record<string, string>) =>
      (await clients.list(query(raw))).data.map((c) => c.name);
    expect(await names({ q: 'pluss' })).toEqual(['Kodumasin Pluss OÜ']);
    expect(await names({ q: '10987654' })).toEqual(['Ehitusmaailm AS']);
    expect(await names({ q: 'arved@uuskodu' })).toEqual(['Uus Kodu OÜ']);
    expect(await names({ q: 'peeter@ehitus' })).toEqual(['Ehitusmaailm AS']);
    expect(await names({ q: '100%' })).toEqual([]);
    expect(await names({ can_offers: '0' })).toEqual(['Ehitusmaailm AS']);
    expect(await names({ sort: 'name', dir: 'desc' })).toEqual([
      'Uus Kodu OÜ',
      'Kodumasin Pluss OÜ',
      'Ehitusmaailm AS',
    ]);
    expect(await names({ sort: 'users', dir: 'desc', per_page: '1' })).toEqual(['Kodumasin Pluss OÜ']);
    const page = await clients.list(query({ per_page: '2', page: '2' }));
    expect(page.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect(page.data).toHaveLength(1);

    const ehitus = (await clients.list(query({ q: 'Ehitus' }))).data[0];
    await t.db
      .updateTable('b2b_clients')
      .set({ blocked: 1 })
      .where('id', '=', ehitus?.id ?? 0)
      .execute();
    expect(await names({ status: 'blocked' })).toEqual(['Ehitusmaailm AS']);
    expect(await names({ status: 'active' })).toEqual(['Kodumasin Pluss OÜ', 'Uus Kodu OÜ']);

    const csv = await clients.exportCsv(query({ status: 'active' }));
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Registrikood');
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(['Kodumasin Pluss OÜ', 'Uus Kodu OÜ']);
  });
});
