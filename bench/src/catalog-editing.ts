import type { CatalogRow } from './catalog-bench.js';
import { withSql } from './checkout-db.js';
import type { Environment } from './server-process.js';

/** How often the stand-in for staff saves a product (issue 24: "staff save one product per second"). */
export const EDIT_INTERVAL_MS = 1000;

export interface EditingRun {
  /** Search and listing, cold and warm, measured while the catalogue changes every second. */
  rows: CatalogRow[];
  /** Catalogue changes made while measuring (each one a new catalogue version, so a rebuild). */
  edits: number;
}

/**
 * A staff member saving one product a second, as the product editor does: one product's price
 * changes and the catalogue version rises in the same transaction, so the server rebuilds its
 * catalogue index (in a worker thread, decision 082) once a second while buyers are measured.
 * Written straight into the database, as a second server process's save would arrive.
 */
export async function whileStaffEdit<T>(
  env: Environment,
  work: () => Promise<T>,
): Promise<{ result: T; edits: number }> {
  return withSql(env, async (sql) => {
    const ids = (await sql.all('SELECT id FROM products ORDER BY id')).map((r) => Number(r.id));
    let edits = 0;
    let stopped = false;
    const edit = async () => {
      const id = ids[(edits * 7919) % ids.length];
      const at = new Date().toISOString();
      await sql.run('BEGIN');
      // Up and down by a cent, so the catalogue stays what the other scenarios measured.
      await sql.run('UPDATE products SET price_cents = price_cents + ?, updated_at = ? WHERE id = ?', [
        edits % 2 === 0 ? 1 : -1,
        at,
        id,
      ]);
      await sql.run('UPDATE catalog_meta SET version = version + 1, updated_at = ? WHERE id = 1', [at]);
      await sql.run('COMMIT');
      edits++;
    };
    const loop = (async () => {
      while (!stopped) {
        const started = Date.now();
        await edit();
        await new Promise((resolve) =>
          setTimeout(resolve, Math.max(0, EDIT_INTERVAL_MS - (Date.now() - started))),
        );
      }
    })();
    try {
      // The first change's rebuild starts before the measuring does.
      await new Promise((resolve) => setTimeout(resolve, 2 * EDIT_INTERVAL_MS));
      return { result: await work(), edits };
    } finally {
      stopped = true;
      await loop;
    }
  });
}
