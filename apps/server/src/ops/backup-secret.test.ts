import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { TEST_BANK_KEY_FILES } from '../modules/test-bank/test-bank-keys.js';
import { ANNA, insertCheckoutProducts, loggedIn } from '../test-support/checkout-fixtures.js';
import { newOffer, offerOf, saveBody } from '../test-support/offer-fixtures.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';
import { createBackup, restoreBackup } from './backup.js';
import {
  freshTarget,
  restoredShopConfig,
  runCleanups,
  temporaryDir,
  type Cleanups,
} from './backup-fixtures.js';

let t: TestApp;
const cleanups: Cleanups = [];

beforeAll(async () => {
  // No APP_SECRET: the shop generates its secret into DATA_DIR/app-secret, as an install without one does.
  t = await createTestApp({ APP_SECRET: '' });
});

afterAll(async () => {
  await runCleanups(cleanups);
  await t.close();
});

/** The DATA_DIR files that are not in the database but that sessions, links and payments depend on. */
const SECRET_FILES = [
  'app-secret',
  join('test-bank', TEST_BANK_KEY_FILES.bank),
  join('test-bank', TEST_BANK_KEY_FILES.merchant),
];

/** A browser that kept its session cookie and CSRF token from the shop before the restore. */
function sameBrowser(app: FastifyInstance, before: TestClient): TestClient {
  const client = new TestClient(app);
  client.cookie = before.cookie;
  client.csrf = before.csrf;
  return client;
}

async function start(config: Parameters<typeof buildApp>[0]): Promise<FastifyInstance> {
  const app = await buildApp(config);
  cleanups.push(() => app.close());
  return app;
}

describe('a backup of a shop without APP_SECRET', () => {
  // A sign-in and three servers started: some 8 s on PostgreSQL on a busy two-core machine.
  it(
    'brings back its generated secret and test-bank keys: sessions and offer links made before it still work',
    { timeout: 60_000 },
    async () => {
      const secret = readFileSync(join(t.dataDir, 'app-secret'), 'utf8');
      expect(t.config.appSecret).toBe(secret.trim());
      const before = new Map(SECRET_FILES.map((file) => [file, readFileSync(join(t.dataDir, file))]));

      const ids = await insertCheckoutProducts(t.db);
      const anna = await loggedIn(t.app, ANNA);
      const offer = await newOffer(anna, 'Varundatud pakkumine');
      offerOf(
        await anna.api('POST', `/api/offer/${offer.id}`, saveBody(offer, { customer_name: 'Kati Kask' })),
      );
      const sent = offerOf(
        await anna.api('POST', '/api/offers/send', {
          id: offer.id,
          email: 'kati@firma.ee',
          message: 'Tere!',
        }),
      );
      const link = sent.customer_url ?? '';
      const token = link.split('/pakkumine/')[1] ?? '';
      expect(token).not.toBe('');

      const archive = await createBackup(t.config, temporaryDir('kms-backups-', cleanups));
      const target = await freshTarget(t.config, cleanups);
      const manifest = await restoreBackup(target, archive);
      expect(manifest.files).toEqual(expect.arrayContaining(SECRET_FILES));
      for (const [file, bytes] of before) {
        expect(readFileSync(join(target.dataDir, file)), file).toEqual(bytes);
        expect(statSync(join(target.dataDir, file)).mode & 0o777, file).toBe(0o600);
      }

      // A shop on the restored copy, again without APP_SECRET, reads the restored secret.
      const config = restoredShopConfig(target);
      expect(config.appSecret).toBe(t.config.appSecret);
      const restored = await start(config);
      const browser = sameBrowser(restored, anna);
      // The session cookie still signs in, and its CSRF token (derived from the secret) still holds.
      const seen = offerOf(await browser.api('GET', `/api/offer/${offer.id}`));
      // The buyer still sees the end customer's link: it is kept sealed with a key from the secret.
      expect(seen.customer_url).toBe(link);
      const added = await browser.api('POST', '/api/cart/insert', { id: ids.get('CHK1'), quantity: 1 });
      expect(added.statusCode, added.body).toBe(200);
      // And the end customer's link opens the offer.
      const customer = new TestClient(restored);
      await customer.page();
      const page = await customer.api('GET', `/api/public/offers/${token}`);
      expect(page.statusCode, page.body).toBe(200);

      // The control: the same copy under another secret turns the same browser away.
      const otherSecret = await start(restoredShopConfig(target, 'another-secret-'.padEnd(48, 'y')));
      const stranger = sameBrowser(otherSecret, anna);
      expect(offerOf(await stranger.api('GET', `/api/offer/${offer.id}`)).customer_url).toBeNull();
      const refused = await stranger.api('POST', '/api/cart/insert', { id: ids.get('CHK1'), quantity: 1 });
      expect(refused.statusCode).toBe(419);
    },
  );
});
