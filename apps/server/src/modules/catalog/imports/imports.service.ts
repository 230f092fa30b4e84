import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  IMPORT_EXPIRED_MESSAGE,
  IMPORT_FILE_MISSING_MESSAGE,
  IMPORT_FILE_TOO_LARGE_MESSAGE,
  IMPORT_FILE_TYPE_MESSAGE,
  IMPORT_MAPPING_KEY_MESSAGE,
  IMPORT_NOT_CHECKED_MESSAGE,
  IMPORT_NOT_FOUND_MESSAGE,
  IMPORT_NOT_RUNNING_MESSAGE,
  IMPORT_PROFILE_NOT_FOUND_MESSAGE,
  IMPORT_ZIP_TOO_LARGE_MESSAGE,
  IMPORT_ZIP_TYPE_MESSAGE,
  ImportOptionsSchema,
  ImportProfileInputSchema,
  type Import,
  type ImportCreateBody,
  type ImportListItem,
  type ImportMapping,
  type ImportPreviewReply,
  type ImportProfile,
  type ImportProfileInput,
  type Staff,
} from '@kodumasinad/contract/admin';
import type { Db } from '../../../db/database.js';
import type { BackgroundJobs } from '../../../platform/background-jobs.js';
import { AppError, invalidInput, notFound } from '../../../platform/errors.js';
import { csvTextRow } from '../../../platform/spreadsheet-export.js';
import { streamTableFile, TableStreamError } from '../../../platform/table-stream.js';
import type { UploadedFile } from '../../../platform/uploads.js';
import type { AuditRecorder } from '../../admin/core/index.js';
import { fieldChoices, guessMapping } from './import-fields.js';
import { removeFiles } from './import-files.js';
import { emptyStored, readStored, type ImportJob } from './import-job.js';
import { readZipDirectory, ZipRefused } from './picture-zip.js';
import type { ImportWritesRepository } from './import-writes.repository.js';
import type { ImportRow, ImportsRepository } from './imports.repository.js';

/** Errors shown with an import at most; errors.csv has them all. */
const ERRORS_SHOWN = 500;
const PREVIEW_ROWS = 10;

export const IMPORT_MISSING_COLUMN_MESSAGE = 'Failis ei ole veergu';

/** A checked import left unapplied this long is cancelled and its files removed. */
export const CHECKED_IMPORT_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

const conflict = (message: string) => new AppError(409, 'conflict', message);

function fileKind(name: string): 'csv' | 'xlsx' | null {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  if (extension === 'xlsx') return 'xlsx';
  if (['csv', 'txt', 'tsv'].includes(extension)) return 'csv';
  return null;
}

/** The back-office's import calls (decision 080) over the jobs of import-job.ts. */
export class ImportsService {
  constructor(
    private readonly deps: {
      db: Db;
      dataDir: string;
      imports: ImportsRepository;
      writes: ImportWritesRepository;
      jobs: BackgroundJobs;
      job: ImportJob;
      audit: AuditRecorder;
      /** The file cap (the contract's IMPORT_MAX_FILE_BYTES unless a test lowers it), for both files. */
      maxFileBytes: number;
    },
  ) {}

  /** Checks an uploaded file's type and size; its kind. */
  private accept(file: UploadedFile | null): { file: UploadedFile & { path: string }; kind: 'csv' | 'xlsx' } {
    if (file === null || file.path === undefined) throw invalidInput({ file: [IMPORT_FILE_MISSING_MESSAGE] });
    const kind = fileKind(file.filename);
    if (kind === null) throw invalidInput({ file: [IMPORT_FILE_TYPE_MESSAGE] });
    if (file.truncated || (file.size ?? 0) > this.deps.maxFileBytes)
      throw invalidInput({ file: [IMPORT_FILE_TOO_LARGE_MESSAGE] });
    return { file: file as UploadedFile & { path: string }, kind };
  }

  /** The file's first rows (the header first); 422 when it cannot be read. */
  private async head(path: string, kind: 'csv' | 'xlsx'): Promise<string[][]> {
    try {
      for await (const chunk of streamTableFile(path, kind, { chunkRows: PREVIEW_ROWS + 1 }))
        return chunk.map((row) => row.cells);
      return [];
    } catch (error) {
      if (error instanceof TableStreamError) throw invalidInput({ file: [error.message] });
      throw error;
    }
  }

  async preview(upload: UploadedFile | null): Promise<ImportPreviewReply> {
    const { file, kind } = this.accept(upload);
    try {
      const [header = [], ...rows] = await this.head(file.path, kind);
      const columns = header.map((cell) => cell.replace(/^\uFEFF/, '').trim());
      const attributes = await this.deps.writes.attributes();
      return { columns, rows, mapping: guessMapping(columns, attributes), fields: fieldChoices(attributes) };
    } finally {
      await rm(file.path, { force: true });
    }
  }

