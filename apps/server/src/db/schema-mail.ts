import type { Generated, Selectable } from 'kysely';

/** Row types of the mail queue (migration 0006, decision 014); conventions as in schema.ts. */

export type MailJobStatus = 'pending' | 'sent' | 'skipped' | 'failed';

export interface MailJobsTable {
  id: Generated<number>;
  /** 'message' for a ready message; otherwise the deferred kind whose handler builds it. */
  kind: string;
  /** JSON: the message without its attachments, or the deferred handler's input. */
  payload: string;
  /** pending → sent, skipped (the handler had nothing to send) or failed (out of attempts). */
  status: MailJobStatus;
  /** Attempts started so far, counted when a worker claims the job. */
  attempts: number;
  /** When the job is due (later after a failed attempt). */
  run_at: string;
  /** A worker's lease: nobody else claims the job before then; a crashed worker's job comes back. */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface MailAttachmentsTable {
  id: Generated<number>;
  job_id: number;
  position: number;
  filename: string;
  content_type: string;
  /** blob in SQLite, bytea in PostgreSQL. */
  content: Buffer;
}

export interface MailTables {
  mail_jobs: MailJobsTable;
  mail_attachments: MailAttachmentsTable;
}

export type MailJobRecord = Selectable<MailJobsTable>;
