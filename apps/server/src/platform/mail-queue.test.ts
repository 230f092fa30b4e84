import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle, type Db } from '../db/database.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import type { Mailer, MailMessage } from './mail.js';
import { MailQueue, type MailQueueOptions } from './mail-queue.js';
import { MailQueueRepository } from './mail-queue.repository.js';

/**
 * The queue on the real databases. `second` is another connection pool on the same database,
 * standing in for a second server process.
 */
let t: TestApp;
let second: DatabaseHandle;

beforeAll(async () => {
  t = await createTestApp();
  second = await openDatabase(t.config);
});

afterAll(async () => {
  await second.db.destroy();
  await t.close();
});

beforeEach(async () => {
  await t.db.deleteFrom('mail_jobs').execute();
});

const MINUTE = 60_000;

class TestClock {
  time = Date.parse('2026-03-02T08:00:00.000Z');
  readonly now = () => new Date(this.time);
  advance(ms: number) {
    this.time += ms;
  }
}

interface TestMailer extends Mailer {
  sent: MailMessage[];
}

/** Records what it sends; fails the first `failures` sends; waits for `gate` when given. */
function testMailer(options: { failures?: number; gate?: Promise<void> } = {}): TestMailer {
  let failures = options.failures ?? 0;
  const sent: MailMessage[] = [];
  return {
    kind: 'smtp',
    sent,
    async send(message) {
      await (options.gate ?? new Promise((resolve) => setImmediate(resolve)));
      if (failures > 0) {
        failures--;
        throw new Error('421 4.3.2 Service not available');
      }
      sent.push(message);
    },
  };
}

function testLog() {
  const errors: string[] = [];
  return { errors, log: { error: (_context: unknown, text: string) => errors.push(text) } as never };
}

function queueOn(db: Db, mailer: Mailer, options: Partial<MailQueueOptions> = {}, log = testLog().log) {
  return new MailQueue(db, mailer, log, options);
}

const message = (n: number): MailMessage => ({
  to: 'klient@firma.test',
  subject: `Teade ${n}`,
  text: `Tere! Teade number ${n}.`,
});

const jobs = () => t.db.selectFrom('mail_jobs').selectAll().orderBy('id').execute();