  /** Checks the picture ZIP beside the file (decision 088): its directory read, bounded; 422 `pictures`. */
  private async acceptZip(zip: UploadedFile | null): Promise<(UploadedFile & { path: string }) | null> {
    if (zip === null) return null;
    if (zip.path === undefined || !zip.filename.toLowerCase().endsWith('.zip'))
      throw invalidInput({ pictures: [IMPORT_ZIP_TYPE_MESSAGE] });
    if (zip.truncated || (zip.size ?? 0) > this.deps.maxFileBytes)
      throw invalidInput({ pictures: [IMPORT_ZIP_TOO_LARGE_MESSAGE] });
    try {
      await readZipDirectory(zip.path);
    } catch (error) {
      if (error instanceof ZipRefused) throw invalidInput({ pictures: [error.message] });
      throw error;
    }
    return zip as UploadedFile & { path: string };
  }

  /**
   * Removes the files of finished imports and cancels (and removes the files of) checked imports
   * left unapplied for CHECKED_IMPORT_KEPT_MS, so DATA_DIR/imports does not fill up; run when the
   * server starts and before each new import.
   */
  async sweep(now = new Date()): Promise<void> {
    const before = new Date(now.getTime() - CHECKED_IMPORT_KEPT_MS).toISOString();
    for (const row of await this.deps.imports.withStaleFiles(before)) {
      if (row.status === 'checked') {
        const moved = await this.deps.imports.transition(row.id, ['checked'], 'cancelled', {
          error: IMPORT_EXPIRED_MESSAGE,
          finished_at: now.toISOString(),
        });
        if (!moved) continue;
      }
      await removeFiles(this.deps.dataDir, row);
      await this.deps.imports.filesRemoved(row.id);
    }
  }

  async create(
    staff: Staff,
    upload: UploadedFile | null,
    body: ImportCreateBody,
    zipUpload: UploadedFile | null = null,
  ): Promise<Import> {
    const { file, kind } = this.accept(upload);
    try {
      await this.sweep();
      const zip = await this.acceptZip(zipUpload);
      let mapping: ImportMapping | undefined = body.mapping;
      let key = body.key;
      if (body.profile_id !== undefined) {
        const profile = await this.deps.imports.profile(body.profile_id);
        if (profile === undefined) throw invalidInput({ profile_id: [IMPORT_PROFILE_NOT_FOUND_MESSAGE] });
        mapping ??= JSON.parse(profile.mapping) as ImportMapping;
        key ??= profile.key_field;
      }
      key ??= 'code';
      const options = body.options ?? ImportOptionsSchema.parse({});
      if (mapping === undefined || !Object.values(mapping).includes(key))
        throw invalidInput({ mapping: [IMPORT_MAPPING_KEY_MESSAGE] });
      const [header = []] = await this.head(file.path, kind);
      const columns = header.map((cell) => cell.replace(/^\uFEFF/, '').trim());
      const missing = Object.entries(mapping)
        .filter(([name, field]) => field !== '' && !columns.includes(name.trim()))
        .map(([name]) => `${IMPORT_MISSING_COLUMN_MESSAGE} „${name}”.`);
      if (missing.length > 0) throw invalidInput({ mapping: missing });

      const stored = `imports/${randomBytes(16).toString('hex')}.${kind}`;
      await mkdir(join(this.deps.dataDir, 'imports'), { recursive: true });
      await rename(file.path, join(this.deps.dataDir, stored));
      const picturesPath = zip === null ? null : `imports/${randomBytes(16).toString('hex')}.zip`;
      if (zip !== null && picturesPath !== null)
        await rename(zip.path, join(this.deps.dataDir, picturesPath));
      const id = await this.deps.imports.create({
        filename: file.filename.slice(0, 255),
        file_path: stored,
        file_kind: kind,
        pictures_path: picturesPath,
        mapping: JSON.stringify(mapping),
        key_field: key,
        options: JSON.stringify(options),
        counts: JSON.stringify(emptyStored()),
        staff_id: staff.id,
      });
      await this.deps.imports.progress(id, { header: JSON.stringify(columns) });
      this.deps.jobs.start(id);
      return this.get(id);
    } finally {
      await rm(file.path, { force: true });
      if (zipUpload?.path !== undefined) await rm(zipUpload.path, { force: true });
    }
  }

  private async row(id: number): Promise<ImportRow> {
    const row = await this.deps.imports.find(id);
    if (row === undefined) throw notFound(IMPORT_NOT_FOUND_MESSAGE);
    return row;
  }

  private summary(row: ImportRow): ImportListItem {
    const counts = readStored(row.counts) ?? emptyStored();
    const applied = readStored(row.applied_counts);
    const { fields, ...dryRun } = counts;
    const options = ImportOptionsSchema.parse(JSON.parse(row.options));
    return {
      id: row.id,
      status: row.status,
      filename: row.filename,
      key: row.key_field,
      options,
      rows_total: row.rows_total,
      rows_done: row.rows_done,
      counts: dryRun,
      field_changes: fields,
      applied: applied === null ? null : stripFields(applied),
      applied_line: row.applied_line,
      errors_total: 0,
      error: row.error,
      created_at: row.created_at,
      started_at: row.started_at,
      finished_at: row.finished_at,
    };
  }

