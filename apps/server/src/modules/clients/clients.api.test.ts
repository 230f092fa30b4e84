import {
  AdminClientReplySchema,
  AdminClientsListReplySchema,
  ClientUserReplySchema,
  ClientUsersReplySchema,
  REGISTRY_CODE_MESSAGE,
  REGISTRY_CODE_TAKEN_MESSAGE,
  USER_EMAIL_TAKEN_MESSAGE,
  VAT_NUMBER_CHECK_MESSAGE,
  VAT_NUMBER_TAKEN_MESSAGE,
} from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { ANNA, loggedIn } from '../../test-support/checkout-fixtures.js';
import { staffClient, type StaffTestClient } from '../../test-support/staff-client.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { readOutbox, TestClient } from '../../test-support/test-client.js';

/** The client routes through the staff guard, with their audit entries (decision 046). */
let t: TestApp;
let sales: StaffTestClient;

beforeAll(async () => {
  t = await createTestApp();
  sales = await staffClient(t, 'sales');
});

afterAll(async () => {
  await t.close();
});

const NEW_CLIENT = {
  name: 'Köögimaailm OÜ',
  registry_code: '16000001',
  vat_number: 'EE100247019',
  email: 'arved@kookimaailm.test',
  payment_term: '14',
  can_offers: false,
  discounts: [],
};

