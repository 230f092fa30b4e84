import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import type { MailJobRecord } from '../db/schema-mail.js';
import type { MailAttachment, Mailer, MailMessage } from './mail.js';
import { MailQueueRepository } from './mail-queue.repository.js';

/**
 * Builds the message of a deferred job when a worker processes it; null: nothing to send (the
 * job is done, e.g. a password reset for an address without an account). A throw counts as a
 * failed attempt, retried like an SMTP failure.
 */
export type DeferredMailHandler = (payload: unknown) => Promise<MailMessage | null>;

export interface MailQueueOptions {
  /** How often a process looks for due jobs that no reply of its own kicked (crashes, other processes). */
  pollMs: number;
  /** How long a claimed job is a worker's; past it another worker may take the job again. */
  leaseMs: number;
  /** Attempts before a job is given up as failed. */
  maxAttempts: number;
  /** Wait before the next attempt after `attempts` failed ones. */
  backoffMs: (attempts: number) => number;
  /** How long sent and skipped jobs are kept. */
  keepDoneMs: number;
  clock: () => Date;
}

const MINUTE = 60_000;

export const DEFAULT_MAIL_QUEUE_OPTIONS: MailQueueOptions = {
  pollMs: 30_000,
  // Well past the SMTP timeouts of mail.ts, so a live worker never loses its job mid-send.
  leaseMs: 5 * MINUTE,
  maxAttempts: 8,
  // 1, 2, 4 … 60 minutes: about two hours of retrying before a job is given up.
  backoffMs: (attempts) => Math.min(2 ** (attempts - 1), 60) * MINUTE,
  keepDoneMs: 30 * 24 * 60 * MINUTE,
  clock: () => new Date(),
};

/** The kind of a ready message stored whole (attachments in mail_attachments). */
export const MESSAGE_KIND = 'message';

const StoredMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  fromName: z.string().optional(),
  replyTo: z.string().optional(),
  /** Content-IDs of the attachments by position (inline pictures); mail_attachments has no column. */
  cids: z.array(z.string().nullable()).optional(),
});

/** A claim that finds nothing while jobs are due lost a race; it tries this many times more. */
const LOST_RACE_RETRIES = 3;
const PURGE_EVERY_MS = 60 * MINUTE;

/**
 * Mail goes through a queue in the database (decision 014): a request stores a job and replies;
 * a worker sends it after the reply. Ready messages carry their attachments; deferred jobs name
 * a handler that builds the message when processed (the password reset, so the request does the
 * same work for every address). Each process works the queue when its own replies stored jobs
 * (`kickIfEnqueued`) and on a poll; jobs are claimed with a lease, so processes never send one
 * job twice, and a crashed worker's job is retried when its lease runs out. Failed attempts are
 * retried with backoff up to `maxAttempts`, each logged as an error.
 */
