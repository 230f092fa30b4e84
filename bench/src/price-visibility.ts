import { withSql } from './checkout-db.js';
import type { Environment } from './server-process.js';

/**
 * When a price change reaches a buyer on another server process (issue 24: "within 2 seconds on
 * every other process serving the same database"): the buyer's product call, asked again and again.
 */

/** How often the buyer's product call is asked while waiting for the change. */
export const VISIBILITY_POLL_MS = 20;
/** Longer than this and the change counts as never seen. */
const VISIBILITY_TIMEOUT_MS = 30_000;

/** The product's id by its code (read from the database, as a bookmark of its page would hold it). */
export async function productId(env: Environment, code: string): Promise<number> {
  const rows = await withSql(env, (sql) => sql.all('SELECT id FROM products WHERE code = ?', [code]));
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no product ${code}`);
  return Number(id);
}

/**
 * The base list price the buyer's product call shows (`original_price`: the net purchase base
 * price in the default price view, decision 004), cents.
 */
export async function shownPrice(base: string, headers: Record<string, string>, id: number): Promise<number> {
  const reply = await fetch(`${base}/api/product/${id}`, { headers });
  if (!reply.ok) throw new Error(`/api/product/${id} answered ${reply.status}`);
  return ((await reply.json()) as { data: { original_price: number } }).data.original_price;
}

/**
 * Asks the product call every VISIBILITY_POLL_MS until it shows `cents`; returns the moment the
 * reply showing it arrived (ms since the epoch), or null when it did not within 30 s.
 */
export async function seenAt(
  base: string,
  headers: Record<string, string>,
  id: number,
  cents: number,
): Promise<number | null> {
  const deadline = Date.now() + VISIBILITY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const asked = Date.now();
    if ((await shownPrice(base, headers, id)) === cents) return Date.now();
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, VISIBILITY_POLL_MS - (Date.now() - asked))),
    );
  }
  return null;
}
