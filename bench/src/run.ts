import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { benchCatalog, type CatalogRun } from './catalog-bench.js';
import { printCatalog } from './catalog-report.js';
import {
  benchCheckout,
  checkCheckout,
  printCheckoutResult,
  type CheckoutLoadResult,
} from './checkout-load.js';
import { benchCrash, checkCrash, printCrash, type CrashResult } from './crash-run.js';
import { benchCluster, type ClusterResult } from './cluster-bench.js';
import { checkCluster, printCluster } from './cluster-report.js';
import { freePort } from './checkout-server.js';
import { benchPagespeed, checkPagespeed, printPagespeed, type PagespeedResult } from './pagespeed.js';
import {
  benchQuickOrder,
  checkQuickOrder,
  printQuickOrder,
  type QuickOrderRun,
} from './quick-order-bench.js';
import { benchImport, type ImportRun } from './import-bench.js';
import { checkImport, printImport } from './import-report.js';
import { benchPdf, checkPdf, printPdf, type PdfRun } from './pdf-bench.js';
import { checkTargets, type TargetCheck } from './targets.js';
import { benchStartup, checkStartup, printStartup, type StartupRun } from './startup-bench.js';
import {
  benchInvoicePdf,
  checkInvoicePdf,
  printInvoicePdf,
  type InvoicePdfResult,
} from './invoice-pdf-bench.js';

