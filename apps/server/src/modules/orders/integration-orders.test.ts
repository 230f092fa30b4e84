import {
  INTEGRATION_ORDER_NOT_FOUND_MESSAGE,
  INTEGRATION_REASON_MESSAGE,
  IntegrationOrdersReplySchema,
  IntegrationOrderStatusReplySchema,
} from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntegrationToken, integrationCall } from '../../test-support/integration-client.js';
import { replyMatchesDocument } from '../../test-support/openapi-check.js';
import { staffClient, type StaffTestClient } from '../../test-support/staff-client.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { readOutbox } from '../../test-support/test-client.js';

let t: TestApp;
let admin: StaffTestClient;
let reader: string;
let writer: string;

const LIST = '/api/integration/orders';
const STATUS = '/api/integration/orders/{number}/status';

beforeAll(async () => {
  t = await createTestApp({ TEST_BANK_ENABLED: 'false' });
  admin = await staffClient(t, 'admin');
  reader = (await createIntegrationToken(admin, ['orders:read'])).token;
  writer = (await createIntegrationToken(admin, ['orders:read', 'orders:write'], 'Directo')).token;
});

afterAll(async () => {
  await t?.close();
});

/** An order not used by another test, put into `status`. */
const used = new Set<number>();
async function orderIn(status: string) {
  const row = await t.db
    .selectFrom('orders')
    .select(['id', 'number', 'email'])
    .where('id', 'not in', [0, ...used])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  used.add(row.id);
  await t.db.updateTable('orders').set({ status, payment_status: 'open' }).where('id', '=', row.id).execute();
  return row;
}

const mailsTo = async (email: string, subject: string) => {
  await t.app.idleMail();
  return readOutbox(t.dataDir).filter((mail) => mail.to === email && mail.subject === subject);
};

describe('GET /api/integration/orders', () => {
  it('lists orders with rows, company, transport and payment as the document says', async () => {
    const response = await integrationCall(t.app, 'GET', `${LIST}?per_page=5`, reader);
    expect(response.statusCode, response.body).toBe(200);
    expect(replyMatchesDocument('GET', LIST, response.json())).toEqual([]);
    const reply = strict(IntegrationOrdersReplySchema).parse(response.json());
    expect(reply.data).toHaveLength(5);
    expect(reply.meta.total).toBeGreaterThan(5);
    const [order] = reply.data;
    expect(order?.rows.length).toBeGreaterThan(0);
    expect(order?.client.name).not.toBe('');
    expect(order).toHaveProperty('transport');
    expect(order).toHaveProperty('delivery');
    expect(order).toHaveProperty('payments');
  });

  it('filters by status and by the time of the last change, least recently changed first', async () => {
    const open = await orderIn('open');
    const since = '2099-01-01T00:00:00.000Z';
    await t.db
      .updateTable('orders')
      .set({ updated_at: '2099-01-02T00:00:00.000Z' })
      .where('id', '=', open.id)
      .execute();
    const response = await integrationCall(
      t.app,
      'GET',
      `${LIST}?since=${encodeURIComponent(since)}&status=open`,
      reader,
    );
    expect(response.statusCode, response.body).toBe(200);
    const reply = IntegrationOrdersReplySchema.parse(response.json());
    expect(reply.data.map((order) => order.number)).toEqual([open.number]);
    const none = await integrationCall(t.app, 'GET', `${LIST}?since=2099-01-01&status=archived`, reader);
    expect(IntegrationOrdersReplySchema.parse(none.json()).data).toEqual([]);
    const all = IntegrationOrdersReplySchema.parse(
      (await integrationCall(t.app, 'GET', `${LIST}?per_page=500`, reader)).json(),
    );
    const stamps = all.data.map((order) => order.id);
    expect(stamps.at(-1)).toBe(open.id);
    const bad = await integrationCall(t.app, 'GET', `${LIST}?status=paid&since=yesterday`, reader);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual(['since', 'status']);
  });
});

describe('POST /api/integration/orders/{number}/status', () => {
  it('confirms as the back-office does: history, audit and the buyer’s e-mail', async () => {
    const order = await orderIn('open');
    const url = `/api/integration/orders/${order.number}/status`;
    const response = await integrationCall(t.app, 'POST', url, writer, { status: 'confirmed' });
    expect(response.statusCode, response.body).toBe(200);
    expect(replyMatchesDocument('POST', STATUS, response.json())).toEqual([]);
    const reply = strict(IntegrationOrderStatusReplySchema).parse(response.json());
    expect(reply.data.status).toBe('confirmed');
    expect(reply.data.history.at(-1)).toMatchObject({
      to_status: 'confirmed',
      staff_name: 'Integratsioon „Directo“',
    });
    expect(await mailsTo(order.email, `Tellimus ${order.number} on kinnitatud`)).toHaveLength(1);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'order.confirm')
      .where('entity_id', '=', String(order.id))
      .executeTakeFirstOrThrow();
    expect(audit.staff_id).toBe(admin.staff.id);
    expect(JSON.parse(audit.after_json ?? '{}')).toMatchObject({
      status: 'confirmed',
      integration: { name: 'Integratsioon „Directo“' },
    });

    const archived = await integrationCall(t.app, 'POST', url, writer, { status: 'archived' });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await mailsTo(order.email, `Tellimus ${order.number} on arhiveeritud`)).toHaveLength(1);
  });

  it('cancels with the reason the buyer’s e-mail quotes, and needs the reason', async () => {
    const order = await orderIn('confirmed');
    const url = `/api/integration/orders/${order.number}/status`;
    const missing = await integrationCall(t.app, 'POST', url, writer, { status: 'cancelled' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ errors: { reason: [INTEGRATION_REASON_MESSAGE] } });
    const response = await integrationCall(t.app, 'POST', url, writer, {
      status: 'cancelled',
      reason: 'Kaup on otsas.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await mailsTo(order.email, `Tellimus ${order.number} on tühistatud`);
    expect(mail?.text).toContain('Tühistamise põhjus: Kaup on otsas.');
  });

  it('refuses a move the status does not allow, an unknown order and a read-only token', async () => {
    const order = await orderIn('open');
    const url = `/api/integration/orders/${order.number}/status`;
    const refused = await integrationCall(t.app, 'POST', url, writer, { status: 'archived' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/arhiveerida/);
    expect(await mailsTo(order.email, `Tellimus ${order.number} on arhiveeritud`)).toHaveLength(0);
    const unknown = await integrationCall(
      t.app,
      'POST',
      '/api/integration/orders/1999-999999/status',
      writer,
      {
        status: 'confirmed',
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: INTEGRATION_ORDER_NOT_FOUND_MESSAGE });
    expect(
      (
        await integrationCall(t.app, 'POST', '/api/integration/orders/abc/status', writer, {
          status: 'confirmed',
        })
      ).statusCode,
    ).toBe(404);
    expect((await integrationCall(t.app, 'POST', url, reader, { status: 'confirmed' })).statusCode).toBe(403);
    expect((await integrationCall(t.app, 'POST', url, writer, { status: 'open' })).statusCode).toBe(422);
  });
});
