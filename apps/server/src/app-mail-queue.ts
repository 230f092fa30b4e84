import type { FastifyInstance } from 'fastify';
import type { AppOptions } from './app-options.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { createMailer } from './platform/mail.js';
import { MailQueue } from './platform/mail-queue.js';
import type { Readiness } from './platform/readiness.js';

/**
 * The mail queue (decision 014) with its worker's life: started on listen, kicked after each
 * reply that stored mail, stopped on close. `autoRun: false` (tests) leaves the queue to idleMail.
 * Call it after the database's onClose hook is added: onClose hooks run last-added first, so the
 * job in flight finishes before the database closes, and the rest waits there for the next start.
 */
export function startMailQueue(
  app: FastifyInstance,
  config: Config,
  deps: { db: Db; readiness: Readiness; options: AppOptions['mailQueue'] },
): MailQueue {
  const { db, readiness } = deps;
  const { autoRun = true, ...queueOptions } = deps.options ?? {};
  const mailQueue = new MailQueue(db, createMailer(config, app.log), app.log, queueOptions);
  // Tests that read the outbox wait for the queue to be worked through.
  app.decorate('idleMail', () => mailQueue.drain());
  if (autoRun) {
    // Mail stored by a request goes out after its reply, so the reply never waits for SMTP.
    app.addHook('onResponse', async () => mailQueue.kickIfEnqueued());
    app.addHook('onListen', async () => {
      mailQueue.start();
      readiness.ready('mail');
    });
  } else {
    // No worker of its own: the tests that turn it off work the queue themselves.
    readiness.ready('mail');
  }
  app.addHook('onClose', async () => {
    await mailQueue.stop();
  });
  return mailQueue;
}
