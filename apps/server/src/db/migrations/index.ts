import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DialectKind } from '../dialect.js';
import { foundation } from './0001-foundation.js';
import { catalog } from './0002-catalog.js';
import { orders } from './0003-orders.js';
import { authVersion } from './0004-auth-version.js';
import { moneyBigint } from './0005-money-bigint.js';
import { mailQueue } from './0006-mail-queue.js';
import { categoryAddOns } from './0008-category-add-ons.js';
import { offers } from './0011-offers.js';
import { invoicePayments } from './0018-invoice-payments.js';
import { adminCore } from './0019-admin-core.js';
import { clientAdmin } from './0020-client-admin.js';
import { orderStatusHistory } from './0021-order-status-history.js';
import { contentAdmin } from './0023-content-admin.js';
import { adminInvoices } from './0022-admin-invoices.js';
import { unmatchedCredits } from './0024-unmatched-credits.js';
import { staffSecurity, type MigrationContext } from './0025-staff-security.js';
import { offerLinks } from './0028-offer-links.js';
import { orderDeliveryAddress } from './0030-order-delivery-address.js';
import { foldedSearchUniqueClients } from './0031-folded-search-unique-clients.js';
import { sellerPlaceholders } from './0027-seller-placeholders.js';
import { paymentRefunds } from './0029-payment-refunds.js';
import { catalogManagement } from './0032-catalog-management.js';
import { catalogImports } from './0033-catalog-imports.js';
import { integrationTokens } from './0034-integration-tokens.js';
import { importPictures } from './0035-import-pictures.js';
import { catalogChanges } from './0036-catalog-changes.js';

export type { MigrationContext } from './0025-staff-security.js';

/**
 * Migrations are listed in code rather than discovered in a folder, so the compiled server and
 * the tests run the same list. Names sort in the order they must run; never rename or reorder.
 */
function migrations(kind: DialectKind, context: MigrationContext): Record<string, Migration> {
  return {
    '0001-foundation': foundation(kind),
    '0002-catalog': catalog(kind),
    '0003-orders': orders(kind),
    '0004-auth-version': authVersion(kind),
    '0005-money-bigint': moneyBigint(kind),
    '0006-mail-queue': mailQueue(kind),
    '0008-category-add-ons': categoryAddOns(kind),
    '0011-offers': offers(kind),
    '0018-invoice-payments': invoicePayments(kind),
    '0019-admin-core': adminCore(kind),
    '0020-client-admin': clientAdmin(kind),
    '0021-order-status-history': orderStatusHistory(kind),
    '0022-admin-invoices': adminInvoices(kind),
    '0023-content-admin': contentAdmin(kind),
    '0024-unmatched-credits': unmatchedCredits(kind),
    '0025-staff-security': staffSecurity(kind, context),
    '0028-offer-links': offerLinks(kind, context),
    '0030-order-delivery-address': orderDeliveryAddress(kind),
    '0031-folded-search-unique-clients': foldedSearchUniqueClients(kind),
    '0027-seller-placeholders': sellerPlaceholders(),
    '0029-payment-refunds': paymentRefunds(kind),
    '0032-catalog-management': catalogManagement(kind),
    '0033-catalog-imports': catalogImports(kind),
    '0034-integration-tokens': integrationTokens(kind),
    '0035-import-pictures': importPictures(),
    '0036-catalog-changes': catalogChanges(),
  };
}

class StaticMigrationProvider implements MigrationProvider {
  constructor(
    private readonly kind: DialectKind,
    private readonly context: MigrationContext,
  ) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations(this.kind, this.context);
  }
}

/**
 * Brings the schema up to date; throws with the failing migration's error.
 *
 * PostgreSQL: before it migrates, Kysely introspects every table the connection can see, in every
 * schema; when another schema of the same database is dropped at that moment (parallel API tests
 * each use and drop a schema of their own) PostgreSQL answers 3F000 for the vanished schema. That
 * is not our schema's fault, so the whole step is tried again, a few times.
 */
export async function migrateToLatest(
  db: Kysely<unknown>,
  kind: DialectKind,
  context: MigrationContext,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await migrateOnce(db, kind, context);
      return;
    } catch (error) {
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      if (kind !== 'postgres' || code !== '3F000' || attempt >= 5) throw error;
    }
  }
}

async function migrateOnce(
  db: Kysely<unknown>,
  kind: DialectKind,
  context: MigrationContext,
  target?: string,
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(kind, context),
    // Numbers are reserved per branch and merged in any order (issue 14's back-office landed
    // 0021 and 0023 before 0020 and 0022): a database that already ran a later one must still
    // take an earlier newcomer. Migrations of parallel branches never depend on each other.
    allowUnorderedMigrations: true,
    ...(kind === 'postgres' ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
  const { error, results } =
    target === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined) {
    const prefix = failed ? `Migration ${failed.migrationName} failed` : 'Migrations failed';
    throw new Error(prefix, { cause: error });
  }
}

/** Runs the migrations up to and including `name` only (tests of a later migration's data changes). */
export async function migrateUpTo(
  db: Kysely<unknown>,
  kind: DialectKind,
  context: MigrationContext,
  name: string,
): Promise<void> {
  await migrateOnce(db, kind, context, name);
}

/**
 * PostgreSQL: Kysely looks for its own migration tables in every schema it can see, so another
 * schema's tables (another shop, or a parallel test's schema in the same database) would pass for
 * ours. Naming the current schema (the first of search_path) keeps each to its own.
 */
async function currentSchema(db: Kysely<unknown>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (schema === undefined) throw new Error('PostgreSQL has no current schema (check search_path)');
  return schema;
}