/**
 * `npm run bench`: the catalogue on SQLite and PostgreSQL at 5,000 and 100,000 products, then
 * 100 buyers checking out at once (BENCH_BUYERS) on each database, then the crash run: 100
 * checkouts with the server killed in the middle, then a quick order of 500 lines on SQLite at
 * each size (part `quick-order`), then the page speed: bundle sizes and Lighthouse's mobile run on
 * the main screens (part `pagespeed`, issue 11).
 * BENCH_SECONDS (per measurement, default 5), BENCH_SIZES (default 5000,100000),
 * BENCH_DATABASE_URL (default the local kodumasinad_bench database; 'off' skips PostgreSQL),
 * BENCH_PORT (default a free port) and BENCH_PARTS (default
 * catalog,checkout,crash,quick-order,pagespeed,invoices,pdf,import,startup; `pdf` is a 50-row offer's PDF on
 * SQLite, issue 12; `import` a supplier file of BENCH_IMPORT_ROWS (default 100,000) new products
 * dry-run and applied, then 10,000 price changes by file and by the ERP's price feed, each watched
 * from a second server process, then buyers while a price file of BENCH_IMPORT_ROWS rows applies
 * into as many seeded products and staff save one a second, issue 24). Part `cluster` (not in the default
 * list: it needs nginx and PostgreSQL) runs nginx with the site file in front of 1, 2 and 3 app
 * processes on one PostgreSQL database of BENCH_CLUSTER_PRODUCTS (default 100,000) products, then
 * a rolling restart under load (issue 25, decision 086).
 * dry-run and applied, then 10,000 price changes, issue 24; `startup` the time from starting a
 * process to its readiness at each size on each database, cold and with the catalogue index's
 * file present, issue 25).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const sizes = (process.env.BENCH_SIZES ?? '5000,100000').split(',').map(Number);
const parts = new Set(
  (
    process.env.BENCH_PARTS ?? 'catalog,checkout,crash,quick-order,pagespeed,invoices,pdf,import,startup'
  ).split(','),
);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kodumasinad_bench';
const buyers = Number(process.env.BENCH_BUYERS ?? 100);
const databases = [
  { name: 'sqlite', url: '' },
  ...(pgUrl === 'off' ? [] : [{ name: 'postgres', url: pgUrl }]),
];
const printChecks = (checks: TargetCheck[]) => {
  for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'MISS'} ${c.target}: ${c.measured}`);
};

const catalog: CatalogRun[] = [];
if (parts.has('catalog')) {
  for (const database of databases) {
    for (const products of sizes) {
      console.log(`… ${database.name}, ${products} products`);
      catalog.push(await benchCatalog(database, products, seconds));
    }
  }
  printCatalog(catalog);
}
const checks = checkTargets(catalog);
printChecks(checks);

const checkouts: CheckoutLoadResult[] = [];
if (parts.has('checkout')) {
  for (const database of databases) {
    console.log(`… ${database.name}, checkout with ${buyers} buyers`);
    checkouts.push(await benchCheckout(database, buyers));
  }
  printCheckoutResult(checkouts);
}
const checkoutChecks = checkouts.flatMap(checkCheckout);
printChecks(checkoutChecks);

const crashes: CrashResult[] = [];
if (parts.has('crash')) {
  for (const database of databases) {
    console.log(`… ${database.name}, crash run: ${buyers} checkouts, the server killed in the middle`);
    crashes.push(await benchCrash(database, buyers));
  }
  printCrash(crashes);
}
const crashChecks = crashes.flatMap(checkCrash);
printChecks(crashChecks);

const quickOrders: QuickOrderRun[] = [];
if (parts.has('quick-order')) {
  for (const products of sizes) {
    console.log(`… sqlite, quick order of 500 lines, ${products} products`);
    quickOrders.push(await benchQuickOrder({ name: 'sqlite', url: '' }, products));
  }
  printQuickOrder(quickOrders);
}
const quickOrderChecks = checkQuickOrder(quickOrders);
printChecks(quickOrderChecks);

let pagespeed: PagespeedResult | undefined;
if (parts.has('pagespeed')) {
  console.log('… page speed: build, bundle sizes, Lighthouse (mobile) on a fresh SQLite database');
  pagespeed = await benchPagespeed(Number(process.env.BENCH_PORT ?? (await freePort())));
  printPagespeed(pagespeed);
}
const pagespeedChecks = pagespeed ? checkPagespeed(pagespeed) : [];
printChecks(pagespeedChecks);

const invoicePdfs: InvoicePdfResult[] = [];
if (parts.has('invoices')) {
  for (const database of databases) {
    console.log(`… ${database.name}, invoice PDFs`);
    invoicePdfs.push(await benchInvoicePdf(database, seconds));
  }
  printInvoicePdf(invoicePdfs);
}
const invoiceChecks = invoicePdfs.map(checkInvoicePdf);
printChecks(invoiceChecks);

const pdfs: PdfRun[] = [];
if (parts.has('pdf')) {
  console.log('… sqlite, a 50-row offer as PDF');
  pdfs.push(await benchPdf({ name: 'sqlite', url: '' }, seconds));
  printPdf(pdfs);
}
const pdfChecks = pdfs.map(checkPdf);
printChecks(pdfChecks);

const imports: ImportRun[] = [];
if (parts.has('import')) {
  for (const database of databases) {
    console.log(`… ${database.name}, supplier import of ${process.env.BENCH_IMPORT_ROWS ?? '100000'} rows`);
    imports.push(await benchImport(database));
  }
  printImport(imports);
}
const importChecks = checkImport(imports);
printChecks(importChecks);

const clusters: ClusterResult[] = [];
if (parts.has('cluster')) {
  if (pgUrl === 'off') throw new Error('the cluster part needs PostgreSQL (BENCH_DATABASE_URL)');
  clusters.push(await benchCluster(pgUrl, Number(process.env.BENCH_CLUSTER_PRODUCTS ?? 100000), seconds));
  printCluster(clusters);
}
const clusterChecks = clusters.flatMap(checkCluster);
printChecks(clusterChecks);
const startups: StartupRun[] = [];
if (parts.has('startup')) {
  for (const database of databases) {
    for (const products of sizes) {
      console.log(`… ${database.name}, ${products} products: start to ready, cold and warm`);
      startups.push(await benchStartup(database, products));
    }
  }
  printStartup(startups);
}
const startupChecks = checkStartup(startups);
printChecks(startupChecks);

const dir = fileURLToPath(new URL('../results/', import.meta.url));
mkdirSync(dir, { recursive: true });
const file = `${dir}bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(
  file,
  JSON.stringify(
    {
      seconds,
      catalog,
      checks,
      checkouts,
      checkoutChecks,
      crashes,
      crashChecks,
      quickOrders,
      quickOrderChecks,
      pagespeed,
      pagespeedChecks,
      invoicePdfs,
      invoiceChecks,
      pdfs,
      pdfChecks,
      imports,
      importChecks,
      clusters,
      clusterChecks,
      startups,
      startupChecks,
    },
    null,
    2,
  ),
);
console.log(`written ${file}`);
const missed = [
  ...checks,
  ...checkoutChecks,
  ...crashChecks,
  ...quickOrderChecks,
  ...pagespeedChecks,
  ...invoiceChecks,
  ...pdfChecks,
  ...importChecks,
  ...clusterChecks,
  ...startupChecks,
].filter((c) => !c.ok).length;
console.log(missed === 0 ? 'every target met' : `${missed} target(s) missed`);
