import { join } from 'node:path';
import Database from 'better-sqlite3';
import { E2E_DATA_DIR } from './env.js';

let counter = 0;

/**
 * Creates a user of its own for a test that changes user state (price list, comparison, cart),
 * so tests running side by side never see each other's changes. The user joins the same company
 * as `like` and gets the same password (the demo hash is copied, so no hashing library is needed).
 */
export function createUserLike(likeEmail: string, label: string): { email: string; name: string } {
  const db = new Database(join(E2E_DATA_DIR, 'kodumasinad.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const like = db.prepare('select * from users where email = ?').get(likeEmail) as Record<string, unknown>;
    if (!like) throw new Error(`no demo user ${likeEmail}`);
    counter += 1;
    const email = `${label}-${process.pid}-${counter}-${Date.now()}@e2e.test`;
    const name = `Test ${label}`;
    const now = new Date().toISOString();
    db.prepare(
      `insert into users (b2b_client_id, email, name, password_hash, active, offers_en, active_pricelist, created_at, updated_at)
       values (?, ?, ?, ?, 1, 0, 'default', ?, ?)`,
    ).run(like.b2b_client_id, email, name, like.password_hash, now, now);
    return { email, name };
  } finally {
    db.close();
  }
}
