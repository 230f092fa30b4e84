import { join } from 'node:path';
import {
  IMPORT_FILE_GONE_MESSAGE,
  IMPORT_MAPPING_KEY_MESSAGE,
  IMPORT_MAX_ROWS,
  ImportOptionsSchema,
  type ImportCounts,
  type ImportKey,
  type ImportMapping,
} from '@kodumasinad/contract/admin';
import { existsSync } from 'node:fs';
import { bumpCatalogVersion, type CatalogChange } from '../../../db/catalog-version.js';
import type { Db } from '../../../db/database.js';
import type { JobContext } from '../../../platform/background-jobs.js';
import { nextTurn } from '../../../platform/event-loop.js';
import { streamTableFile, TableStreamError } from '../../../platform/table-stream.js';
import type { TableRow } from '../../../platform/upload-reading.js';
import type { AuditRecorder } from '../../admin/core/index.js';
import { onlyPriceColumns } from '../catalog-change.js';
import { ImportChecker } from './import-check.js';
import { countPlans, emptyCounts, type RowPlan } from './import-plan.js';
import { removeFiles } from './import-files.js';
import { ImportPictures, PictureColumns, pictureRefs, type PictureRef } from './import-pictures.js';
import { readZipDirectory, ZipRefused, entryCodes, type ZipEntry } from './picture-zip.js';
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
  /** Adds the import's pictures to the galleries (decision 088). */
  pictures: ImportPictures;
  /** Data rows per batch (DEFAULT_BATCH_ROWS; the app gives SQLITE_BATCH_ROWS or POSTGRES_BATCH_ROWS). */
  batchRows?: number;
  /** Data rows a file may have (IMPORT_MAX_ROWS unless a test lowers it); one more fails the import. */
  maxRows?: number;
  /** Called after each batch (tests pause or cancel in between). */
  afterBatch?: (id: number, rowsDone: number) => Promise<void> | void;
}

/** Rows per batch: one transaction each when applying, a turn of the event loop between them. */
export const DEFAULT_BATCH_ROWS = 1000;
/**
 * On SQLite a batch holds the event loop and the one connection from start to commit (its queries
 * answer synchronously, decision 093): 25 rows keep that to a millisecond or two, and a buyer's
 * request, which crosses a few turns of the loop, waits for a few of them at most.
 */
export const SQLITE_BATCH_ROWS = 25;
/**
 * On PostgreSQL the queries let the event loop turn, but checking a batch's rows is one piece of
 * main-thread work: 100 rows keep it to a few milliseconds (1,000 held buyers for 20-40 ms).
 */
export const POSTGRES_BATCH_ROWS = 100;

class Stopped extends Error {}

export class ImportJob {
  /** Data rows per batch; tests make it small. */
  batchRows: number;
  /** Called after each batch; tests cancel or stop in between. */
  afterBatch: ((id: number, rowsDone: number) => Promise<void> | void) | undefined;

  constructor(private readonly deps: ImportJobDeps) {
    this.batchRows = deps.batchRows ?? DEFAULT_BATCH_ROWS;
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
    const mapping = JSON.parse(row.mapping) as ImportMapping;
    const checker = new ImportChecker(catalog, this.deps.writes, mapping, row.key_field, options);
    const pictures = new PictureColumns(mapping, options);
    return { checker, catalog, options, pictures };
  }

