import { createHmac } from 'node:crypto';
import { freePort } from './checkout-server.js';
import {
  newEnvironment,
  processMemoryMb,
  removeEnvironment,
  seed,
  startServer,
  type RunningServer,
} from './server-process.js';
import type { TargetCheck } from './targets.js';

/**
 * Supplier imports (issue 24, part `import`): on a demo database without products, a CSV file of
 * 100,000 new products is uploaded by the demo catalogue manager, dry-run and applied; then a file
 * of 10,000 price changes into those 100,000 products. Timed from the upload to the job's end as
 * the import screen sees it (polling every 100 ms). The server's resident memory is read after a
 * 10,000-row dry run and again at the peak of the 100,000-row one, to show the file is streamed.
 */
export interface ImportRun {
  database: string;
  rows: number;
  dryRunS: number;
  applyS: number;
  priceRows: number;
  priceDryRunS: number;
  priceApplyS: number;
  /** Peak RSS (VmHWM) after the 10,000-row dry run, and at the end, MB. */
  rssAfter10kMb: number;
  rssPeakMb: number;
}

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const PRICE_ROWS = Math.min(10_000, ROWS);
const STAFF = {
  email: 'tooted@kodumasinad.test',
  password: 'Demo1234!',
  secret: 'KODUMASINADTOOTEDDEMOSECRET23456',
};
const LEAVES = [
  'Pesu ja kuivatus > Pesumasinad',
  'Pesu ja kuivatus > Kuivatid',
  'Külmutus > Külmikud',
  'Ahjud > Integreeritavad ahjud',
  'Nõudepesumasinad > 60 cm',
];
const BRANDS = ['Bosch', 'Miele', 'Electrolux', 'Samsung', 'LG', 'Beko'];
const HEADER = 'Kood;Nimetus;Kategooria;Kaubamärk;Hind;Jaehind;Kirjeldus';

