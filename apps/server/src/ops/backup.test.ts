import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { OrderReplySchema } from '@kodumasinad/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type Db } from '../db/database.js';
import { DEMO_LOGO_PATH } from '../db/seed/demo-offers.js';
import {
  addToCart,
  ANNA,
  checkoutUpTo,
  confirm,
  insertCheckoutProducts,
  loggedIn,
  MART,
  PEETER,
  placeOrder,
} from '../test-support/checkout-fixtures.js';
import { databaseFingerprint } from '../test-support/db-fingerprint.js';
import { strict } from '../test-support/strict.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import type { TestClient } from '../test-support/test-client.js';
import { createBackup, RestoreRefused, restoreBackup, urlSchema } from './backup.js';
import {
  contents,
  freshTarget,
  KEPT_TABLES,
  restoredShopConfig,
  runCleanups,
  temporaryDir,
  type Cleanups,
  type KeptTable,
  type Row,
  type ShopPlace,
} from './backup-fixtures.js';

let t: TestApp;
const cleanups: Cleanups = [];

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await runCleanups(cleanups);
  await t.close();
});

/** One buyer's checkout, timed on the test's clock (performance.now()). */
interface Checkout {
  orderId: number;
  /** The first request of the checkout (adding to the cart). */
  started: number;
  /** The confirm request that places the order in one transaction. */
  confirmSent: number;
  /** Its reply: the transaction is committed. */
  committed: number;
}

/**
 * Places orders one after another until `stop()`; `confirming` hears each confirm as it is sent
 * (before its transaction can have committed).
 */
async function keepCheckingOut(
  client: TestClient,
  productId: number,
  log: Checkout[],
  hooks: { stop: () => boolean; confirming: () => void },
): Promise<void> {
  while (!hooks.stop()) {
    const started = performance.now();
    await addToCart(client, productId, 1);
    await checkoutUpTo(client, 'invoice');
    const confirmSent = performance.now();
    const reply = confirm(client);
    hooks.confirming();
    const response = await reply;
    const committed = performance.now();
    expect(response.statusCode, response.body).toBe(200);
    log.push({
      orderId: strict(OrderReplySchema).parse(response.json()).data.id,
      started,
      confirmSent,
      committed,
    });
  }
}

const ORDER_TABLES = ['order_rows', 'payments', 'invoices'] as const;
const isOrderTable = (table: KeptTable) =>
  table === 'orders' || (ORDER_TABLES as readonly string[]).includes(table);