export class MailQueue {
  private readonly handlers = new Map<string, DeferredMailHandler>();
  private readonly options: MailQueueOptions;
  private running: Promise<void> | null = null;
  private rerun = false;
  private enqueued = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private lastPurge = 0;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    options: Partial<MailQueueOptions> = {},
  ) {
    this.options = { ...DEFAULT_MAIL_QUEUE_OPTIONS, ...options };
  }

  get kind(): Mailer['kind'] {
    return this.mailer.kind;
  }

  /** Registers the builder of a deferred kind; every process registers the same ones. */
  handle(kind: string, handler: DeferredMailHandler): void {
    if (kind === MESSAGE_KIND || this.handlers.has(kind)) throw new Error(`mail kind ${kind} taken`);
    this.handlers.set(kind, handler);
  }

  /** Queues a ready message; `db` may be a transaction, so the mail goes only if it commits. */
  async send(message: MailMessage, db: Db = this.db): Promise<number> {
    const { attachments = [], ...rest } = message;
    const cids = attachments.some((file) => file.cid !== undefined)
      ? { cids: attachments.map((file) => file.cid ?? null) }
      : {};
    return this.insert(db, MESSAGE_KIND, JSON.stringify({ ...rest, ...cids }), attachments);
  }

  /** Queues a job whose message the `kind` handler builds from `payload` when it is processed. */
  async defer(kind: string, payload: unknown, db: Db = this.db): Promise<number> {
    return this.insert(db, kind, JSON.stringify(payload), []);
  }

  private async insert(db: Db, kind: string, payload: string, attachments: readonly MailAttachment[]) {
    const at = this.options.clock().toISOString();
    const id = await new MailQueueRepository(db).insert({ kind, payload, attachments, runAt: at, at });
    this.enqueued = true;
    return id;
  }

  /** Works the queue if this process stored jobs since the last run (called once a reply has gone out). */
  kickIfEnqueued(): void {
    if (this.enqueued) this.kick();
  }

  /** Works the due jobs now, in the background; a run already going takes one more turn. */
  kick(): void {
    if (this.stopped) return;
    if (this.running !== null) {
      this.rerun = true;
      return;
    }
    this.enqueued = false;
    this.running = this.runUntilIdle()
      .catch((error: unknown) => this.log.error({ err: error }, 'mail queue run failed'))
      .finally(() => {
        this.running = null;
        if (this.rerun && !this.stopped) {
          this.rerun = false;
          this.kick();
        }
      });
  }

  /**
   * Works what earlier runs left (a crash, a restart) and polls for due jobs from now on: a
   * listening server; tests kick and drain instead.
   */
  start(): void {
    if (this.timer !== null || this.stopped) return;
    this.kick();
    this.timer = setInterval(() => {
      this.kick();
      void this.purge();
    }, this.options.pollMs);
    this.timer.unref();
  }

  /**
   * Resolves once no job is in flight and none is due: what shutdown and tests that read the
   * outbox wait for. Jobs waiting for a retry later are not waited for.
   */
  async drain(): Promise<void> {
    const repository = new MailQueueRepository(this.db);
    for (;;) {
      while (this.running !== null) await this.running;
      if (this.stopped) return;
      if (!(await repository.hasDue(this.now()))) return;
      this.kick();
    }
  }

  /** Mails waiting and failed, for the metrics. */
  state(): Promise<{ pending: number; oldestPendingAt: string | null; failed: number }> {
    return new MailQueueRepository(this.db).queueState();
  }

  /** Stops polling and kicking and waits for the job in flight (graceful shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    while (this.running !== null) await this.running;
  }

  private now(): string {
    return this.options.clock().toISOString();
  }

  private async runUntilIdle(): Promise<void> {
    const repository = new MailQueueRepository(this.db);
    let lostRaces = 0;
    while (!this.stopped) {
      const now = this.options.clock();
      const job = await repository.claim(
        now.toISOString(),
        new Date(now.getTime() + this.options.leaseMs).toISOString(),
      );
      if (job === undefined) {
        if (lostRaces >= LOST_RACE_RETRIES || !(await repository.hasDue(now.toISOString()))) return;
        lostRaces++;
        continue;
      }
      lostRaces = 0;
      await this.process(repository, job);
    }
  }

  private async process(repository: MailQueueRepository, job: MailJobRecord): Promise<void> {
    let message: MailMessage | null;
    try {
      message = await this.build(repository, job);
      if (message !== null) await this.mailer.send(message);
    } catch (error) {
      await this.failed(repository, job, error);
      return;
    }
    await repository.finish(job.id, message === null ? 'skipped' : 'sent', this.now());
  }

  private async build(repository: MailQueueRepository, job: MailJobRecord): Promise<MailMessage | null> {
    const payload: unknown = JSON.parse(job.payload);
    if (job.kind === MESSAGE_KIND) {
      const stored = await repository.attachments(job.id);
      const { cids = [], ...message } = StoredMessageSchema.parse(payload);
      const attachments = stored.map((file, index) => {
        const cid = cids[index];
        return cid === undefined || cid === null ? file : { ...file, cid };
      });
      return attachments.length > 0 ? { ...message, attachments } : message;
    }
    const handler = this.handlers.get(job.kind);
    // Perhaps queued by a newer version of the shop: a later attempt may find its handler.
    if (handler === undefined) throw new Error(`no handler for mail kind ${job.kind}`);
    return handler(payload);
  }

  private async failed(repository: MailQueueRepository, job: MailJobRecord, error: unknown): Promise<void> {
    const text = error instanceof Error ? error.message : String(error);
    const context = { err: error, job: job.id, kind: job.kind, attempt: job.attempts };
    if (job.attempts >= this.options.maxAttempts) {
      await repository.fail(job.id, text, this.now());
      this.log.error(context, 'mail job failed for good');
      return;
    }
    const next = new Date(this.options.clock().getTime() + this.options.backoffMs(job.attempts));
    await repository.retryLater(job.id, next.toISOString(), text);
    this.log.error({ ...context, retry_at: next.toISOString() }, 'mail job failed; it will be retried');
  }

  private async purge(): Promise<void> {
    const now = this.options.clock().getTime();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    try {
      await new MailQueueRepository(this.db).purgeDone(new Date(now - this.options.keepDoneMs).toISOString());
    } catch (error) {
      this.log.error({ err: error }, 'purging sent mail jobs failed');
    }
  }
}
