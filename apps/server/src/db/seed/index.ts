import type { DatabaseHandle, Db } from '../database.js';
import { lockForExclusiveWork, truncateTables } from '../dialect.js';
import { seedContent } from './demo-content.js';
import { seedDemoDiscounts } from './demo-discounts.js';
import { seedDemoOffers, writeDemoLogo } from './demo-offers.js';
import { seedDemoOrders } from './demo-orders.js';
import { seedDemoStaff } from './demo-staff.js';
import { seedClientsAndUsers } from './demo-users.js';
import { DEFAULT_SEED_PRODUCTS, seedCatalog } from './seed-catalog.js';

/**
 * Children before parents, so deletes never trip a foreign key. catalog_meta is kept: its
 * version only ever rises, so running servers notice a reseed.
 */
const TABLES = [
  'mail_attachments',
  'mail_jobs',
  'invoice_payments',
  'offer_cart_links',
  'offer_rows',
  'offers',
  'payments',
  'invoices',
  'order_rows',
  'order_drafts',
  'orders',
  'counters',
  'cart_rows',
  'cart_state',
  'feedback',
  'sessions',
  'audit_log',
  'staff',
  'password_resets',
  'user_invites',
  'rate_limits',
  'compares',
  'recent_views',
  'client_discounts',
  'category_add_ons',
  'product_values',
  'products',
  'attributes',
  'categories',
  'brands',
  'users',
  'b2b_clients',
  'pages',
  'news',
  'settings',
] as const;

const SEED_LOCK_ID = 4_201_002;

export interface SeedOptions {
  /** Seals the demo staff's TOTP secrets (config.staffTotpKey, decision 052). */
  staffTotpKey: Buffer;
  /** Size of the generated catalogue (default 5,000). */
  products?: number;
  /** Where the demo logo is written (DATA_DIR); without it the logo is named but not drawn. */
  dataDir?: string;
}

async function insertCatalog(db: Db, options: SeedOptions): Promise<void> {
  await seedCatalog(db, { products: options.products ?? DEFAULT_SEED_PRODUCTS });
  await seedDemoDiscounts(db);
}

async function insertDemoData(db: Db, options: SeedOptions): Promise<void> {
  await seedClientsAndUsers(db);
  await seedDemoStaff(db, options.staffTotpKey);
  await seedContent(db);
  await insertCatalog(db, options);
  await seedDemoOrders(db);
  await seedDemoOffers(db, new Date(), options.staffTotpKey);
  if (options.dataDir !== undefined) await writeDemoLogo(options.dataDir);
}

/** Wipes every table and inserts the demo data (npm run seed). */
export async function reseed(
  { db, kind }: Pick<DatabaseHandle, 'db' | 'kind'>,
  options: SeedOptions,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockForExclusiveWork(kind, trx, SEED_LOCK_ID);
    await truncateTables(kind, trx, TABLES);
    await insertDemoData(trx, options);
  });
}

/**
 * Seeds a database without users (first start); a database from before the catalogue gets the
 * demo catalogue, one from before the orders the demo order history. Safe when several
 * processes start at once.
 */
export async function seedIfEmpty(
  { db, kind }: Pick<DatabaseHandle, 'db' | 'kind'>,
  options: SeedOptions,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockForExclusiveWork(kind, trx, SEED_LOCK_ID);
    const user = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (user === undefined) {
      await insertDemoData(trx, options);
      return true;
    }
    let seeded = false;
    const category = await trx.selectFrom('categories').select('id').limit(1).executeTakeFirst();
    if (category === undefined) {
      await insertCatalog(trx, options);
      seeded = true;
    }
    // A database from before the orders: the demo clients (only they) get their history once.
    const order = await trx.selectFrom('orders').select('id').limit(1).executeTakeFirst();
    if (order === undefined && (await seedDemoOrders(trx)) > 0) seeded = true;
    return seeded;
  });
}
