import type { Kysely, Migration } from 'kysely';
import { binaryType, withIdColumn, type DialectKind } from '../dialect.js';

/** Issue 9: the mail queue (decision 014): jobs, and the attachments of ready messages. */
export function mailQueue(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(kind, db.schema.createTable('mail_jobs'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('run_at', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .execute();
      await db.schema
        .createIndex('mail_jobs_status_run_at_idx')
        .on('mail_jobs')
        .columns(['status', 'run_at'])
        .execute();

      await withIdColumn(kind, db.schema.createTable('mail_attachments'))
        .addColumn('job_id', 'integer', (c) => c.notNull().references('mail_jobs.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('filename', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('content', binaryType(kind), (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('mail_attachments_job_idx')
        .on('mail_attachments')
        .column('job_id')
        .execute();
    },
  };
}
