import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mail.js';

const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the development outbox', () => {
  it('writes each mail as JSON and as a raw .eml with the same name', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kms-mail-'));
    dirs.push(dataDir);
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: 'Kodumasinad <no-reply@kodumasinad.test>', dataDir },
      Fastify({ logger: false }).log,
    );
    expect(mailer.kind).toBe('outbox');
    await mailer.send({
      to: 'anna@kodumasin.test',
      subject: 'Tervitus',
      text: 'Tere, Anna!',
      html: '<p>Tere</p>',
    });

    const files = readdirSync(join(dataDir, 'outbox')).sort();
    expect(files).toHaveLength(2);
    const [eml, json] = files as [string, string];
    expect(eml.replace(/\.eml$/, '')).toBe(json.replace(/\.json$/, ''));
    expect(json).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.json$/);
    expect(JSON.parse(readFileSync(join(dataDir, 'outbox', json), 'utf8'))).toEqual({
      to: 'anna@kodumasin.test',
      from: 'Kodumasinad <no-reply@kodumasinad.test>',
      subject: 'Tervitus',
      text: 'Tere, Anna!',
      html: '<p>Tere</p>',
      reply_to: null,
      attachments: [],
    });
    const raw = readFileSync(join(dataDir, 'outbox', eml), 'utf8');
    expect(raw).toContain('Subject: Tervitus');
    expect(raw).toContain('To: anna@kodumasin.test');
  });

  it('carries attachments into the .eml and lists them in the JSON', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kms-mail-'));
    dirs.push(dataDir);
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: 'Kodumasinad <no-reply@kodumasinad.test>', dataDir },
      Fastify({ logger: false }).log,
    );
    const pdf = Buffer.from('%PDF-1.4 pakkumine');
    await mailer.send({
      to: 'klient@firma.test',
      subject: 'Hinnapakkumine',
      text: 'Pakkumine on lisatud.',
      attachments: [{ filename: 'pakkumine-12.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const files = readdirSync(join(dataDir, 'outbox')).sort();
    const entry = JSON.parse(readFileSync(join(dataDir, 'outbox', files[1] as string), 'utf8')) as {
      attachments: unknown;
    };
    expect(entry.attachments).toEqual([
      { filename: 'pakkumine-12.pdf', content_type: 'application/pdf', size: pdf.length },
    ]);
    const raw = readFileSync(join(dataDir, 'outbox', files[0] as string), 'utf8');
    expect(raw).toContain('filename=pakkumine-12.pdf');
    expect(raw).toContain(pdf.toString('base64'));
  });
  it("sends under a message's own display name on the shop's address, with inline pictures", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kms-mail-'));
    dirs.push(dataDir);
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: 'Kodumasinad B2B <no-reply@kodumasinad.test>', dataDir },
      Fastify({ logger: false }).log,
    );
    const logo = Buffer.from('png-bytes');
    await mailer.send({
      to: 'klient@firma.test',
      subject: 'Hinnapakkumine',
      text: 'Pakkumine on lisatud.',
      html: '<p><img src="cid:logo@pakkumine"></p>',
      fromName: 'Kodumasin Pluss OÜ',
      replyTo: 'anna@kodumasin.test',
      attachments: [{ filename: 'logo.png', contentType: 'image/png', content: logo, cid: 'logo@pakkumine' }],
    });
    const files = readdirSync(join(dataDir, 'outbox')).sort();
    const entry = JSON.parse(readFileSync(join(dataDir, 'outbox', files[1] as string), 'utf8')) as {
      from: string;
      reply_to: string;
      attachments: unknown;
    };
    expect(entry.from).toBe('Kodumasin Pluss OÜ <no-reply@kodumasinad.test>');
    expect(entry.reply_to).toBe('anna@kodumasin.test');
    expect(entry.attachments).toEqual([
      { filename: 'logo.png', content_type: 'image/png', size: logo.length, cid: 'logo@pakkumine' },
    ]);
    const raw = readFileSync(join(dataDir, 'outbox', files[0] as string), 'utf8');
    expect(raw).toMatch(/^From: =\?UTF-8\?Q\?Kodumasin_Pluss_O=C3=9C\?= <no-reply@kodumasinad\.test>$/m);
    expect(raw).not.toContain('Kodumasinad B2B');
    expect(raw).toContain('Content-ID: <logo@pakkumine>');
    expect(raw).toContain('multipart/alternative');
  });
});
