import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DialectKind } from '../dialect.js';
import { foundation } from './0001-foundation.js';

/**
 * Migrations are listed in code rather than discovered in a folder, so the compiled server and
 * the tests run the same list. Names sort in the order they must run; never rename or reorder.
 */
function migrations(kind: DialectKind): Record<string, Migration> {
  return {
    '0001-foundation': foundation(kind),
  };
}

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly kind: DialectKind) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations(this.kind);
  }
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<unknown>, kind: DialectKind): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider(kind) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined) {
    const prefix = failed ? `Migration ${failed.migrationName} failed` : 'Migrations failed';
    throw new Error(prefix, { cause: error });
  }
}
