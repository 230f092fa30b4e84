import type { DatabaseHandle, Db } from '../database.js';
import { lockForExclusiveWork, truncateTables } from '../dialect.js';
import { seedContent } from './demo-content.js';
import { seedMenu } from './demo-menu.js';
import { seedClientsAndUsers } from './demo-users.js';

/** Children before parents, so deletes never trip a foreign key. */
const TABLES = [
  'feedback',
  'sessions',
  'password_resets',
  'rate_limits',
  'users',
  'b2b_clients',
  'menu_items',
  'pages',
  'news',
  'settings',
] as const;

const SEED_LOCK_ID = 4_201_002;

async function insertDemoData(db: Db): Promise<void> {
  await seedClientsAndUsers(db);
  await seedContent(db);
  await seedMenu(db);
}

/** Wipes every table and inserts the demo data (npm run seed). */
export async function reseed({ db, kind }: DatabaseHandle): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockForExclusiveWork(kind, trx, SEED_LOCK_ID);
    await truncateTables(kind, trx, TABLES);
    await insertDemoData(trx);
  });
}

/** Seeds a database without users (first start); safe when several processes start at once. */
export async function seedIfEmpty({ db, kind }: DatabaseHandle): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockForExclusiveWork(kind, trx, SEED_LOCK_ID);
    const existing = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (existing !== undefined) return false;
    await insertDemoData(trx);
    return true;
  });
}