/** RFC 6238: the current 6-digit code of a base32 secret (the demo staff's authenticator). */
function totp(secret: string, at = Date.now()): string {
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

/** Signs the demo catalogue manager in (password, then code) and returns the headers later calls need. */
async function staffHeaders(url: string): Promise<Record<string, string>> {
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
  await call('/api/admin/login', { email: STAFF.email, password: STAFF.password });
  await call('/api/admin/login/totp', { code: totp(STAFF.secret) });
  return { cookie, 'x-csrf-token': csrf, 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' };
}

function productFile(rows: number, prefix: string): Buffer {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const euros = 200 + (i % 1800);
    lines.push(
      `${prefix}${String(i).padStart(6, '0')};Bench toode ${i}, "${BRANDS[i % BRANDS.length]}";${LEAVES[i % LEAVES.length]};` +
        `${BRANDS[i % BRANDS.length]};${euros},00;${Math.round(euros * 1.5)},90;Toote ${i} kirjeldus; 60 cm.`,
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

function priceFile(rows: number, total: number): Buffer {
  const lines = ['Kood;Hind'];
  const step = Math.max(1, Math.floor(total / rows));
  for (let i = 0; i < rows; i++) {
    const n = i * step;
    lines.push(`BEN${String(n).padStart(6, '0')};${200 + (n % 1800) + 1},50`);
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

interface Job {
  id: number;
  status: string;
  counts: Record<string, number>;
  error: string | null;
}

async function waitFor(server: RunningServer, headers: Record<string, string>, id: number, until: string) {
  for (;;) {
    const reply = await fetch(`${server.url}/api/admin/imports/${id}`, { headers });
    const job = ((await reply.json()) as { import: Job }).import;
    if (job.status === until) return job;
    if (['failed', 'cancelled', 'done', 'checked'].includes(job.status))
      throw new Error(`import ${id} ended ${job.status}: ${job.error ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function importFile(
  server: RunningServer,
  headers: Record<string, string>,
  file: Buffer,
  mapping: Record<string, string>,
  options: Record<string, unknown>,
  apply: boolean,
): Promise<{ dryRunS: number; applyS: number; counts: Record<string, number> }> {
  const form = new FormData();
  form.append('file', new Blob([file]), 'bench.csv');
  form.append('mapping', JSON.stringify(mapping));
  form.append('key', 'code');
  form.append('options', JSON.stringify(options));
  const start = performance.now();
  const reply = await fetch(`${server.url}/api/admin/imports`, { method: 'POST', headers, body: form });
  if (reply.status !== 202) throw new Error(`upload: ${reply.status} ${await reply.text()}`);
  const { id } = ((await reply.json()) as { import: Job }).import;
  const checked = await waitFor(server, headers, id, 'checked');
  const dryRunS = (performance.now() - start) / 1000;
  if (!apply) return { dryRunS, applyS: 0, counts: checked.counts };
  const applyStart = performance.now();
  const applied = await fetch(`${server.url}/api/admin/imports/${id}/apply`, { method: 'POST', headers });
  if (applied.status !== 202) throw new Error(`apply: ${applied.status} ${await applied.text()}`);
  await waitFor(server, headers, id, 'done');
  return { dryRunS, applyS: (performance.now() - applyStart) / 1000, counts: checked.counts };
}

const FULL_MAPPING = {
  Kood: 'code',
  Nimetus: 'title',
  Kategooria: 'category',
  Kaubamärk: 'brand',
  Hind: 'price',
  Jaehind: 'retail_price',
  Kirjeldus: 'description',
};

export async function benchImport(database: { name: string; url: string }): Promise<ImportRun> {
  const env = newEnvironment(database.url);
  seed(env, 0);
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const server = await startServer(env, port);
  try {
    const headers = await staffHeaders(server.url);
    const small = await importFile(server, headers, productFile(10_000, 'SML'), FULL_MAPPING, {}, false);
    if (small.counts.create !== 10_000) throw new Error(`10k dry run: ${JSON.stringify(small.counts)}`);
    const rssAfter10kMb = processMemoryMb(server.pid).peak;
    const full = await importFile(server, headers, productFile(ROWS, 'BEN'), FULL_MAPPING, {}, true);
    if (full.counts.create !== ROWS) throw new Error(`full dry run: ${JSON.stringify(full.counts)}`);
    const prices = await importFile(
      server,
      headers,
      priceFile(PRICE_ROWS, ROWS),
      { Kood: 'code', Hind: 'price' },
      { mode: 'prices' },
      true,
    );
    if (prices.counts.change !== PRICE_ROWS)
      throw new Error(`price dry run: ${JSON.stringify(prices.counts)}`);
    return {
      database: database.name,
      rows: ROWS,
      dryRunS: full.dryRunS,
      applyS: full.applyS,
      priceRows: PRICE_ROWS,
      priceDryRunS: prices.dryRunS,
      priceApplyS: prices.applyS,
      rssAfter10kMb,
      rssPeakMb: processMemoryMb(server.pid).peak,
    };
  } finally {
    await server.stop();
    removeEnvironment(env);
  }
}

const round = (s: number) => Math.round(s * 10) / 10;

export function printImport(runs: ImportRun[]): void {
  console.table(
    runs.map((r) => ({
      database: r.database,
      rows: r.rows,
      'dry run s': round(r.dryRunS),
      'apply s': round(r.applyS),
      [`${r.priceRows} prices: dry run / apply s`]: `${round(r.priceDryRunS)} / ${round(r.priceApplyS)}`,
      'RSS peak after 10k / at end MB': `${r.rssAfter10kMb} / ${r.rssPeakMb}`,
    })),
  );
}

/** Issue 24's targets: dry run ≤ 10 s, apply ≤ 30 s (SQLite) / 60 s (PostgreSQL), 10,000 prices ≤ 5 s, RSS ≤ 400 MB. */
export function checkImport(runs: ImportRun[]): TargetCheck[] {
  return runs.flatMap((r) => {
    const applyTarget = r.database === 'sqlite' ? 30 : 60;
    return [
      {
        target: `${r.database}: dry run of ${r.rows.toLocaleString('en')} rows ≤ 10 s`,
        measured: `${round(r.dryRunS)} s`,
        ok: r.dryRunS <= 10,
      },
      {
        target: `${r.database}: apply of ${r.rows.toLocaleString('en')} new products ≤ ${applyTarget} s`,
        measured: `${round(r.applyS)} s`,
        ok: r.applyS <= applyTarget,
      },
      {
        target: `${r.database}: ${r.priceRows.toLocaleString('en')} price changes applied ≤ 5 s`,
        measured: `${round(r.priceApplyS)} s (dry run ${round(r.priceDryRunS)} s)`,
        ok: r.priceApplyS <= 5,
      },
      {
        target: `${r.database}: server RSS ≤ 400 MB through the import`,
        measured: `peak ${r.rssPeakMb} MB (${r.rssAfter10kMb} MB after a 10,000-row dry run)`,
        ok: r.rssPeakMb <= 400,
      },
    ];
  });
}
