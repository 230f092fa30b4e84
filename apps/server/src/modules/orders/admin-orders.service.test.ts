import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../platform/mail.js';
import { EventBus } from '../../platform/events.js';
import { MailQueue } from '../../platform/mail-queue.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { AdminOrdersService, type AuditChange, type StaffActor } from './admin-orders.service.js';

let t: TestApp;
let service: AdminOrdersService<StaffActor>;
const audits: AuditChange[] = [];
const sent: MailMessage[] = [];
const staff = { id: 7, name: 'Mari Müük' };

beforeAll(async () => {
  t = await createTestApp({ TEST_BANK_ENABLED: 'false' });
  const mail = new MailQueue(
    t.db,
    { kind: 'outbox', send: async (message) => void sent.push(message) },
    console,
  );
  service = new AdminOrdersService({
    db: t.db,
    mail,
    audit: async (_trx, _staff, change) => void audits.push(change),
    appUrl: 'http://shop.test',
    seller: t.config.seller,
    events: new EventBus(t.db),
  });
});

afterAll(async () => {
  await t.close();
});

const orderIn = async (status: string) =>
  (
    await t.db
      .selectFrom('orders')
      .select(['id', 'number'])
      .where('status', '=', status)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;

describe('AdminOrdersService.transition', () => {
  it('lets only one of two staff members confirming at once succeed', async () => {
    const id = await orderIn('open');
    const results = await Promise.allSettled([
      service.transition(staff, id, 'confirm'),
      service.transition({ id: 8, name: 'Teine Töötaja' }, id, 'confirm'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failure = results.find((r) => r.status === 'rejected');
    expect(failure?.reason).toMatchObject({
      status: 409,
      message: expect.stringContaining('olekus „Kinnitatud“: seda ei saa kinnitada'),
    });
    const history = await t.db
      .selectFrom('order_status_history')
      .selectAll()
      .where('order_id', '=', id)
      .execute();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ from_status: 'open', to_status: 'confirmed', reason: null });
    const jobs = await t.db.selectFrom('mail_jobs').select('payload').execute();
    expect(jobs.filter((job) => job.payload.includes('on kinnitatud'))).toHaveLength(1);
  });

  it('changes nothing when the transition fails after the status update (one transaction)', async () => {
    const id = await orderIn('open');
    const failing = new AdminOrdersService<StaffActor>({
      db: t.db,
      mail: new MailQueue(t.db, { kind: 'outbox', send: async () => undefined }, console),
      audit: async () => {
        throw new Error('audit down');
      },
      appUrl: 'http://shop.test',
      seller: t.config.seller,
      events: new EventBus(t.db),
    });
    await expect(failing.transition(staff, id, 'cancel', 'Põhjus')).rejects.toThrow('audit down');
    const order = await t.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('open');
    const history = await t.db
      .selectFrom('order_status_history')
      .selectAll()
      .where('order_id', '=', id)
      .execute();
    expect(history).toEqual([]);
  });
});
