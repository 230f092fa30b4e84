import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serializeFilters } from '@kodumasinad/contract';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { bundleReport, checkBundle, printBundle, type BundleReport } from './bundle-size.js';
import { filterCombinations } from './catalog-urls.js';
import { withSql } from './checkout-db.js';
import type { TargetCheck } from './targets.js';
import { loginHeaders } from './session.js';
import { newEnvironment, removeEnvironment, seed, startServer, type Environment } from './server-process.js';

/** Issue 11's pages and targets: Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown). */
export const PAGESPEED_TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.02,
};
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** BENCH_LIGHTHOUSE_REPORTS=<folder> keeps every run's whole Lighthouse report (JSON) for a closer look. */
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS ?? '';
/** BENCH_PAGES=home,cart measures only the pages whose names start with one of these words. */
const ONLY = (process.env.BENCH_PAGES ?? '').split(',').filter((w) => w !== '');

export interface PageFigures {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** What the page transferred (compressed, as sent) and in how many requests. */
  transferKb: number;
  requests: number;
  /** Every run's performance score, to show the spread beside the median. */
  performanceRuns: number[];
  /** Accessibility and best-practices audits that failed in any run. */
  failed: string[];
}

export interface PagespeedResult {
  bundle: BundleReport;
  pages: PageFigures[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** A filter segment as the web app writes it into the address (listing-url.ts): `tootja:lg;laius:60`. */
const encodeSegment = (segment: string) =>
  segment.replace(/[^A-Za-z0-9\-._~:;,+=@!$&'()*]/g, (char) => encodeURIComponent(char));

/** The pages to measure, each with one of its real addresses in the seeded demo data. */
async function pagePaths(env: Environment, baseUrl: string, auth: Record<string, string>) {
  const [combination] = await filterCombinations(env, baseUrl, auth, 1);
  if (!combination) throw new Error('no filtered listing to measure');
  const [first] = await withSql(env, (sql) =>
    sql.all('SELECT id, url, title FROM products ORDER BY id LIMIT 1'),
  );
  if (!first) throw new Error('no product to measure');
  // The first word of a product's title: a search with many results, as a buyer would type it.
  const phrase = String(first.title).split(/\s+/)[0]?.toLowerCase() ?? 'pesumasin';
  return {
    product: first,
    pages: [
      { page: 'home', path: '/' },
      {
        page: 'category with filters',
        path: `/${encodeURIComponent(combination.category)}/${encodeSegment(serializeFilters(combination.filters))}`,
      },
      { page: 'product', path: `/${encodeURIComponent(String(first.url))}` },
      { page: 'search results', path: `/otsing/${encodeURIComponent(phrase)}` },
      { page: 'cart', path: '/ostukorv' },
      { page: 'order list', path: '/tellimused' },
    ],
  };
}

interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKb: number;
  requests: number;
  /** Audits of the accessibility and best-practices categories that did not pass. */
  failed: string[];
}

async function lighthouseOnce(
  url: string,
  cookie: string,
  port: number,
  name: string,
): Promise<LighthouseRun> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      extraHeaders: { Cookie: cookie },
    },
    undefined,
  );
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message} (${url})`);
  if (REPORTS !== '') {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(join(REPORTS, `${name.replace(/\W+/g, '-')}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
  const failed = ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title ?? ''}`),
  );
  return {
    failed,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    transferKb: Math.round(numeric('total-byte-weight') / 102.4) / 10,
    requests,
  };
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): try again. */
async function withRetries<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= tries) throw error;
      console.log(`  (${error instanceof Error ? error.message : String(error)}; again)`);
    }
  }
}

/**
 * The page-speed part of the bench (issue 11): builds the app (BENCH_BUILD=off skips it),
 * reports the bundle sizes, starts the shop on a fresh SQLite database, logs in as Anna, puts a
 * product into her cart and runs Lighthouse's mobile preset BENCH_LIGHTHOUSE_RUNS (3) times per
 * page against Debian Chromium with her session cookie; the figures are the medians.
 */
export async function benchPagespeed(port: number): Promise<PagespeedResult> {
  if (process.env.BENCH_BUILD !== 'off') {
    console.log('… building');
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: new URL('../../', import.meta.url),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const bundle = bundleReport();
  const env = newEnvironment('');
  seed(env, 5000);
  const server = await startServer(env, port);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-extensions',
      '--disable-sync',
      '--no-first-run',
      '--mute-audio',
    ],
  });
  try {
    const auth = await loginHeaders(server.url, 'anna@kodumasin.test', 'Demo1234!');
    const { product, pages } = await pagePaths(env, server.url, auth);
    const added = await fetch(`${server.url}/api/cart/insert`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ id: Number(product.id), quantity: 1 }),
    });
    if (!added.ok) throw new Error(`adding to the cart failed: ${added.status}`);
    const figures: PageFigures[] = [];
    const chosen = pages.filter(({ page }) => ONLY.length === 0 || ONLY.some((w) => page.startsWith(w)));
    for (const { page, path } of chosen) {
      console.log(`… lighthouse ${page}: ${path}`);
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(
          await withRetries(() => lighthouseOnce(`${server.url}${path}`, auth.cookie, chrome.port, page)),
        );
      const of = (key: Exclude<keyof LighthouseRun, 'failed'>) => median(runs.map((r) => r[key]));
      figures.push({
        page,
        path,
        performance: of('performance'),
        accessibility: of('accessibility'),
        bestPractices: of('bestPractices'),
        fcpMs: of('fcpMs'),
        lcpMs: of('lcpMs'),
        tbtMs: of('tbtMs'),
        cls: of('cls'),
        transferKb: of('transferKb'),
        requests: of('requests'),
        performanceRuns: runs.map((r) => r.performance),
        failed: [...new Set(runs.flatMap((r) => r.failed))],
      });
    }
    return { bundle, pages: figures };
  } finally {
    chrome.kill();
    await server.stop();
    removeEnvironment(env);
  }
}

export function printPagespeed(result: PagespeedResult): void {
  printBundle(result.bundle);
  console.log(`Lighthouse mobile, median of ${RUNS} runs:`);
  console.table(
    result.pages.map((p) => ({
      page: p.page,
      performance: `${p.performance} (${p.performanceRuns.join(', ')})`,
      accessibility: p.accessibility,
      'best practices': p.bestPractices,
      'FCP ms': p.fcpMs,
      'LCP ms': p.lcpMs,
      'TBT ms': p.tbtMs,
      CLS: p.cls,
      'KB transferred': p.transferKb,
      requests: p.requests,
    })),
  );
  printFailedAudits(result);
}

export function printFailedAudits(result: PagespeedResult): void {
  for (const p of result.pages) {
    if (p.failed.length > 0) console.log(`${p.page}, failed audits: ${p.failed.join('; ')}`);
  }
}

export function checkPagespeed(result: PagespeedResult): TargetCheck[] {
  const t = PAGESPEED_TARGETS;
  return [
    ...checkBundle(result.bundle),
    ...result.pages.flatMap((p) => [
      {
        target: `${p.page}: Lighthouse performance ≥ ${t.performance}`,
        measured: `${p.performance} (runs ${p.performanceRuns.join(', ')})`,
        ok: p.performance >= t.performance,
      },
      {
        target: `${p.page}: LCP ≤ ${t.lcpMs} ms, TBT ≤ ${t.tbtMs} ms, CLS ≤ ${t.cls}`,
        measured: `LCP ${p.lcpMs} ms, TBT ${p.tbtMs} ms, CLS ${p.cls}`,
        ok: p.lcpMs <= t.lcpMs && p.tbtMs <= t.tbtMs && p.cls <= t.cls,
      },
      {
        target: `${p.page}: accessibility ${t.accessibility}, best practices ${t.bestPractices}`,
        measured: `${p.accessibility}, ${p.bestPractices}`,
        ok: p.accessibility >= t.accessibility && p.bestPractices >= t.bestPractices,
      },
    ]),
  ];
}
