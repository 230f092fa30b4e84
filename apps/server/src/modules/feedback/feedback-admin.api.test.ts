import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient, type StaffTestClient } from '../../test-support/staff-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';

/** Issue 14: the feedback inbox through the real API, with its audit entries. */
let t: TestApp;
let sales: StaffTestClient;

beforeAll(async () => {
  t = await createTestApp();
  sales = await staffClient(t, 'sales');
  const visitor = new TestClient(t.app);
  await visitor.page();
  const sent = await visitor.api('POST', '/api/feedback', {
    feedback: {
      name: 'Liis Lepp',
      email: 'liis@firma.test',
      phone: '',
      message: 'Kas Miele G 7000 on laos?',
    },
  });
  expect(sent.statusCode).toBe(200);
}, 60_000);

afterAll(async () => {
  await t.close();
});

interface Message {
  id: number;
  state: string;
  read_at: string | null;
  answered_at: string | null;
}

describe('the feedback inbox API', () => {
  it('lists new messages, marks one read on opening and answered on request, each audited', async () => {
    const list = await sales.api('GET', '/api/admin/feedback?state=new&q=miele');
    expect(list.statusCode).toBe(200);
    const { data, meta } = list.json<{ data: Message[]; meta: { total: number } }>();
    expect(meta.total).toBe(1);
    const id = data[0]?.id ?? 0;

    const opened = await sales.api('GET', `/api/admin/feedback/${id}`);
    expect(opened.json<{ data: Message }>().data).toMatchObject({ state: 'read', answered_at: null });
    expect((await sales.api('GET', '/api/admin/feedback?state=new')).json()).toMatchObject({
      meta: { total: 0 },
    });

    const answered = await sales.api('POST', `/api/admin/feedback/${id}/state`, { state: 'answered' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json<{ data: Message }>().data.answered_at).not.toBeNull();

    const log = await t.db
      .selectFrom('audit_log')
      .select(['staff_id', 'action', 'entity_id'])
      .where('entity', '=', 'feedback')
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { staff_id: sales.staff.id, action: 'feedback.read', entity_id: String(id) },
      { staff_id: sales.staff.id, action: 'feedback.answered', entity_id: String(id) },
    ]);
  });

  it('refuses an unknown state or filter with 422 and an unknown message with 404', async () => {
    const [row] = await t.db.selectFrom('feedback').select('id').execute();
    const bad = await sales.api('POST', `/api/admin/feedback/${row?.id}/state`, { state: 'new' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toHaveProperty('errors.state');
    expect((await sales.api('GET', '/api/admin/feedback?state=vana')).statusCode).toBe(422);
    expect((await sales.api('GET', '/api/admin/feedback/999999')).statusCode).toBe(404);
  });

  it('exports the filtered inbox as CSV', async () => {
    const csv = await sales.api('GET', '/api/admin/feedback/export.csv?state=answered');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Liis Lepp');
    expect(csv.body).toContain('Vastatud');
  });
});
