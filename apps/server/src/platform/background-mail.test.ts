import { describe, expect, it } from 'vitest';
import { BackgroundMail } from './background-mail.js';
import type { Mailer, MailMessage } from './mail.js';

const message: MailMessage = { to: 'anna@kodumasin.test', subject: 'Salasõna taastamine', text: 'link' };

function slowMailer(fail = false) {
  const sent: MailMessage[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const mailer: Mailer = {
    kind: 'smtp',
    async send(m) {
      await gate;
      if (fail) throw new Error('SMTP 421');
      sent.push(m);
    },
  };
  return { mailer, sent, release };
}

describe('BackgroundMail', () => {
  it('returns at once and sends afterwards; idle waits for the send', async () => {
    const { mailer, sent, release } = slowMailer();
    const errors: unknown[] = [];
    const mail = new BackgroundMail(mailer, { error: (...args: unknown[]) => errors.push(args) } as never);
    let after = 0;
    mail.dispatch(message, 'reset mail', () => after++);
    expect(sent).toHaveLength(0);
    const idle = mail.idle();
    release();
    await idle;
    expect(sent).toEqual([message]);
    expect(after).toBe(1);
    expect(errors).toHaveLength(0);
  });

  it('logs a failed send instead of throwing, and skips onSent', async () => {
    const { mailer, release } = slowMailer(true);
    const errors: string[] = [];
    const log = { error: (_obj: unknown, text: string) => errors.push(text) };
    const mail = new BackgroundMail(mailer, log as never);
    let after = 0;
    mail.dispatch(message, 'password reset mail', () => after++);
    release();
    await mail.idle();
    expect(errors).toEqual(['password reset mail failed']);
    expect(after).toBe(0);
  });
});
