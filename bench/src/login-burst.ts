import type { BuyerAccount } from './checkout-db.js';
import { DEMO_PASSWORD } from './checkout-buyer.js';
import { processMemoryMb } from './server-process.js';

export interface LoginBurst {
  logins: number;
  failed: number;
  /** From the first login sent to the last answered. */
  seconds: number;
  /** The highest resident memory seen while the logins ran (sampled every few ms), MB. */
  peakRssMb: number;
  /** The process's peak resident memory (VmHWM) before and after the burst, MB. */
  hwmBeforeMb: number;
  hwmAfterMb: number;
}

const SAMPLE_MS = 5;

/** Opens the shop page: the session cookie and the CSRF token a login needs. */
async function openPage(baseUrl: string): Promise<{ cookie: string; csrf: string }> {
  const page = await fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } });
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const cookie = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, csrf };
}

/**
 * `accounts.length` buyers, each with the shop page already open, press "log in" at the same
 * moment; the server's memory is sampled from /proc while the password checks run.
 */
export async function loginBurst(
  baseUrl: string,
  pid: number,
  accounts: BuyerAccount[],
): Promise<LoginBurst> {
  const pages = await Promise.all(accounts.map(() => openPage(baseUrl)));
  const hwmBeforeMb = processMemoryMb(pid).peak;
  let peakRssMb = processMemoryMb(pid).rss;
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, processMemoryMb(pid).rss);
  }, SAMPLE_MS);
  const started = performance.now();
  const replies = await Promise.all(
    accounts.map((account, i) =>
      fetch(`${baseUrl}/api/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          'x-csrf-token': pages[i]!.csrf,
          cookie: pages[i]!.cookie,
        },
        body: JSON.stringify({ email: account.email, password: DEMO_PASSWORD }),
      }).then(
        async (res) => {
          await res.arrayBuffer();
          return res.ok;
        },
        () => false,
      ),
    ),
  );
  const seconds = Math.round((performance.now() - started) / 10) / 100;
  clearInterval(sampler);
  const after = processMemoryMb(pid);
  return {
    logins: accounts.length,
    failed: replies.filter((ok) => !ok).length,
    seconds,
    peakRssMb: Math.max(peakRssMb, after.rss),
    hwmBeforeMb,
    hwmAfterMb: after.peak,
  };
}
