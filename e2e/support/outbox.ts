import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from './env.js';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

async function mailsTo(address: string): Promise<OutboxMail[]> {
  const dir = join(E2E_DATA_DIR, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
  const mails = await Promise.all(
    names.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as OutboxMail),
  );
  return mails.filter((m) => String(m.to).includes(address));
}

/** Waits for the newest development-outbox mail to `address` and returns its first link to `pathPart`. */
export async function latestLinkTo(address: string, pathPart: string, after: number): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mails = await mailsTo(address);
      const found = mails
        .slice(after)
        .reverse()
        .find((m) => m.text.includes(pathPart));
      link = found?.text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(pathPart)) ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

export async function mailCount(address: string): Promise<number> {
  return (await mailsTo(address)).length;
}
