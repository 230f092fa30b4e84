import type { Db } from '../db/database.js';
import type { MailJobRecord } from '../db/schema-mail.js';
import type { MailAttachment } from './mail.js';

export interface NewMailJob {
  kind: string;
  payload: string;
  attachments: readonly MailAttachment[];
  runAt: string;
  at: string;
}

/** The longest last_error kept: an SMTP reply can be long, the row need not be. */
const MAX_ERROR_LENGTH = 1000;

/**
 * The mail_jobs and mail_attachments tables. Built on a transaction, it writes within it, so a
 * feature can queue its mail in the same transaction as the change the mail is about.
 */
export class MailQueueRepository {
  constructor(private readonly db: Db) {}

  async insert(job: NewMailJob): Promise<number> {
    const row = await this.db
      .insertInto('mail_jobs')
      .values({
        kind: job.kind,
        payload: job.payload,
        status: 'pending',
        attempts: 0,
        run_at: job.runAt,
        locked_until: null,
        last_error: null,
        created_at: job.at,
        finished_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (job.attachments.length > 0) {
      await this.db
        .insertInto('mail_attachments')
        .values(
          job.attachments.map((file, index) => ({
            job_id: row.id,
            position: index,
            filename: file.filename,
            content_type: file.contentType,
            content: file.content,
          })),
        )
        .execute();
    }
    return row.id;
  }

  /**
   * Claims the next due job for this worker until `lockedUntil`, counting the attempt, in one
   * UPDATE. Two workers picking the same row cannot both win: the row lock (PostgreSQL) or the
   * write lock (SQLite) makes the second one re-check the lease and update nothing.
   */
  claim(now: string, lockedUntil: string): Promise<MailJobRecord | undefined> {
    return this.db
      .updateTable('mail_jobs')
      .set((eb) => ({ locked_until: lockedUntil, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('mail_jobs as next')
          .select('next.id')
          .where('next.status', '=', 'pending')
          .where('next.run_at', '<=', now)
          .where((w) => w.or([w('next.locked_until', 'is', null), w('next.locked_until', '<=', now)]))
          .orderBy('next.run_at')
          .orderBy('next.id')
          .limit(1),
      )
      .where('status', '=', 'pending')
      .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<=', now)]))
      .returningAll()
      .executeTakeFirst();
  }

  /** Whether a job is due and free (a claim that lost a race can then try again). */
  async hasDue(now: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('mail_jobs')
      .select('id')
      .where('status', '=', 'pending')
      .where('run_at', '<=', now)
      .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<=', now)]))
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** For the metrics: mails waiting to go out, the oldest one's creation time, and failed ones. */
  async queueState(): Promise<{ pending: number; oldestPendingAt: string | null; failed: number }> {
    const pending = await this.db
      .selectFrom('mail_jobs')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    const failed = await this.db
      .selectFrom('mail_jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'failed')
      .executeTakeFirstOrThrow();
    return {
      pending: Number(pending.count),
      oldestPendingAt: (pending.oldest as string | null) ?? null,
      failed: Number(failed.count),
    };
  }

  async attachments(jobId: number): Promise<MailAttachment[]> {
    const rows = await this.db
      .selectFrom('mail_attachments')
      .select(['filename', 'content_type', 'content'])
      .where('job_id', '=', jobId)
      .orderBy('position')
      .execute();
    return rows.map((row) => ({
      filename: row.filename,
      contentType: row.content_type,
      content: Buffer.from(row.content),
    }));
  }

  async finish(id: number, status: 'sent' | 'skipped', at: string): Promise<void> {
    await this.db
      .updateTable('mail_jobs')
      .set({ status, locked_until: null, finished_at: at })
      .where('id', '=', id)
      .execute();
  }

  async retryLater(id: number, runAt: string, error: string): Promise<void> {
    await this.db
      .updateTable('mail_jobs')
      .set({ run_at: runAt, locked_until: null, last_error: error.slice(0, MAX_ERROR_LENGTH) })
      .where('id', '=', id)
      .execute();
  }

  async fail(id: number, error: string, at: string): Promise<void> {
    await this.db
      .updateTable('mail_jobs')
      .set({
        status: 'failed',
        locked_until: null,
        last_error: error.slice(0, MAX_ERROR_LENGTH),
        finished_at: at,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Deletes jobs done before `before` (their attachments with them); failed ones stay to be looked at. */
  async purgeDone(before: string): Promise<void> {
    await this.db
      .deleteFrom('mail_jobs')
      .where('status', 'in', ['sent', 'skipped'])
      .where('finished_at', '<', before)
      .execute();
  }
}
