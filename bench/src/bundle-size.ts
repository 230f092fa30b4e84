import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const webDist = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));

/** One built file: raw, gzip (level 9) and brotli (quality 11) bytes, as the build's own .gz/.br files. */
export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface Bytes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface BundleReport {
  files: FileSize[];
  /** What the page loads before anything renders: the entry, its static imports and its CSS. */
  firstScreen: { js: Bytes; css: Bytes; files: string[] };
  /** Each lazily loaded screen: its own chunk and what it imports beyond the first screen. */
  routes: { name: string; js: Bytes; files: string[] }[];
}

/** Vite's build manifest (build.manifest), keyed by source path. */
interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function measure(dist: string, file: string): FileSize {
  const bytes = readFileSync(join(dist, file));
  return {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length,
  };
}

const sum = (sizes: FileSize[]): Bytes => ({
  raw: sizes.reduce((s, f) => s + f.raw, 0),
  gzip: sizes.reduce((s, f) => s + f.gzip, 0),
  brotli: sizes.reduce((s, f) => s + f.brotli, 0),
});

/** The chunk and every chunk it imports statically, transitively (what loads with it). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The shop's page in the manifest. */
const SHOP_ENTRY = 'index.html';

/** Every chunk the page can load, statically or lazily: the back-office's chunks are not among them. */
function shopChunks(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  const chunk = manifest[key];
  for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])])
    shopChunks(manifest, next, into);
  return into;
}

/**
 * Lazy chunks that are no screen: the browser error-reporting SDK loads only when a DSN is
 * configured and after the page has rendered (decision 041), so it is no route's code.
 */
const NOT_SCREENS = new Set(['src/lib/sentry-sdk.ts']);

/** Sizes of the built web app (apps/web/dist), from Vite's manifest. */
export function bundleReport(dist = webDist): BundleReport {
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const sizes = new Map<string, FileSize>();
  const size = (file: string) => {
    let known = sizes.get(file);
    if (!known) sizes.set(file, (known = measure(dist, file)));
    return known;
  };
  // The shop's page; the back-office's admin.html is a second entry and not measured (decision 045).
  const entry = SHOP_ENTRY;
  if (!manifest[entry]?.isEntry) throw new Error(`the manifest names no ${SHOP_ENTRY} entry`);
  const first = staticClosure(manifest, entry);
  const shop = shopChunks(manifest, entry);
  const firstJs = [...first].map((key) => manifest[key]?.file ?? key);
  const firstCss = [...new Set([...first].flatMap((key) => manifest[key]?.css ?? []))];
  const routes = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && shop.has(key) && !NOT_SCREENS.has(key))
    .map(([key, chunk]) => {
      const own = [...staticClosure(manifest, key)].filter((k) => !first.has(k));
      const files = own.map((k) => manifest[k]?.file ?? k);
      return { name: chunk.name ?? key, js: sum(files.map(size)), files };
    })
    .sort((a, b) => b.js.brotli - a.js.brotli);
  return {
    files: [...sizes.values(), ...firstJs.map(size), ...firstCss.map(size)]
      .filter((f, i, all) => all.findIndex((g) => g.file === f.file) === i)
      .sort((a, b) => b.brotli - a.brotli),
    firstScreen: {
      js: sum(firstJs.map(size)),
      css: sum(firstCss.map(size)),
      files: [...firstJs, ...firstCss],
    },
    routes,
  };
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

export const BUNDLE_TARGETS = { firstJsKb: 100, firstCssKb: 15, routeKb: 30 };

/** The targets of issue 11 on the compressed sizes (brotli, what a browser gets). */
export function checkBundle(report: BundleReport) {
  const biggest = report.routes[0];
  return [
    {
      target: `first screen JavaScript ≤ ${BUNDLE_TARGETS.firstJsKb} KB compressed`,
      measured: `${kb(report.firstScreen.js.brotli)} KB brotli (${kb(report.firstScreen.js.gzip)} KB gzip, ${kb(report.firstScreen.js.raw)} KB raw)`,
      ok: kb(report.firstScreen.js.brotli) <= BUNDLE_TARGETS.firstJsKb,
    },
    {
      target: `first screen CSS ≤ ${BUNDLE_TARGETS.firstCssKb} KB compressed`,
      measured: `${kb(report.firstScreen.css.brotli)} KB brotli (${kb(report.firstScreen.css.gzip)} KB gzip)`,
      ok: kb(report.firstScreen.css.brotli) <= BUNDLE_TARGETS.firstCssKb,
    },
    {
      target: `each further route's own code ≤ ${BUNDLE_TARGETS.routeKb} KB compressed`,
      measured: biggest ? `largest ${biggest.name}: ${kb(biggest.js.brotli)} KB brotli` : 'no lazy routes',
      ok: !biggest || kb(biggest.js.brotli) <= BUNDLE_TARGETS.routeKb,
    },
  ];
}

export function printBundle(report: BundleReport): void {
  console.log('Built files (KB):');
  console.table(
    report.files.map((f) => ({
      file: f.file,
      raw: kb(f.raw),
      gzip: kb(f.gzip),
      brotli: kb(f.brotli),
      'first screen': report.firstScreen.files.includes(f.file) ? 'yes' : '',
    })),
  );
  console.log('Lazy routes, their own code beyond the first screen (KB):');
  console.table(
    report.routes.map((r) => ({
      route: r.name,
      gzip: kb(r.js.gzip),
      brotli: kb(r.js.brotli),
      files: r.files.length,
    })),
  );
}

// `node --import tsx src/bundle-size.ts`: the report alone, for a quick look after a build.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const report = bundleReport();
  printBundle(report);
  for (const c of checkBundle(report)) console.log(`${c.ok ? 'ok  ' : 'MISS'} ${c.target}: ${c.measured}`);
}
