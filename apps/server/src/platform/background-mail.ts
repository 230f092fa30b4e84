import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mail.js';

/**
 * Mail sent after the request that asked for it has replied, so the reply's timing does not
 * depend on the mail server (and cannot tell a caller whether a password reset found an
 * account). A failed send is logged, as a failed send inside the request was. Graceful shutdown
 * waits for the mail still being sent (`idle`).
 */
export class BackgroundMail {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly mailer: Mailer,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  get kind(): Mailer['kind'] {
    return this.mailer.kind;
  }

  /** Queues `message` for sending once the current work has yielded; `onSent` runs after it went out. */
  dispatch(message: MailMessage, what: string, onSent?: () => void): void {
    const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.mailer.send(message))
      .then(
        () => onSent?.(),
        (error: unknown) => this.log.error({ err: error, to: message.to }, `${what} failed`),
      )
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** Resolves once every queued mail has been sent or has failed. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
