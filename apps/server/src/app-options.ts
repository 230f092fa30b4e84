import type { ErrorReporter } from './platform/error-handler.js';
import type { LogStream } from './platform/logger.js';
import type { MailQueueOptions } from './platform/mail-queue.js';
import type { AppMetrics } from './platform/metrics.js';
import type { Readiness } from './platform/readiness.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once the mail queue has no job in flight and none due (sent, skipped or to retry later). */
    idleMail(): Promise<void>;
    /** What `/health/ready` answers; main.ts drains it before the process stops. */
    readiness: Readiness;
    /** The process's Prometheus metrics; main.ts serves them on METRICS_PORT. */
    metrics: AppMetrics;
  }
}

/** What main.ts and the tests may change about the app buildApp makes. */
export interface AppOptions {
  /** Receives unhandled errors (Sentry in production); defaults to nothing beyond the log. */
  reportError?: ErrorReporter;
  /** Transport of the test bank's VK_AUTO=Y call to the shop (tests route it into the app). */
  testBankFetch?: typeof fetch;
  /** Mail queue settings; `autoRun: false` leaves the queue to idleMail (tests that look between). */
  mailQueue?: Partial<MailQueueOptions> & { autoRun?: boolean };
  /** Sees every SQL statement the app runs (tests comparing the work of two requests). */
  onQuery?: (sql: string) => void;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: LogStream;
  /** The time invoices and offers derive their statuses from (tests fix it); defaults to now. */
  clock?: () => Date;
  /** The metrics to count into (main.ts adds Node's own); defaults to a registry of the app's own. */
  metrics?: AppMetrics;
  /**
   * The supplier imports' caps (tests lower them to check the refusals cheaply); by default the
   * contract's IMPORT_MAX_FILE_BYTES (50 MB) and IMPORT_MAX_ROWS (100,000 data rows).
   */
  importLimits?: { maxFileBytes?: number; maxRows?: number };
}