describe('backup and restore', () => {
  let archive: string;
  /** The kept tables once the buyers had signed in, before any checkout or the backup began. */
  let before: Record<KeptTable, Row[]>;
  /** The source after the checkouts stopped. */
  let source: Record<KeptTable, Row[]>;
  let checkouts: Checkout[];
  let backupStarted: number;
  let backupEnded: number;
  let target: ShopPlace;
  let restoredDb: Db;
  let restoredContents: Record<KeptTable, Row[]>;
  let restoredFingerprint: string;
  let restored: FastifyInstance;
  let restoredRunning = false;

  // Three buyers' checkouts around a backup: some 10 s on PostgreSQL on a busy two-core machine.
  it(
    'runs while buyers keep checking out: orders are committed before, during and after it',
    { timeout: 60_000 },
    async () => {
      const ids = await insertCheckoutProducts(t.db);
      const buyers = await Promise.all([ANNA, MART, PEETER].map((email) => loggedIn(t.app, email)));
      before = await contents(t.db);

      checkouts = [];
      let stopping = false;
      let onConfirm: (() => void) | null = null;
      const loops = buyers.map((client, i) =>
        keepCheckingOut(client, ids.get(['CHK1', 'CHK2', 'CHK4'][i] as string) as number, checkouts, {
          stop: () => stopping,
          confirming: () => onConfirm?.(),
        }),
      );
      const failed = Promise.all(loops).then(() => 'stopped' as const);
      try {
        // Orders committed before the backup begins…
        while (checkouts.length < 3) await Promise.race([failed, new Promise((r) => setTimeout(r, 5))]);
        // …and the backup begun just as a confirm is sent, so at least that one commits during it.
        await Promise.race([failed, new Promise<void>((resolve) => (onConfirm = resolve))]);
        onConfirm = null;
        const backupDir = temporaryDir('kms-backups-', cleanups);
        backupStarted = performance.now();
        archive = await createBackup(t.config, backupDir);
        backupEnded = performance.now();
        // …and orders begun after it ended, by every buyer.
        const begunAfter = () => checkouts.filter((c) => c.started > backupEnded).length;
        while (begunAfter() < buyers.length)
          await Promise.race([failed, new Promise((r) => setTimeout(r, 5))]);
      } finally {
        stopping = true;
        await Promise.all(loops);
      }
      expect(archive).toMatch(/kodumasinad-\d{8}T\d{6}Z\.tar\.gz$/);
      source = await contents(t.db);

      const committedBefore = checkouts.filter((c) => c.committed < backupStarted);
      const during = checkouts.filter((c) => c.confirmSent < backupEnded && c.committed > backupStarted);
      const begunAfter = checkouts.filter((c) => c.started > backupEnded);
      expect(committedBefore.length, 'orders committed before the backup').toBeGreaterThan(0);
      expect(during.length, 'orders whose commit overlapped the backup').toBeGreaterThan(0);
      expect(begunAfter.length, 'orders begun after the backup').toBeGreaterThan(0);
      // Every checkout is an order of the source, whole.
      const sourceOrders = new Set(source.orders.map((order) => order.id));
      for (const { orderId } of checkouts) expect(sourceOrders.has(orderId), `order ${orderId}`).toBe(true);
    },
  );

  it('restores exactly what was committed at its snapshot: nothing later, nothing half-written', async () => {
    target = await freshTarget(t.config, cleanups);
    const manifest = await restoreBackup(target, archive);
    expect(manifest.database).toBe(t.config.database.kind);
    expect(manifest.files).toContain(join('storage', DEMO_LOGO_PATH));
    if (t.config.database.kind === 'postgres') expect(manifest.schema).toBe(urlSchema(t.config.database.url));

    restoredDb = (await openDatabase({ ...t.config, ...target })).db;
    cleanups.push(() => restoredDb.destroy());
    restoredContents = await contents(restoredDb);
    restoredFingerprint = await databaseFingerprint(restoredDb, target.database.kind);
    const after = restoredContents;

    // The checkouts change no row but their orders': the rest was as it is before the backup began.
    for (const table of KEPT_TABLES.filter((name) => !isOrderTable(name))) {
      expect(source[table], `${table} of the source`).toEqual(before[table]);
      expect(after[table], table).toEqual(before[table]);
    }

    // The snapshot is taken at some point between the backup's call and its return: SQLite's
    // online backup copies one read transaction's pages (a write between its steps starts the copy
    // again), pg_dump reads one REPEATABLE READ snapshot. So the restored orders are those
    // committed before that point — every one whose reply came before the backup began, none
    // whose confirm was sent after it ended, and for those in between a consistent cut: an order
    // is there only with every order committed before it was even sent.
    const restoredOrders = new Set(after.orders.map((order) => order.id));
    for (const order of before.orders) expect(restoredOrders.has(order.id), `order ${order.id}`).toBe(true);
    for (const c of checkouts) {
      if (c.committed < backupStarted) expect(restoredOrders.has(c.orderId), `order ${c.orderId}`).toBe(true);
      if (c.confirmSent > backupEnded)
        expect(restoredOrders.has(c.orderId), `order ${c.orderId}`).toBe(false);
    }
    for (const a of checkouts.filter((c) => restoredOrders.has(c.orderId))) {
      for (const b of checkouts.filter((c) => c.committed < a.confirmSent)) {
        expect(restoredOrders.has(b.orderId), `order ${b.orderId}, committed before ${a.orderId}`).toBe(true);
      }
    }

    // Each restored order is whole and identical, with its rows, payment and invoice; no other.
    const ofRestored = (rows: Row[], key: 'id' | 'order_id') =>
      rows.filter((row) => restoredOrders.has(row[key] as number));
    expect(after.orders).toEqual(ofRestored(source.orders, 'id'));
    for (const table of ORDER_TABLES) {
      expect(after[table], table).toEqual(ofRestored(source[table], 'order_id'));
    }
    // A checkout's order (pay by invoice) has rows, a payment and an invoice, all in one transaction.
    for (const { orderId } of checkouts.filter((c) => restoredOrders.has(c.orderId))) {
      for (const table of ORDER_TABLES) {
        expect(
          after[table].some((row) => row.order_id === orderId),
          `${table} of order ${orderId}`,
        ).toBe(true);
      }
    }
  });

  it('starts a shop on the restored copy: sign-in, invoice PDFs, logos and new orders work', async () => {
    restored = await buildApp(restoredShopConfig(target, t.config.appSecret));
    const shop = restored;
    cleanups.push(async () => {
      if (restoredRunning) await shop.close();
    });
    restoredRunning = true;
    const anna = await loggedIn(restored, ANNA);
    const invoice = restoredContents.invoices[0];
    const pdf = await anna.api('GET', `/api/invoices/${invoice?.id ?? 0}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const logo = await restored.inject({ method: 'GET', url: `/images/${DEMO_LOGO_PATH}` });
    expect(logo.statusCode).toBe(200);

    // The counters and id sequences came back with the orders: a new order takes the next ones.
    const product = restoredContents.products.find((row) => row.code === 'CHK1');
    const order = await placeOrder(anna, [{ id: product?.id ?? 0, quantity: 1 }], 'invoice');
    const restoredNumbers = restoredContents.orders.map((row) => row.number);
    expect(restoredNumbers).not.toContain(order.data.number);
    expect(Math.max(...restoredContents.orders.map((row) => row.id))).toBeLessThan(order.data.id);
  });

  it('refuses a database that already holds a shop unless forced', async () => {
    await expect(restoreBackup(target, archive)).rejects.toBeInstanceOf(RestoreRefused);
    await expect(restoreBackup(t.config, archive)).rejects.toThrow(/--force/);
  });

  it('replaces, not merges, the data of a database restored with --force', async () => {
    // The restored shop has moved on: a new order (above) and a product renamed.
    const renamed = restoredContents.products[0] as Row;
    await restoredDb
      .updateTable('products')
      .set({ title: 'Vahepeal muudetud' })
      .where('id', '=', renamed.id)
      .execute();
    const changed = await contents(restoredDb);
    expect(changed.orders.length).toBe(restoredContents.orders.length + 1);
    // The server is stopped for a restore.
    restoredRunning = false;
    await restored.close();
    await restoredDb.destroy();

    await restoreBackup(target, archive, { force: true });
    restoredDb = (await openDatabase({ ...t.config, ...target })).db;
    expect(await contents(restoredDb)).toEqual(restoredContents);
    expect(await databaseFingerprint(restoredDb, target.database.kind)).toBe(restoredFingerprint);
  });
});