const auditRows = (entity: string, id: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['staff_id', 'action', 'before_json', 'after_json'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('who may use the client routes', () => {
  it('lets sales and admin in, and keeps the content editor, buyers and strangers out', async () => {
    const admin = await staffClient(t, 'admin');
    const content = await staffClient(t, 'content');
    const anna = await loggedIn(t.app, ANNA);
    const stranger = new TestClient(t.app);
    await stranger.page();
    expect((await sales.api('GET', '/api/admin/clients')).statusCode).toBe(200);
    expect((await admin.api('GET', '/api/admin/clients')).statusCode).toBe(200);
    expect((await content.api('GET', '/api/admin/clients')).statusCode).toBe(403);
    expect((await anna.api('GET', '/api/admin/clients')).statusCode).toBe(403);
    expect((await stranger.api('GET', '/api/admin/clients')).statusCode).toBe(401);
    expect((await content.api('POST', '/api/admin/clients', NEW_CLIENT)).statusCode).toBe(403);
  });
});

describe('creating and editing through the API', () => {
  it('refuses a registry code or VAT number another client has, on create and on edit', async () => {
    const first = { ...NEW_CLIENT, name: 'Esimene OÜ', registry_code: '16000011', vat_number: 'EE100247022' };
    const created = await sales.api('POST', '/api/admin/clients', first);
    expect(created.statusCode, created.body).toBe(201);
    const firstId = strict(AdminClientReplySchema).parse(created.json()).data.id;

    const sameCode = await sales.api('POST', '/api/admin/clients', {
      ...first,
      name: 'Teine OÜ',
      vat_number: '',
    });
    expect(sameCode.statusCode).toBe(422);
    expect(sameCode.json()).toMatchObject({ errors: { registry_code: [REGISTRY_CODE_TAKEN_MESSAGE] } });
    const sameVat = await sales.api('POST', '/api/admin/clients', {
      ...first,
      name: 'Teine OÜ',
      registry_code: '16000012',
      vat_number: 'ee 100 247 022',
    });
    expect(sameVat.statusCode).toBe(422);
    expect(sameVat.json()).toEqual(
      expect.objectContaining({ errors: { vat_number: [VAT_NUMBER_TAKEN_MESSAGE] } }),
    );
    expect(
      await t.db.selectFrom('b2b_clients').select('id').where('name', '=', 'Teine OÜ').execute(),
    ).toEqual([]);

    const second = await sales.api('POST', '/api/admin/clients', {
      ...first,
      name: 'Teine OÜ',
      registry_code: '16000012',
      vat_number: '',
    });
    expect(second.statusCode, second.body).toBe(201);
    const secondId = strict(AdminClientReplySchema).parse(second.json()).data.id;
    const edited = await sales.api('PUT', `/api/admin/clients/${secondId}`, {
      ...first,
      name: 'Teine OÜ',
    });
    expect(edited.statusCode).toBe(422);
    expect(edited.json()).toMatchObject({
      errors: { registry_code: [REGISTRY_CODE_TAKEN_MESSAGE], vat_number: [VAT_NUMBER_TAKEN_MESSAGE] },
    });
    // A client keeps its own registry code and VAT number when saved again.
    const own = await sales.api('PUT', `/api/admin/clients/${firstId}`, { ...first, payment_term: '21' });
    expect(own.statusCode, own.body).toBe(200);

    // The unique index refuses a duplicate that got past the check (two saves at once).
    const row = await t.db
      .selectFrom('b2b_clients')
      .selectAll()
      .where('id', '=', firstId)
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    const failure: unknown = await t.db
      .insertInto('b2b_clients')
      .values({ ...copy, vat_number: null })
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(failure)).toBe(true);
  });

  it('answers bad input with Estonian errors on the fields and saves nothing', async () => {
    const response = await sales.api('POST', '/api/admin/clients', {
      ...NEW_CLIENT,
      registry_code: '1600000',
      vat_number: 'EE100247018',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { registry_code: [REGISTRY_CODE_MESSAGE], vat_number: [VAT_NUMBER_CHECK_MESSAGE] },
    });
    expect(
      await t.db.selectFrom('b2b_clients').select('id').where('name', '=', NEW_CLIENT.name).execute(),
    ).toEqual([]);
  });

  it('creates and edits a client, each change with who did it and the values before and after', async () => {
    const created = await sales.api('POST', '/api/admin/clients', NEW_CLIENT);
    expect(created.statusCode, created.body).toBe(201);
    const client = strict(AdminClientReplySchema).parse(created.json()).data;
    expect(client).toMatchObject({ name: 'Köögimaailm OÜ', status: 'active', users: 0 });

    const edited = await sales.api('PUT', `/api/admin/clients/${client.id}`, {
      ...NEW_CLIENT,
      payment_term: 'E',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(strict(AdminClientReplySchema).parse(edited.json()).data.payment_term).toBe('E');

    const rows = await auditRows('client', client.id);
    expect(rows.map((row) => [row.staff_id, row.action])).toEqual([
      [sales.staff.id, 'client.create'],
      [sales.staff.id, 'client.update'],
    ]);
    expect(rows[0]?.before_json).toBeNull();
    expect(JSON.parse(rows[1]?.before_json ?? '{}')).toMatchObject({ payment_term: '14' });
    expect(JSON.parse(rows[1]?.after_json ?? '{}')).toMatchObject({ payment_term: 'E' });

    const list = strict(AdminClientsListReplySchema).parse(
      (await sales.api('GET', '/api/admin/clients?q=köögi')).json(),
    );
    expect(list.data.map((row) => row.name)).toEqual(['Köögimaailm OÜ']);
    const csv = await sales.api('GET', '/api/admin/clients/export.csv?q=köögi');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Köögimaailm OÜ');
    expect(csv.body).not.toContain('Kodumasin Pluss');
    expect((await sales.api('GET', '/api/admin/clients/999999')).statusCode).toBe(404);
  });
});

describe('users through the API', () => {
  it('invites a user (mail in the outbox, audit entry) and refuses a taken e-mail on the field', async () => {
    const client = strict(AdminClientsListReplySchema).parse(
      (await sales.api('GET', '/api/admin/clients?q=Ehitusmaailm')).json(),
    ).data[0];
    const invited = await sales.api('POST', `/api/admin/clients/${client?.id}/users`, {
      name: 'Jaan Järv',
      email: 'Jaan@Ehitus.test',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const user = strict(ClientUserReplySchema).parse(invited.json()).data;
    expect(user).toMatchObject({ email: 'jaan@ehitus.test', status: 'invited' });
    await t.app.idleMail();
    expect(readOutbox(t.dataDir).at(-1)).toMatchObject({ to: 'jaan@ehitus.test' });
    expect((await auditRows('user', user.id)).map((row) => row.action)).toEqual(['user.invite']);

    const taken = await sales.api('POST', `/api/admin/clients/${client?.id}/users`, {
      name: 'Anna',
      email: ANNA,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ errors: { email: [USER_EMAIL_TAKEN_MESSAGE] } });

    const users = strict(ClientUsersReplySchema).parse(
      (await sales.api('GET', `/api/admin/clients/${client?.id}/users`)).json(),
    );
    expect(users.data.map((row) => row.email)).toContain('jaan@ehitus.test');

    for (const action of ['resend-invite', 'deactivate', 'reactivate']) {
      const response = await sales.api('POST', `/api/admin/users/${user.id}/${action}`);
      expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
    }
    expect((await auditRows('user', user.id)).map((row) => row.action)).toEqual([
      'user.invite',
      'user.invite_resend',
      'user.deactivate',
      'user.reactivate',
    ]);
  });

  it('blocks a client through the form: its buyers are signed out at once', async () => {
    const anna = await loggedIn(t.app, ANNA);
    const list = strict(AdminClientsListReplySchema).parse(
      (await sales.api('GET', '/api/admin/clients?q=Pluss')).json(),
    );
    const id = list.data[0]?.id ?? 0;
    const client = strict(AdminClientReplySchema).parse(
      (await sales.api('GET', `/api/admin/clients/${id}`)).json(),
    ).data;
    const blocked = await sales.api('PUT', `/api/admin/clients/${id}`, { ...client, blocked: true });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await anna.api('GET', '/api/user')).statusCode).toBe(401);
    expect((await auditRows('client', id)).map((row) => row.action)).toEqual(['client.block']);
    const reset = await sales.api(
      'POST',
      `/api/admin/users/${(await t.db.selectFrom('users').select('id').where('email', '=', ANNA).executeTakeFirstOrThrow()).id}/password-reset`,
    );
    expect(reset.statusCode).toBe(409);
  });
});
