import { createHmac } from 'node:crypto';

/** A demo staff account of the README's table: password and the TOTP secret its authenticator holds. */
export interface StaffAccount {
  email: string;
  password: string;
  secret: string;
}

/** The demo catalogue manager (role `catalog`): imports and product saves. */
export const CATALOG_MANAGER: StaffAccount = {
  email: 'tooted@kodumasinad.test',
  password: 'Demo1234!',
  secret: 'KODUMASINADTOOTEDDEMOSECRET23456',
};

/** The demo admin: only an admin creates the ERP's integration tokens. */
export const ADMIN: StaffAccount = {
  email: 'admin@kodumasinad.test',
  password: 'Demo1234!',
  secret: 'KODUMASINADADMINDEMOSECRET234567',
};

/** RFC 6238: the current 6-digit code of a base32 secret (the demo staff's authenticator). */
export function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret.replace(/=+$/, '')) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)?.map((byte) => parseInt(byte, 2)) ?? []);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hash = createHmac('sha1', key).update(counter).digest();
  const offset = (hash[hash.length - 1] as number) & 0xf;
  const code = (hash.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

/** Signs a demo staff member in (password, then code) and returns the headers later calls need. */
export async function staffHeaders(
  url: string,
  account: StaffAccount = CATALOG_MANAGER,
): Promise<Record<string, string>> {
  const page = await fetch(`${url}/haldus`, { headers: { accept: 'text/html' } });
  await page.text();
  let cookie = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  let csrf = '';
  const html = await (await fetch(`${url}/`, { headers: { accept: 'text/html', cookie } })).text();
  csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1] ?? '';
  const call = async (path: string, body: unknown) => {
    const reply = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'x-csrf-token': csrf,
        cookie,
      },
      body: JSON.stringify(body),
    });
    if (!reply.ok) throw new Error(`${path}: ${reply.status} ${await reply.text()}`);
    const set = reply.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length > 0) cookie = set.join('; ');
    csrf = ((await reply.json()) as { csrf_token: string }).csrf_token;
  };
  await call('/api/admin/login', { email: account.email, password: account.password });
  await call('/api/admin/login/totp', { code: totp(account.secret) });
  return { cookie, 'x-csrf-token': csrf, 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' };
}
