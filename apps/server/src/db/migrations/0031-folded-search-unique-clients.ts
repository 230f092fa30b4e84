import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectKind } from '../dialect.js';
import { createPostgresFold } from '../text-search.js';

/** Client columns that identify a company: no two clients share a value (issue 22). */
const UNIQUE_CLIENT_COLUMNS = ['registry_code', 'vat_number'] as const;

/**
 * Decision 067: PostgreSQL's `fold_text` for case-insensitive searches (SQLite registers its own
 * on each connection), and unique indexes on the clients' registry code and VAT number. An index
 * is created only where the existing rows allow it (no duplicate values yet); the service's check
 * refuses new duplicates either way, and the index closes the race between two saves.
 */
export function foldedSearchUniqueClients(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (kind === 'postgres') await createPostgresFold(db);
      for (const column of UNIQUE_CLIENT_COLUMNS) {
        const { rows } = await sql<{ value: string }>`
          select ${sql.ref(column)} as value from b2b_clients
          where ${sql.ref(column)} is not null
          group by ${sql.ref(column)} having count(*) > 1 limit 1`.execute(db);
        if (rows.length > 0) continue;
        await db.schema
          .createIndex(`b2b_clients_${column}_unique`)
          .on('b2b_clients')
          .column(column)
          .unique()
          .execute();
      }
    },
  };
}