  async get(id: number): Promise<Import> {
    const row = await this.row(id);
    return {
      ...this.summary(row),
      mapping: JSON.parse(row.mapping) as ImportMapping,
      errors: await this.deps.imports.errors(id, ERRORS_SHOWN),
      errors_total: await this.deps.imports.errorCount(id),
    };
  }

  async list(): Promise<ImportListItem[]> {
    return (await this.deps.imports.recent(30)).map((row) => this.summary(row));
  }

  async apply(id: number): Promise<Import> {
    const moved = await this.deps.imports.transition(id, ['checked'], 'applying', {
      rows_done: 0,
      applied_line: null,
      applied_counts: JSON.stringify(emptyStored()),
      started_at: new Date().toISOString(),
      finished_at: null,
      claimed_by: null,
    });
    if (!moved) {
      await this.row(id);
      throw conflict(IMPORT_NOT_CHECKED_MESSAGE);
    }
    this.deps.jobs.start(id);
    return this.get(id);
  }

  async cancel(id: number): Promise<Import> {
    const row = await this.row(id);
    if (!(await this.deps.job.finish(row, 'cancelled', null))) throw conflict(IMPORT_NOT_RUNNING_MESSAGE);
    await removeFiles(this.deps.dataDir, row);
    await this.deps.imports.filesRemoved(id);
    return this.get(id);
  }

  /** errors.csv: each bad row's line, its messages and its cells as the file had them (made inert). */
  async *errorsCsv(id: number): AsyncGenerator<string> {
    const row = await this.row(id);
    const header = row.header === null ? [] : (JSON.parse(row.header) as string[]);
    yield `\uFEFF${csvTextRow(['Rida', 'Veerg', 'Viga', ...header])}\r\n`;
    let after = 0;
    for (;;) {
      const page = await this.deps.imports.errorPage(id, after, 1000);
      if (page.length === 0) return;
      let text = '';
      for (const error of page) {
        const cells = error.cells === null ? [] : (JSON.parse(error.cells) as string[]);
        text += `${csvTextRow([String(error.line), error.column, error.message, ...cells])}\r\n`;
      }
      yield text;
      after = page[page.length - 1]?.id ?? after;
    }
  }

  // ---- profiles ----

  private profileOf(row: {
    id: number;
    name: string;
    supplier: string;
    mapping: string;
    key_field: 'code' | 'supplier_code';
    created_at: string;
    updated_at: string;
  }): ImportProfile {
    return {
      id: row.id,
      name: row.name,
      supplier: row.supplier,
      mapping: JSON.parse(row.mapping) as ImportMapping,
      key: row.key_field,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  async profiles(): Promise<ImportProfile[]> {
    return (await this.deps.imports.profiles()).map((row) => this.profileOf(row));
  }

  /** Saves a profile (a new one when `id` is null) with its audit entry, in one transaction. */
  private async saveProfile(
    staff: Staff,
    id: number | null,
    input: ImportProfileInput,
  ): Promise<ImportProfile> {
    const profile = ImportProfileInputSchema.parse(input);
    const values = {
      name: profile.name,
      supplier: profile.supplier,
      mapping: JSON.stringify(profile.mapping),
      key_field: profile.key,
    };
    return this.deps.db.transaction().execute(async (trx) => {
      const before = id === null ? undefined : await this.deps.imports.profile(id, trx);
      if (id !== null && before === undefined) throw notFound(IMPORT_PROFILE_NOT_FOUND_MESSAGE);
      let savedId = id;
      if (savedId === null) savedId = await this.deps.imports.createProfile(values, trx);
      else await this.deps.imports.updateProfile(savedId, values, trx);
      const row = await this.deps.imports.profile(savedId, trx);
      if (row === undefined) throw notFound(IMPORT_PROFILE_NOT_FOUND_MESSAGE);
      const saved = this.profileOf(row);
      await this.deps.audit(trx, staff, {
        action: id === null ? 'import.profile_create' : 'import.profile_update',
        entity: 'import',
        entity_id: `profile-${savedId}`,
        before: before === undefined ? null : auditedProfile(this.profileOf(before)),
        after: auditedProfile(saved),
      });
      return saved;
    });
  }

  createProfile(staff: Staff, input: ImportProfileInput): Promise<ImportProfile> {
    return this.saveProfile(staff, null, input);
  }

  updateProfile(staff: Staff, id: number, input: ImportProfileInput): Promise<ImportProfile> {
    return this.saveProfile(staff, id, input);
  }

  async deleteProfile(staff: Staff, id: number): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      const before = await this.deps.imports.profile(id, trx);
      if (before === undefined || !(await this.deps.imports.deleteProfile(id, trx)))
        throw notFound(IMPORT_PROFILE_NOT_FOUND_MESSAGE);
      await this.deps.audit(trx, staff, {
        action: 'import.profile_delete',
        entity: 'import',
        entity_id: `profile-${id}`,
        before: auditedProfile(this.profileOf(before)),
        after: null,
      });
    });
  }
}

function auditedProfile(profile: ImportProfile) {
  return { name: profile.name, supplier: profile.supplier, key: profile.key, mapping: profile.mapping };
}

function stripFields(counts: ReturnType<typeof emptyStored>) {
  const { fields: _fields, ...rest } = counts;
  return rest;
}