describe('the mail queue', () => {
  it('keeps a message’s attachments byte for byte and sends them', async () => {
    const mailer = testMailer();
    const queue = queueOn(t.db, mailer);
    const pdf = Buffer.concat([Buffer.from([0, 255, 0, 13, 10]), randomBytes(70_000)]);
    const logo = randomBytes(300);
    await queue.send({
      ...message(1),
      html: '<p>Tere!</p>',
      replyTo: 'muuk@kodumasinad.test',
      attachments: [
        { filename: 'pakkumine-2026-000012.pdf', contentType: 'application/pdf', content: pdf },
        { filename: 'logo.png', contentType: 'image/png', content: logo },
      ],
    });
    await queue.send(message(2));

    const stored = await t.db.selectFrom('mail_attachments').selectAll().orderBy('position').execute();
    expect(
      stored.map((row) => [row.filename, row.content_type, Buffer.from(row.content).equals(pdf)]),
    ).toEqual([
      ['pakkumine-2026-000012.pdf', 'application/pdf', true],
      ['logo.png', 'image/png', false],
    ]);

    await queue.drain();
    expect(mailer.sent).toHaveLength(2);
    const [first, plain] = mailer.sent;
    expect(first).toMatchObject({
      subject: 'Teade 1',
      html: '<p>Tere!</p>',
      replyTo: 'muuk@kodumasinad.test',
    });
    expect(first?.attachments?.map((file) => file.filename)).toEqual([
      'pakkumine-2026-000012.pdf',
      'logo.png',
    ]);
    expect(first?.attachments?.[0]?.content.equals(pdf)).toBe(true);
    expect(first?.attachments?.[1]?.content.equals(logo)).toBe(true);
    expect(plain).toEqual(message(2));
    expect((await jobs()).map((job) => [job.status, job.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
  });

  it('keeps the display name and the Content-ID of inline pictures (issue 22 item 9)', async () => {
    const mailer = testMailer();
    const queue = queueOn(t.db, mailer);
    const logo = randomBytes(100);
    await queue.send({
      ...message(3),
      fromName: 'Kodumasin Pluss OÜ',
      attachments: [
        { filename: 'P-2026-0001.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF') },
        { filename: 'logo.png', contentType: 'image/png', content: logo, cid: 'logo@pakkumine' },
      ],
    });
    await queue.drain();
    const sent = mailer.sent.find((mail) => mail.subject === 'Teade 3');
    expect(sent?.fromName).toBe('Kodumasin Pluss OÜ');
    expect(sent?.attachments?.map((file) => file.cid)).toEqual([undefined, 'logo@pakkumine']);
    expect(sent?.attachments?.[1]?.content.equals(logo)).toBe(true);
  });

  it('lets only one of two processes claim a job', async () => {
    const queue = queueOn(t.db, testMailer());
    await queue.send(message(1));
    const now = new Date().toISOString();
    const until = new Date(Date.now() + 5 * MINUTE).toISOString();
    const claims = await Promise.all(
      [t.db, second.db, t.db, second.db, t.db, second.db].map((db) =>
        new MailQueueRepository(db).claim(now, until),
      ),
    );
    expect(claims.filter((claim) => claim !== undefined)).toHaveLength(1);
    expect((await jobs())[0]).toMatchObject({ attempts: 1, locked_until: until, status: 'pending' });
  });

  it('sends every job exactly once when two processes work the queue at once', async () => {
    const mailers = [testMailer(), testMailer()];
    const [one, two] = [queueOn(t.db, mailers[0] as Mailer), queueOn(second.db, mailers[1] as Mailer)];
    for (let n = 1; n <= 30; n++) await one.send(message(n));
    one.kick();
    two.kick();
    await Promise.all([one.drain(), two.drain()]);
    const subjects = mailers.flatMap((mailer) => mailer.sent.map((sent) => sent.subject));
    expect(subjects.sort()).toEqual(Array.from({ length: 30 }, (_, i) => `Teade ${i + 1}`).sort());
    expect((await jobs()).every((job) => job.status === 'sent' && job.attempts === 1)).toBe(true);
  });

  it('retries a failed send with growing waits, logging each failure as an error', async () => {
    const clock = new TestClock();
    const mailer = testMailer({ failures: 2 });
    const { errors, log } = testLog();
    const queue = queueOn(t.db, mailer, { clock: clock.now }, log);
    await queue.send(message(1));

    await queue.drain();
    expect(await jobs()).toMatchObject([
      {
        status: 'pending',
        attempts: 1,
        run_at: new Date(clock.time + MINUTE).toISOString(),
        locked_until: null,
        last_error: '421 4.3.2 Service not available',
      },
    ]);
    expect(errors).toEqual(['mail job failed; it will be retried']);
    await queue.drain();
    expect(mailer.sent).toHaveLength(0);

    clock.advance(MINUTE);
    await queue.drain();
    expect(await jobs()).toMatchObject([
      { status: 'pending', attempts: 2, run_at: new Date(clock.time + 2 * MINUTE).toISOString() },
    ]);
    clock.advance(2 * MINUTE);
    await queue.drain();
    expect(await jobs()).toMatchObject([{ status: 'sent', attempts: 3 }]);
    expect(mailer.sent).toEqual([message(1)]);
    expect(errors).toHaveLength(2);
  });

  it('gives a job up after the last attempt', async () => {
    const clock = new TestClock();
    const { errors, log } = testLog();
    const queue = queueOn(t.db, testMailer({ failures: 99 }), { clock: clock.now, maxAttempts: 3 }, log);
    await queue.send(message(1));
    for (let attempt = 0; attempt < 5; attempt++) {
      await queue.drain();
      clock.advance(60 * MINUTE);
    }
    expect(await jobs()).toMatchObject([{ status: 'failed', attempts: 3 }]);
    expect(errors).toEqual([
      'mail job failed; it will be retried',
      'mail job failed; it will be retried',
      'mail job failed for good',
    ]);
  });

  it('takes over the job of a worker that crashed, once its lease has run out', async () => {
    const clock = new TestClock();
    const mailer = testMailer();
    const queue = queueOn(t.db, mailer, { clock: clock.now, leaseMs: 5 * MINUTE });
    await queue.send(message(1));
    // Another process claimed it and died while sending.
    const lease = new Date(clock.time + 5 * MINUTE).toISOString();
    expect(await new MailQueueRepository(second.db).claim(clock.now().toISOString(), lease)).toBeDefined();

    await queue.drain();
    expect(mailer.sent).toHaveLength(0);
    clock.advance(5 * MINUTE);
    await queue.drain();
    expect(mailer.sent).toEqual([message(1)]);
    expect(await jobs()).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  it('builds a deferred job’s message when processing it, or sends nothing when there is none', async () => {
    const mailer = testMailer();
    const queue = queueOn(t.db, mailer);
    const seen: unknown[] = [];
    queue.handle('greeting', async (payload) => {
      seen.push(payload);
      const { name } = payload as { name: string | null };
      return name === null ? null : { ...message(1), text: `Tere, ${name}!` };
    });
    await queue.defer('greeting', { name: 'Liis' });
    await queue.defer('greeting', { name: null });
    await queue.defer('not-known-here', { id: 1 });
    expect(seen).toEqual([]);

    await queue.drain();
    expect(seen).toEqual([{ name: 'Liis' }, { name: null }]);
    expect(mailer.sent.map((sent) => sent.text)).toEqual(['Tere, Liis!']);
    expect((await jobs()).map((job) => [job.status, job.last_error])).toEqual([
      ['sent', null],
      ['skipped', null],
      ['pending', 'no handler for mail kind not-known-here'],
    ]);
  });

  it('queues within the caller’s transaction: a rollback takes the mail with it', async () => {
    const queue = queueOn(t.db, testMailer());
    await expect(
      t.db.transaction().execute(async (trx) => {
        await queue.send(message(1), trx);
        throw new Error('the change the mail was about failed');
      }),
    ).rejects.toThrow('failed');
    expect(await jobs()).toEqual([]);
  });

  it('waits for the job in flight on stop, and works no more after it', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const mailer = testMailer({ gate });
    const queue = queueOn(t.db, mailer);
    await queue.send(message(1));
    queue.kick();
    while ((await jobs())[0]?.attempts !== 1) await new Promise((resolve) => setTimeout(resolve, 5));
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(mailer.sent).toEqual([message(1)]);

    await queue.send(message(2));
    queue.kick();
    await queue.drain();
    expect((await jobs()).map((job) => job.status)).toEqual(['sent', 'pending']);
  });
});
