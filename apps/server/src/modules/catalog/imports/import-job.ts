import { join } from 'node:path';
import {
  IMPORT_FILE_GONE_MESSAGE,
  IMPORT_MAPPING_KEY_MESSAGE,
  ImportOptionsSchema,
  type ImportCounts,
  type ImportKey,
  type ImportMapping,
} from '@kodumasinad/contract/admin';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { bumpCatalogVersion } from '../../../db/catalog-version.js';
import type { Db } from '../../../db/database.js';
import type { JobContext } from '../../../platform/background-jobs.js';
import { streamTableFile, TableStreamError } from '../../../platform/table-stream.js';
import type { TableRow } from '../../../platform/upload-reading.js';
import type { AuditRecorder } from '../../admin/core/index.js';
import { countPlans, emptyCounts, ImportChecker, type RowPlan } from './import-check.js';
import type { ImportWritesRepository } from './import-writes.repository.js';
import type { ImportRow, ImportsRepository } from './imports.repository.js';

/**
 * The import's two background jobs (decisions 079, 080). The dry run streams the file through the
 * check and stores the counts, per-field changes and every bad row. The apply streams it again and
 * writes each batch of rows in one transaction together with its progress (rows done, the file
 * line reached, the counts so far) and a catalogue version bump, so a batch is either wholly
 * applied and recorded or not at all. A restarted apply skips the lines already committed; a
 * cancelled one stops before its next batch. At the end: the supplier's missing products are
 * hidden (when asked), the import is done and one audit entry records it.
 */

export interface StoredCounts extends ImportCounts {
  fields: Record<string, number>;
}

export const emptyStored = (): StoredCounts => ({ ...emptyCounts(), fields: {} });

export function readStored(text: string | null): StoredCounts | null {
  if (text === null) return null;
  const value = JSON.parse(text) as Partial<StoredCounts>;
  return { ...emptyStored(), ...value, fields: value.fields ?? {} };
}

export interface ImportJobDeps {
  db: Db;
  imports: ImportsRepository;
  writes: ImportWritesRepository;
  dataDir: string;
  audit: AuditRecorder;
  /** Data rows per batch (one transaction each when applying). */
  batchRows?: number;
  /** Called after each batch (tests pause or cancel in between). */
  afterBatch?: (id: number, rowsDone: number) => Promise<void> | void;
}

class Stopped extends Error {}

export class ImportJob {
  /** Data rows per batch; tests make it small. */
  batchRows: number;
  /** Called after each batch; tests cancel or stop in between. */
  afterBatch: ((id: number, rowsDone: number) => Promise<void> | void) | undefined;

  constructor(private readonly deps: ImportJobDeps) {
    this.batchRows = deps.batchRows ?? 1000;
    this.afterBatch = deps.afterBatch;
  }

  async run(id: number, context: JobContext): Promise<void> {
    const row = await this.deps.imports.find(id);
    if (row === undefined) return;
    const path = join(this.deps.dataDir, row.file_path);
    if (!existsSync(path)) {
      await this.deps.imports.fail(id, IMPORT_FILE_GONE_MESSAGE);
      return;
    }
    try {
      if (row.status === 'checking') await this.dryRun(row, path, context);
      else if (row.status === 'applying') await this.apply(row, path, context);
    } catch (error) {
      if (error instanceof Stopped) return;
      if (error instanceof TableStreamError) {
        await this.deps.imports.fail(id, error.message);
        return;
      }
      throw error;
    }
  }

  private async checker(row: ImportRow) {
    const catalog = await this.deps.writes.catalog();
    const options = ImportOptionsSchema.parse(JSON.parse(row.options));
    const checker = new ImportChecker(
      catalog,
      this.deps.writes,
      JSON.parse(row.mapping) as ImportMapping,
      row.key_field,
      options,
    );
    return { checker, catalog, options };
  }

  /** The file's data rows in batches of `batchRows`, the header given to the checker first. */
  private async *batches(row: ImportRow, path: string, checker: ImportChecker): AsyncGenerator<TableRow[]> {
    const size = this.batchRows;
    let header = true;
    let pending: TableRow[] = [];
    for await (let chunk of streamTableFile(path, row.file_kind, { chunkRows: size })) {
      if (header) {
        const first = chunk[0];
        if (first === undefined) continue;
        checker.header(first.cells);
        if (!checker.hasKey) {
          await this.deps.imports.fail(row.id, IMPORT_MAPPING_KEY_MESSAGE);
          throw new Stopped();
        }
        header = false;
        chunk = chunk.slice(1);
      }
      pending = pending.length === 0 ? chunk : [...pending, ...chunk];
      while (pending.length >= size) {
        yield pending.slice(0, size);
        pending = pending.slice(size);
      }
    }
    if (pending.length > 0) yield pending;
  }

  private async stillIn(id: number, status: 'checking' | 'applying', context: JobContext): Promise<void> {
    context.checkpoint();
    if ((await this.deps.imports.status(id)) !== status) throw new Stopped();
  }

