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
  /** Content-ID of a picture the HTML part shows inline (`<img src="cid:…">`). */
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text part (the whole mail, or the alternative of `html`). */
  text: string;
  html?: string;
  /**
   * The sender's display name instead of MAIL_FROM's (a buyer's offer goes out in the buyer's
   * name); the address stays the shop's own sending address.
   */
  fromName?: string;
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
  /** The attached files by name, type and size (and inline Content-ID); bytes are in the `.eml`. */
  attachments: { filename: string; content_type: string; size: number; cid?: string }[];
}

/** The address of MAIL_FROM ("Name <address>" or a bare address). */
export function mailAddress(from: string): string {
  const match = /<([^<>]+)>\s*$/.exec(from);
  return (match?.[1] ?? from).trim();
}

/** The From of a message: MAIL_FROM, or its address under the message's own display name. */
export function senderOf(
  mailFrom: string,
  message: Pick<MailMessage, 'fromName'>,
):
  | string
  | {
      name: string;
      address: string;
    } {
  const name = message.fromName?.replace(/[\r\n]+/g, ' ').trim();
  return name === undefined || name === '' ? mailFrom : { name, address: mailAddress(mailFrom) };
}

/** The message as nodemailer takes it. */
function nodemailerMessage(mailFrom: string, message: MailMessage) {
  const { fromName: _fromName, ...rest } = message;
  return { ...rest, from: senderOf(mailFrom, message) };
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
        await transport.sendMail(nodemailerMessage(config.mailFrom, message));
      },
    };
  }
  const outbox = join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail(nodemailerMessage(config.mailFrom, message));
      const from = senderOf(config.mailFrom, message);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const base = join(outbox, `${stamp}-${randomBytes(4).toString('hex')}`);
      const entry: OutboxEntry = {
        to: message.to,
        from: typeof from === 'string' ? from : `${from.name} <${from.address}>`,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        reply_to: message.replyTo ?? null,
        attachments: (message.attachments ?? []).map((file) => ({
          filename: file.filename,
          content_type: file.contentType,
          size: file.content.length,
          ...(file.cid === undefined ? {} : { cid: file.cid }),
        })),
      };
      await mkdir(outbox, { recursive: true });
      await writeFile(`${base}.eml`, info.message);
      await writeFile(`${base}.json`, `${JSON.stringify(entry, null, 2)}\n`);
      log.info({ file: `${base}.json`, to: message.to, subject: message.subject }, 'mail written to outbox');
    },
  };
}
