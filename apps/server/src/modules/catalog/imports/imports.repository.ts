import type { ImportCounts, ImportKey } from '@kodumasinad/contract/admin';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { ImportStatus, ImportsTable } from '../../../db/schema-imports.js';
import type { JobStore } from '../../../platform/background-jobs.js';
import type { RowError } from './import-plan.js';

export type ImportRow = Selectable<ImportsTable>;

/** Statuses in which a job is running (or should be, when its process died). */
const RUNNING: ImportStatus[] = ['checking', 'applying'];

/**
 * The one writer of `imports`, `import_errors` and `import_profiles` (table ownership): the import
 * jobs and their progress, every bad row's errors, the saved supplier profiles; and the job rows'
 * claim and heartbeat for the background job runner (decision 079).
 */
export class ImportsRepository implements JobStore {
  constructor(private readonly db: Db) {}

  // ---- profiles ----

  profiles() {
    return this.db.selectFrom('import_profiles').selectAll().orderBy('supplier').orderBy('name').execute();
  }

  profile(id: number, db: Db = this.db) {
    return db.selectFrom('import_profiles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async createProfile(
    values: { name: string; supplier: string; mapping: string; key_field: ImportKey },
    db: Db = this.db,
  ) {
    const now = new Date().toISOString();
    const row = await db
      .insertInto('import_profiles')
      .values({ ...values, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateProfile(
    id: number,
    values: { name: string; supplier: string; mapping: string; key_field: ImportKey },
    db: Db = this.db,
  ): Promise<boolean> {
    const result = await db
      .updateTable('import_profiles')
      .set({ ...values, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deleteProfile(id: number, db: Db = this.db): Promise<boolean> {
    const result = await db.deleteFrom('import_profiles').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  // ---- imports ----

  async create(values: {
    filename: string;
    file_path: string;
    file_kind: 'csv' | 'xlsx';
    pictures_path: string | null;
    mapping: string;
    key_field: ImportKey;
    options: string;
    counts: string;
    staff_id: number;
  }): Promise<number> {
    const row = await this.db
      .insertInto('imports')
      .values({ ...values, status: 'checking', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  find(id: number, db: Db = this.db): Promise<ImportRow | undefined> {
    return db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();
  }

  recent(limit: number): Promise<ImportRow[]> {
    return this.db.selectFrom('imports').selectAll().orderBy('id', 'desc').limit(limit).execute();
  }

  async status(id: number): Promise<ImportStatus | undefined> {
    const row = await this.db.selectFrom('imports').select('status').where('id', '=', id).executeTakeFirst();
    return row?.status;
  }

  /** Moves an import from one of `from` to `to` (with more columns); false when it was in none of them. */
  async transition(
    id: number,
    from: ImportStatus[],
    to: ImportStatus,
    set: Partial<Omit<ImportRow, 'id' | 'status'>> = {},
    db: Db = this.db,
  ): Promise<boolean> {
    const result = await db
      .updateTable('imports')
      .set({ ...set, status: to })
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async progress(
    id: number,
    set: Partial<Omit<ImportRow, 'id' | 'status'>>,
    db: Db = this.db,
  ): Promise<void> {
    await db.updateTable('imports').set(set).where('id', '=', id).execute();
  }

  // ---- errors ----

  async addErrors(errors: (RowError & { cells: string[] | null })[], importId: number, db: Db = this.db) {
    for (let i = 0; i < errors.length; i += 200) {
      const part = errors.slice(i, i + 200);
      await db
        .insertInto('import_errors')
        .values(
          part.map((error) => ({
            import_id: importId,
            line: error.line,
            column: error.column,
            message: error.message,
            cells: error.cells === null ? null : JSON.stringify(error.cells),
          })),
        )
        .execute();
    }
  }

  /** Forgets the errors of lines after `afterLine` (all of them without it): a check run again. */
  async clearErrors(importId: number, afterLine: number | null = null): Promise<void> {
    let query = this.db.deleteFrom('import_errors').where('import_id', '=', importId);
    if (afterLine !== null) query = query.where('line', '>', afterLine);
    await query.execute();
  }

  errors(importId: number, limit: number) {
    return this.db
      .selectFrom('import_errors')
      .select(['line', 'column', 'message'])
      .where('import_id', '=', importId)
      .orderBy('line')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  async errorCount(importId: number): Promise<number> {
    const row = await this.db
      .selectFrom('import_errors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('import_id', '=', importId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** A page of errors after error id `afterId`, for errors.csv. */
  errorPage(importId: number, afterId: number, limit: number) {
    return this.db
      .selectFrom('import_errors')
      .select(['id', 'line', 'column', 'message', 'cells'])
      .where('import_id', '=', importId)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  // ---- the job runner's port ----

  async claim(id: number, owner: string, now: string, staleBefore: string): Promise<boolean> {
    const result = await this.db
      .updateTable('imports')
      .set({ claimed_by: owner, heartbeat_at: now })
      .where('id', '=', id)
      .where('status', 'in', RUNNING)
      .where((eb) =>
        eb.or([
          eb('claimed_by', 'is', null),
          eb('heartbeat_at', 'is', null),
          eb('heartbeat_at', '<', staleBefore),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async heartbeat(id: number, owner: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('imports')
      .set({ heartbeat_at: now })
      .where('id', '=', id)
      .where('claimed_by', '=', owner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async release(id: number, owner: string): Promise<void> {
    await this.db
      .updateTable('imports')
      .set({ claimed_by: null })
      .where('id', '=', id)
      .where('claimed_by', '=', owner)
      .execute();
  }

  async orphans(staleBefore: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('imports')
      .select('id')
      .where('status', 'in', RUNNING)
      .where((eb) =>
        eb.or([
          eb('claimed_by', 'is', null),
          eb('heartbeat_at', 'is', null),
          eb('heartbeat_at', '<', staleBefore),
        ]),
      )
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** Imports whose files are still kept though they are finished, or checked before `checkedBefore`. */
  withStaleFiles(checkedBefore: string): Promise<ImportRow[]> {
    return this.db
      .selectFrom('imports')
      .selectAll()
      .where('files_removed_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('status', 'in', ['done', 'cancelled', 'failed']),
          eb.and([eb('status', '=', 'checked'), eb('created_at', '<', checkedBefore)]),
        ]),
      )
      .orderBy('id')
      .limit(500)
      .execute();
  }

  async filesRemoved(id: number): Promise<void> {
    await this.db
      .updateTable('imports')
      .set({ files_removed_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  async fail(id: number, message: string): Promise<void> {
    await this.transition(id, RUNNING, 'failed', { error: message, finished_at: new Date().toISOString() });
  }
}

export const parseCounts = (text: string | null): ImportCounts | null =>
  text === null ? null : (JSON.parse(text) as ImportCounts);
