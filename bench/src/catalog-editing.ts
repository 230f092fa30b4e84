import type { CatalogRow } from './catalog-bench.js';
import { withSql } from './checkout-db.js';
import type { Environment } from './server-process.js';

/** How often the stand-in for staff saves a product (issue 24: "staff save one product per second"). */
export const EDIT_INTERVAL_MS = 1000;

export interface EditingRun {
  /** Search and listing, cold and warm, measured while the catalogue changes every second. */
  rows: CatalogRow[];
  /** Catalogue changes made while measuring (each one a new catalogue version, patched in). */
  edits: number;
}

/**
 * Runs `edit(n)` once every EDIT_INTERVAL_MS (the next one waits for the last to end) while
 * `work` runs; the first edit comes 2 intervals before `work` starts, so its rebuild does too.
 */
async function whileEditing<T>(
  edit: (n: number) => Promise<void>,
  work: () => Promise<T>,
): Promise<{ result: T; edits: number }> {
  let edits = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = Date.now();
      await edit(edits);
      edits++;
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, EDIT_INTERVAL_MS - (Date.now() - started))),
      );
    }
  })();
  try {
    await new Promise((resolve) => setTimeout(resolve, 2 * EDIT_INTERVAL_MS));
    return { result: await work(), edits };
  } finally {
    stopped = true;
    await loop;
  }
}

/** The products the stand-in for staff saves, in a spread-out order. */
const pick = (ids: readonly number[], n: number) => ids[(n * 7919) % ids.length] as number;

const productIds = async (env: Environment) =>
  withSql(env, async (sql) =>
    (await sql.all('SELECT id FROM products ORDER BY id')).map((r) => Number(r.id)),
  );

/**
 * A staff member saving one product a second, as the product editor does: one product's price
 * changes and the catalogue version rises in the same transaction with the change it records (a
 * price change of that product), so the server patches its catalogue index once a second while
 * buyers are measured (decision 092; before it, each save was a rebuild in the worker, decision
 * 082). Written straight into the database, as a second server process's save would arrive.
 */
export async function whileStaffEdit<T>(
  env: Environment,
  work: () => Promise<T>,
): Promise<{ result: T; edits: number }> {
  const ids = await productIds(env);
  return withSql(env, (sql) =>
    whileEditing(async (n) => {
      const at = new Date().toISOString();
      await sql.run('BEGIN');
      // Up and down by a cent, so the catalogue stays what the other scenarios measured.
      await sql.run('UPDATE products SET price_cents = price_cents + ?, updated_at = ? WHERE id = ?', [
        n % 2 === 0 ? 1 : -1,
        at,
        pick(ids, n),
      ]);
      await sql.run('UPDATE catalog_meta SET version = version + 1, updated_at = ? WHERE id = 1', [at]);
      // What the product editor records for a price-only save (decision 092): the version's change.
      const [meta] = await sql.all('SELECT version FROM catalog_meta WHERE id = 1');
      await sql.run(
        "INSERT INTO catalog_changes (version, kind, product_ids, at) VALUES (?, 'prices', ?, ?)",
        [Number(meta?.version), JSON.stringify([pick(ids, n)]), at],
      );
      await sql.run('COMMIT');
    }, work),
  );
}

/**
 * The same staff member through the back-office's own calls on the server being measured: the
 * product editor reads the product (`GET /api/admin/products/{id}`) and saves it whole with its
 * price a cent higher (`PUT`, which answers once this process's index serves the change). A cent
 * up only, so a campaign price stays below the price.
 */
export async function whileStaffSave<T>(
  env: Environment,
  base: string,
  staff: Record<string, string>,
  work: () => Promise<T>,
): Promise<{ result: T; edits: number }> {
  const ids = await productIds(env);
  return whileEditing(async (n) => {
    const url = `${base}/api/admin/products/${pick(ids, n)}`;
    const read = await fetch(url, { headers: staff });
    if (!read.ok) throw new Error(`${url} answered ${read.status}`);
    const { product } = (await read.json()) as { product: { price: number } };
    const saved = await fetch(url, {
      method: 'PUT',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify({ ...product, price: product.price + 1 }),
    });
    if (!saved.ok) throw new Error(`PUT ${url}: ${saved.status} ${(await saved.text()).slice(0, 600)}`);
  }, work);
}
