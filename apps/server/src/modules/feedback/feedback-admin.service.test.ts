import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import type { AuditActor, AuditChange } from '../admin/core/index.js';
import { AdminFeedbackService } from './feedback-admin.service.js';

let t: TestApp;
const audits: AuditChange[] = [];
const staff: AuditActor = { id: 1 };
let inbox: AdminFeedbackService;
const query = {
  page: 1,
  per_page: 25,
  sort: 'created_at' as const,
  dir: 'desc' as const,
  state: undefined,
  q: '',
};

beforeAll(async () => {
  t = await createTestApp();
  inbox = new AdminFeedbackService({
    db: t.db,
    audit: async (_trx, _staff, entry) => {
      audits.push(entry);
    },
  });
  const anonymous = new TestClient(t.app);
  await anonymous.page();
  const send = (client: TestClient, name: string, message: string) =>
    client.api('POST', '/api/feedback', {
      feedback: { name, email: 'saatja@firma.test', phone: '', message },
    });
  expect((await send(anonymous, 'Liis Lepp', 'Kas Miele on laos?')).statusCode).toBe(200);
  const buyer = new TestClient(t.app);
  await buyer.login('peeter@ehitus.test');
  expect((await send(buyer, 'Peeter Saar', 'Palun helistage tagasi.')).statusCode).toBe(200);
});

afterAll(async () => {
  await t.close();
});

describe('feedback inbox', () => {
  it('lists new messages newest first with the sender’s company, filtered and searched', async () => {
    const all = await inbox.list(query);
    expect(all.meta.total).toBe(2);
    expect(all.data.map((m) => [m.name, m.state])).toEqual([
      ['Peeter Saar', 'new'],
      ['Liis Lepp', 'new'],
    ]);
    expect(all.data[0]?.company).not.toBeNull();
    expect(all.data[1]?.company).toBeNull();
    expect((await inbox.list({ ...query, q: 'MIELE' })).data.map((m) => m.name)).toEqual(['Liis Lepp']);
    expect((await inbox.list({ ...query, state: 'answered' })).meta.total).toBe(0);
  });

  it('marks a message read when opened, then answered, then read again, each audited once', async () => {
    const [first] = (await inbox.list({ ...query, q: 'miele' })).data;
    if (first === undefined) throw new Error('no message');
    const opened = await inbox.open(staff, first.id);
    expect(opened.state).toBe('read');
    expect(opened.read_at).not.toBeNull();
    await inbox.open(staff, first.id); // already read: no change, no record
    const answered = await inbox.setState(staff, first.id, 'answered');
    expect(answered).toMatchObject({ state: 'answered', read_at: opened.read_at });
    expect(answered.answered_at).not.toBeNull();
    expect((await inbox.list({ ...query, state: 'answered' })).data.map((m) => m.id)).toEqual([first.id]);
    expect((await inbox.setState(staff, first.id, 'read')).answered_at).toBeNull();
    expect(audits.map((a) => [a.action, a.before?.state, a.after?.state])).toEqual([
      ['feedback.read', 'new', 'read'],
      ['feedback.answered', 'read', 'answered'],
      ['feedback.read', 'answered', 'read'],
    ]);
  });

  it('answers 404 for a message that does not exist', async () => {
    await expect(inbox.open(staff, 999_999)).rejects.toMatchObject({ status: 404 });
  });

  it('exports what the filters show as CSV', async () => {
    const csv = await inbox.exportCsv({ ...query, q: 'helistage' });
    expect(csv.split('\r\n')[0]).toBe('\uFEFFSaadetud;Nimi;E-post;Telefon;Ettevõte;Olek;Sõnum');
    expect(csv).toContain('Peeter Saar');
    expect(csv).not.toContain('Liis Lepp');
  });
});
