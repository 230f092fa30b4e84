import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type DialectKind } from '../dialect.js';

/**
 * Issue 24, supplier imports: saved column mappings per supplier (`import_profiles`), the import
 * jobs themselves (`imports`: a dry run, then an apply, run by the background job runner of
 * decision 079 with a heartbeat so a dead process's job is resumed) and every bad row's errors
 * (`import_errors`). Products remember which supplier's import last touched them (`supplier`),
 * so an import can hide that supplier's products missing from its file.
 */
export function catalogImports(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const schema = db.schema;
      await schema.alterTable('products').addColumn('supplier', 'text').execute();
      await schema.createIndex('products_supplier_idx').on('products').column('supplier').execute();

      await withIdColumn(kind, schema.createTable('import_profiles'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('supplier', 'text', (c) => c.notNull())
        .addColumn('mapping', 'text', (c) => c.notNull())
        .addColumn('key_field', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(kind, schema.createTable('imports'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('filename', 'text', (c) => c.notNull())
        .addColumn('file_path', 'text', (c) => c.notNull())
        .addColumn('file_kind', 'text', (c) => c.notNull())
        .addColumn('mapping', 'text', (c) => c.notNull())
        .addColumn('key_field', 'text', (c) => c.notNull())
        .addColumn('header', 'text')
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('rows_total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rows_done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('applied_line', 'integer')
        .addColumn('counts', 'text', (c) => c.notNull())
        .addColumn('applied_counts', 'text')
        .addColumn('error', 'text')
        .addColumn('claimed_by', 'text')
        .addColumn('heartbeat_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text')
        .addColumn('finished_at', 'text')
        .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
        .execute();
      await schema.createIndex('imports_status_idx').on('imports').column('status').execute();

      await withIdColumn(kind, schema.createTable('import_errors'))
        .addColumn('import_id', 'integer', (c) => c.notNull().references('imports.id').onDelete('cascade'))
        .addColumn('line', 'integer', (c) => c.notNull())
        .addColumn('column', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('cells', 'text')
        .execute();
      await schema
        .createIndex('import_errors_import_idx')
        .on('import_errors')
        .columns(['import_id', 'line'])
        .execute();
    },
  };
}