  private async dryRun(row: ImportRow, path: string, context: JobContext): Promise<void> {
    const { imports } = this.deps;
    await imports.clearErrors(row.id);
    await imports.progress(row.id, { rows_done: 0, error: null });
    const { checker, options } = await this.checker(row);
    const counts = emptyStored();
    let done = 0;
    for await (const batch of this.batches(row, path, checker)) {
      await this.stillIn(row.id, 'checking', context);
      const plans = await checker.check(batch);
      countPlans(counts, counts.fields, plans);
      await imports.addErrors(errorsOf(plans), row.id);
      done += batch.length;
      await imports.progress(row.id, { rows_done: done, rows_total: done });
      await this.afterBatch?.(row.id, done);
    }
    if (options.hide_missing && options.supplier !== null)
      counts.hide = (await this.missing(options.supplier, row.key_field, checker)).length;
    await imports.transition(row.id, ['checking'], 'checked', {
      rows_total: done,
      rows_done: done,
      counts: JSON.stringify(counts),
    });
  }

  private async missing(supplier: string, key: ImportKey, checker: ImportChecker): Promise<number[]> {
    const products = await this.deps.writes.supplierProducts(supplier, key);
    return products
      .filter((product) => product.key === null || !checker.seen.has(product.key))
      .map((p) => p.id);
  }

  private async apply(row: ImportRow, path: string, context: JobContext): Promise<void> {
    const { imports, writes, db } = this.deps;
    const appliedLine = row.applied_line ?? 0;
    // A resumed apply keeps what its committed batches recorded; the rest is checked again.
    await imports.clearErrors(row.id, row.applied_line === null ? null : appliedLine);
    const { checker, catalog, options } = await this.checker(row);
    const attributes = new Map(
      [...catalog.attributes.values()].map((attribute) => [attribute.id, attribute]),
    );
    const counts = readStored(row.applied_counts) ?? emptyStored();
    let done = row.rows_done;
    for await (const batch of this.batches(row, path, checker)) {
      const skipped = batch.filter((line) => line.row <= appliedLine);
      for (const line of skipped) checker.remember(line);
      const rest = batch.filter((line) => line.row > appliedLine);
      if (rest.length === 0) continue;
      await this.stillIn(row.id, 'applying', context);
      const plans = await checker.check(rest);
      countPlans(counts, counts.fields, plans);
      done += rest.length;
      const last = rest[rest.length - 1]?.row ?? appliedLine;
      await db.transaction().execute(async (trx) => {
        // Recorded first and only while still applying: a cancel that got in first rolls the batch back.
        const still = await imports.transition(
          row.id,
          ['applying'],
          'applying',
          {
            rows_done: done,
            applied_line: last,
            applied_counts: JSON.stringify(counts),
            heartbeat_at: new Date().toISOString(),
          },
          trx,
        );
        if (!still) throw new Stopped();
        await writes.writePlans(trx, plans, attributes);
        await imports.addErrors(errorsOf(plans), row.id, trx);
        if (plans.some((plan) => plan.kind === 'create' || plan.kind === 'change'))
          await bumpCatalogVersion(trx);
      });
      await this.afterBatch?.(row.id, done);
    }
    await this.stillIn(row.id, 'applying', context);
    const hide =
      options.hide_missing && options.supplier !== null
        ? await this.missing(options.supplier, row.key_field, checker)
        : [];
    counts.hide = hide.length;
    await this.finish(row, 'done', counts, async (trx) => {
      if (hide.length > 0) {
        await writes.hide(trx, hide);
        await bumpCatalogVersion(trx);
      }
    });
    await rm(path, { force: true });
  }

  /**
   * Ends an import as done (the apply's end) or cancelled (the staff's cancel), with one audit
   * entry when the apply had written anything; `counts` null takes what the apply recorded.
   */
  async finish(
    row: ImportRow,
    status: 'done' | 'cancelled',
    counts: StoredCounts | null,
    more: (trx: Db) => Promise<void> = async () => undefined,
  ): Promise<boolean> {
    const { imports, db, audit } = this.deps;
    return db.transaction().execute(async (trx) => {
      const from = status === 'done' ? ['applying' as const] : (['applying', 'checking', 'checked'] as const);
      const moved = await imports.transition(
        row.id,
        [...from],
        status,
        { finished_at: new Date().toISOString() },
        trx,
      );
      if (!moved) return false;
      if (counts !== null) await imports.progress(row.id, { applied_counts: JSON.stringify(counts) }, trx);
      await more(trx);
      const current = await imports.find(row.id, trx);
      const applied = readStored(current?.applied_counts ?? null);
      if (row.staff_id !== null && current !== undefined && applied !== null)
        await audit(
          trx,
          { id: row.staff_id },
          {
            action: status === 'done' ? 'import.apply' : 'import.cancel',
            entity: 'import',
            entity_id: row.id,
            before: null,
            after: {
              file: row.filename,
              status,
              rows: current.rows_total,
              rows_applied: current.rows_done,
              applied_through_line: current.applied_line,
              create: applied.create,
              change: applied.change,
              unchanged: applied.unchanged,
              error: applied.error,
              hide: applied.hide,
            },
          },
        );
      return true;
    });
  }
}

function errorsOf(plans: RowPlan[]) {
  return plans.flatMap((plan) =>
    plan.kind === 'error'
      ? plan.errors.map((error, i) => ({ ...error, cells: i === 0 ? plan.cells : null }))
      : [],
  );
}
