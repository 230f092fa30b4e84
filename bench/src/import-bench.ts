import { freePort } from './checkout-server.js';
import { createIntegrationToken, sendPriceFeed } from './erp-feed.js';
import { importFile } from './import-client.js';
import { benchPriceChanges, priceFile, productFile, productWorkbook } from './import-files.js';
import { benchImportLoad, type ImportLoadRun } from './import-load.js';
import { productId, seenAt, shownPrice } from './price-visibility.js';
import {
  newEnvironment,
  processMemoryMb,
  removeEnvironment,
  seed,
  startServer,
  type RunningServer,
} from './server-process.js';
import { loginHeaders } from './session.js';
import { ADMIN, staffHeaders } from './staff-session.js';

/**
 * Supplier imports (issue 24, part `import`): on a demo database without products, a CSV file of
 * 100,000 new products is uploaded by the demo catalogue manager, dry-run and applied; then a file
 * of 10,000 price changes into those 100,000 products; between them, XLSX workbooks of 10,000 and
 * 100,000 new products are dry-run (import-files.ts makes the files). Timed from the upload to the job's end as
 * the import screen sees it (polling every 100 ms). The server's resident memory is read after a
 * 10,000-row dry run and again at the peak of the 100,000-row one, to show the file is streamed.
 * Before the price file a second server process starts on the same database (SQLite file or
 * PostgreSQL), and a buyer on it watches the file's last product until it shows the new price;
 * then the ERP sends the same 10,000 products' prices through `PATCH /api/integration/prices`
 * with a token an admin created, and the buyer on the second process watches again. Last, on a
 * database seeded as the catalogue part seeds it, buyers while a large import applies and staff
 * save a product a second (import-load.ts).
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
  /** Highest current RSS sampled during each dry run, MB: CSV and XLSX, 10,000 and ROWS rows. */
  dryRunRssMb: { csv10k: number; csvFull: number; xlsx10k: number; xlsxFull: number };
  /** The ROWS-row XLSX workbook's dry run, s. */
  xlsxDryRunS: number;
  /** The same priceRows products' prices through the ERP's price feed. */
  feed: { seconds: number; calls: number };
  /**
   * From the price file's job end (its finished_at) and from the feed's last reply until a buyer's
   * product call on the second process showed the new price, ms; null: not within 30 s.
   */
  visibleMs: { file: number | null; feed: number | null };
  /** Buyers while an import applies and staff save a product a second. */
  load: ImportLoadRun;
}

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const PRICE_ROWS = Math.min(10_000, ROWS);
/** The price file raises its products' prices by 1.50 €, the ERP's feed then by another euro. */
const FILE_PLUS_CENTS = 150;
const FEED_PLUS_CENTS = 250;

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
  const built = await importIntoEmpty(database);
  console.log(`… ${database.name}, buyers while ${ROWS} price changes apply and staff save`);
  return { ...built, load: await benchImportLoad(database, ROWS) };
}

async function importIntoEmpty(database: { name: string; url: string }): Promise<Omit<ImportRun, 'load'>> {
  const env = newEnvironment(database.url);
  seed(env, 0);
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const server = await startServer(env, port);
  let second: RunningServer | undefined;
  try {
    const headers = await staffHeaders(server.url);
    const small = await importFile(server, headers, productFile(10_000, 'SML'), FULL_MAPPING, {}, false);
    if (small.counts.create !== 10_000) throw new Error(`10k dry run: ${JSON.stringify(small.counts)}`);
    const rssAfter10kMb = processMemoryMb(server.pid).peak;
    const full = await importFile(server, headers, productFile(ROWS, 'BEN'), FULL_MAPPING, {}, true);
    if (full.counts.create !== ROWS) throw new Error(`full dry run: ${JSON.stringify(full.counts)}`);
    const xlsxSmall = await importFile(
      server,
      headers,
      productWorkbook(10_000, 'XSM'),
      FULL_MAPPING,
      {},
      false,
      'bench.xlsx',
    );
    if (xlsxSmall.counts.create !== 10_000)
      throw new Error(`10k XLSX dry run: ${JSON.stringify(xlsxSmall.counts)}`);
    const xlsxFull = await importFile(
      server,
      headers,
      productWorkbook(ROWS, 'XLS'),
      FULL_MAPPING,
      {},
      false,
      'bench.xlsx',
    );
    if (xlsxFull.counts.create !== ROWS) throw new Error(`XLSX dry run: ${JSON.stringify(xlsxFull.counts)}`);

    // A second app process on the same database, as behind a load balancer, and a buyer on it
    // watching the product the price file changes last.
    second = await startServer(env, await freePort());
    const buyer = await loginHeaders(second.url, 'anna@kodumasin.test', 'Demo1234!');
    const changes = benchPriceChanges(PRICE_ROWS, ROWS, FILE_PLUS_CENTS);
    const watched = changes.at(-1)!;
    const watchedId = await productId(env, watched.code);
    const before = await shownPrice(second.url, buyer, watchedId);
    if (before !== watched.cents - FILE_PLUS_CENTS)
      throw new Error(`the second process shows ${watched.code} at ${before}, not its file price`);

    const prices = await importFile(
      server,
      headers,
      priceFile(changes),
      { Kood: 'code', Hind: 'price' },
      { mode: 'prices' },
      true,
    );
    if (prices.counts.change !== PRICE_ROWS)
      throw new Error(`price dry run: ${JSON.stringify(prices.counts)}`);
    const fileSeen = await seenAt(second.url, buyer, watchedId, watched.cents);
    const jobEnd = Date.parse(prices.job?.finished_at ?? '');
    if (Number.isNaN(jobEnd))
      throw new Error(`the price import's job has no end: ${JSON.stringify(prices.job)}`);

    // The ERP's daily feed: the same products, a euro higher still.
    const token = await createIntegrationToken(server.url, await staffHeaders(server.url, ADMIN), [
      'products:write',
    ]);
    const feedChanges = benchPriceChanges(PRICE_ROWS, ROWS, FEED_PLUS_CENTS);
    const feed = await sendPriceFeed(server.url, token, feedChanges);
    const feedSeen = await seenAt(second.url, buyer, watchedId, feedChanges.at(-1)!.cents);
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
      dryRunRssMb: {
        csv10k: small.dryRunRssMb,
        csvFull: full.dryRunRssMb,
        xlsx10k: xlsxSmall.dryRunRssMb,
        xlsxFull: xlsxFull.dryRunRssMb,
      },
      xlsxDryRunS: xlsxFull.dryRunS,
      feed: { seconds: feed.seconds, calls: feed.calls },
      visibleMs: {
        file: fileSeen === null ? null : fileSeen - jobEnd,
        feed: feedSeen === null ? null : feedSeen - feed.lastReplyAt,
      },
    };
  } finally {
    await second?.stop();
    await server.stop();
    removeEnvironment(env);
  }
}
