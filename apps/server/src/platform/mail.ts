import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files sent with the message (an offer's or an invoice's PDF). */
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** 'outbox' writes files instead of sending (development, tests). */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** The JSON file the development outbox writes next to each `.eml`. */
export interface OutboxEntry {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  reply_to: string | null;
  /** The attached files by name, type and size; their bytes are in the `.eml`. */
  attachments: { filename: string; content_type: string; size: number }[];
}

/**
 * An SMTP server that stops answering must not hold a mail-queue job past its lease (decision
 * 014): nodemailer's own defaults wait up to 2 minutes to connect and 10 minutes of silence.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** SMTP when SMTP_URL is set; otherwise files in DATA_DIR/outbox (one `.json` and one `.eml` per mail). */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl !== undefined) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ ...message, from: config.mailFrom });
      },
    };
  }
  const outbox = join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ ...message, from: config.mailFrom });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const base = join(outbox, `${stamp}-${randomBytes(4).toString('hex')}`);
      const entry: OutboxEntry = {
        to: message.to,
        from: config.mailFrom,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        reply_to: message.replyTo ?? null,
        attachments: (message.attachments ?? []).map((file) => ({
          filename: file.filename,
          content_type: file.contentType,
          size: file.content.length,
        })),
      };
      await mkdir(outbox, { recursive: true });
      await writeFile(`${base}.eml`, info.message);
      await writeFile(`${base}.json`, `${JSON.stringify(entry, null, 2)}\n`);
      log.info({ file: `${base}.json`, to: message.to, subject: message.subject }, 'mail written to outbox');
    },
  };
}