  /** The file's data rows in batches of `batchRows`, the header given to the checker first. */
  private async *batches(
    row: ImportRow,
    path: string,
    checker: ImportChecker,
    pictures: PictureColumns,
  ): AsyncGenerator<TableRow[]> {
    const size = this.batchRows;
    let header = true;
    let pending: TableRow[] = [];
    for await (let chunk of streamTableFile(path, row.file_kind, {
      chunkRows: size,
      maxRows: this.deps.maxRows ?? IMPORT_MAX_ROWS,
    })) {
      if (header) {
        const first = chunk[0];
        if (first === undefined) continue;
        checker.header(first.cells);
        pictures.header(first.cells);
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
    const { checker, options, pictures } = await this.checker(row);
    const counts = emptyStored();
    /** Folded codes of the rows that would create a product (ZIP entries may name them). */
    const creates = new Set<string>();
    let done = 0;
    for await (const batch of this.batches(row, path, checker, pictures)) {
      // Buyers' requests get their turn between batches (on SQLite nothing else would let them in).
      await nextTurn();
      await this.stillIn(row.id, 'checking', context);
      const plans = await checker.check(batch);
      countPlans(counts, counts.fields, plans);
      for (const plan of plans)
        if (plan.kind === 'create' && plan.columns.code !== undefined)
          creates.add(plan.columns.code.toLowerCase());
      const refs = pictureRefs(batch, plans, pictures);
      counts.pictures += await this.deps.pictures.countNew(refs.rows);
      await imports.addErrors([...errorsOf(plans), ...refs.errors], row.id);
      done += batch.length;
      await imports.progress(row.id, { rows_done: done, rows_total: done });
      await this.afterBatch?.(row.id, done);
    }
    if (options.hide_missing && options.supplier !== null)
      counts.hide = (await this.missing(options.supplier, row.key_field, checker)).length;
    const zip = await this.zipEntries(row);
    if (zip !== null) {
      const { matched, errors, pendingCount } = ImportPictures.matchZip(
        zip,
        await this.zipKnown(zip),
        creates,
      );
      counts.pictures += pendingCount + (await this.deps.pictures.countZip(matched));
      await imports.addErrors(
        errors.map((error) => ({ ...error, cells: null })),
        row.id,
      );
    }
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
    const { checker, catalog, options, pictures } = await this.checker(row);
    const actor = row.staff_id === null ? null : { id: row.staff_id };
    const attributes = new Map(
      [...catalog.attributes.values()].map((attribute) => [attribute.id, attribute]),
    );
    const counts = readStored(row.applied_counts) ?? emptyStored();
    let done = row.rows_done;
    for await (const batch of this.batches(row, path, checker, pictures)) {
      const skipped = batch.filter((line) => line.row <= appliedLine);
      for (const line of skipped) checker.remember(line);
      const rest = batch.filter((line) => line.row > appliedLine);
      if (rest.length === 0) continue;
      await nextTurn();
      await this.stillIn(row.id, 'applying', context);
      const plans = await checker.check(rest);
      countPlans(counts, counts.fields, plans);
      const refs = pictureRefs(rest, plans, pictures);
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
        await imports.addErrors([...errorsOf(plans), ...refs.errors], row.id, trx);
        if (plans.some((plan) => plan.kind === 'create' || plan.kind === 'change'))
          await bumpCatalogVersion(trx, batchChange(plans));
      });
      // The batch's rows are written: their pictures are fetched now, outside its transaction.
      if (actor !== null && refs.rows.length > 0) {
        const result = await this.deps.pictures.addUrls(actor, await this.withIds(refs.rows));
        counts.pictures += result.added;
        await imports.addErrors(
          result.errors.map((error) => ({ ...error, cells: null })),
          row.id,
        );
        await imports.progress(row.id, { applied_counts: JSON.stringify(counts) });
      }
      await this.afterBatch?.(row.id, done);
    }
    await this.stillIn(row.id, 'applying', context);
    const zip = await this.zipEntries(row);
    if (zip !== null && actor !== null && row.pictures_path !== null) {
      const { matched, errors } = ImportPictures.matchZip(zip, await this.zipKnown(zip), new Set());
      const result = await this.deps.pictures.addZip(
        actor,
        join(this.deps.dataDir, row.pictures_path),
        matched,
      );
      counts.pictures += result.added;
      await imports.addErrors(
        [...errors, ...result.errors].map((error) => ({ ...error, cells: null })),
        row.id,
      );
    }
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
    await removeFiles(this.deps.dataDir, row);
    await this.deps.imports.filesRemoved(row.id);
  }

  /** The ZIP's picture entries (null without a ZIP); a ZIP that cannot be read fails the import. */
  private async zipEntries(row: ImportRow): Promise<ZipEntry[] | null> {
    if (row.pictures_path === null) return null;
    try {
      return await readZipDirectory(join(this.deps.dataDir, row.pictures_path));
    } catch (error) {
      if (error instanceof ZipRefused) {
        await this.deps.imports.fail(row.id, error.message);
        throw new Stopped();
      }
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        await this.deps.imports.fail(row.id, IMPORT_FILE_GONE_MESSAGE);
        throw new Stopped();
      }
      throw error;
    }
  }

  /** The stored products the ZIP's names may mean: folded code → id. */
  private async zipKnown(entries: ZipEntry[]): Promise<Map<string, number>> {
    const candidates = new Set<string>();
    for (const entry of entries)
      for (const code of entryCodes(entry))
        for (const variant of [code, code.toUpperCase(), code.toLowerCase()]) candidates.add(variant);
    const found = await this.deps.writes.byCodes([...candidates]);
    return new Map(found.map((product) => [product.code.toLowerCase(), product.id]));
  }

  /** The product ids of rows that created their product (looked up by code once written). */
  private async withIds(
    rows: { productId: number | null; code: string | null; refs: PictureRef[] }[],
  ): Promise<{ productId: number; refs: PictureRef[] }[]> {
    const codes = rows.filter((r) => r.productId === null && r.code !== null).map((r) => r.code as string);
    const ids = new Map((await this.deps.writes.byCodes(codes)).map((product) => [product.code, product.id]));
    return rows.flatMap((r) => {
      const id = r.productId ?? (r.code === null ? undefined : ids.get(r.code));
      return id === undefined ? [] : [{ productId: id, refs: r.refs }];
    });
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
              pictures: applied.pictures,
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

/**
 * What a batch changes in the catalogue index (decision 092): when it creates nothing and its
 * changes touch only prices and campaigns (a supplier's price list), the products it changed.
 */
export function batchChange(plans: readonly RowPlan[]): CatalogChange {
  const ids: number[] = [];
  for (const plan of plans) {
    if (plan.kind === 'create') return { kind: 'other' };
    if (plan.kind !== 'change') continue;
    if (plan.id === null || plan.values.size > 0 || !onlyPriceColumns(Object.keys(plan.columns)))
      return { kind: 'other' };
    ids.push(plan.id);
  }
  return { kind: 'prices', productIds: ids };
}
