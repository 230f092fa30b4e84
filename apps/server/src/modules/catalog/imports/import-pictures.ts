import {
  IMPORT_PICTURE_NETWORK_MESSAGE,
  IMPORT_PICTURE_PRIVATE_MESSAGE,
  IMPORT_PICTURE_REDIRECTS_MESSAGE,
  IMPORT_PICTURE_STATUS_MESSAGE,
  IMPORT_PICTURE_TIMEOUT_MESSAGE,
  IMPORT_PICTURE_URL_MESSAGE,
  IMPORT_PICTURES_FIELD,
  IMPORT_ZIP_ENTRY_SIZE_MESSAGE,
  IMPORT_ZIP_NO_PRODUCT_MESSAGE,
  MAX_PRODUCT_IMAGES,
  PRODUCT_IMAGE_SIZE_MESSAGE,
  type ImportMapping,
  type ImportOptions,
} from '@kodumasinad/contract/admin';
import pLimit from 'p-limit';
import type { TableRow } from '../../../platform/upload-reading.js';
import type { AuditActor } from '../../admin/core/index.js';
import type { ProductImagesService } from '../product-images.service.js';
import type { RowError, RowPlan } from './import-plan.js';
import { cellText } from './import-fields.js';
import { fetchPicture, PictureFetchError, pictureUrl, type PictureFetchFailure } from './picture-fetch.js';
import {
  entryCodes,
  entryTooLarge,
  readZipEntry,
  ZipRefused,
  zipSource,
  type ZipEntry,
} from './picture-zip.js';

/**
 * An import's pictures (decision 088): the picture columns' addresses, fetched after each batch
 * of rows is committed, and the ZIP's entries, attached after all rows. Every picture goes into
 * the gallery through ProductImagesService (checked and re-encoded like an upload); one that the
 * product already has from the same source is not fetched or added again, so a re-import adds
 * nothing. A picture that fails is an error of its row (or of its ZIP entry, line 0) and never
 * stops the row or the import.
 */

/** Products whose pictures are fetched at once. */
export const PICTURE_CONCURRENCY = 4;

const FETCH_MESSAGES: Record<PictureFetchFailure, string> = {
  url: IMPORT_PICTURE_URL_MESSAGE,
  private: IMPORT_PICTURE_PRIVATE_MESSAGE,
  timeout: IMPORT_PICTURE_TIMEOUT_MESSAGE,
  status: IMPORT_PICTURE_STATUS_MESSAGE,
  redirects: IMPORT_PICTURE_REDIRECTS_MESSAGE,
  network: IMPORT_PICTURE_NETWORK_MESSAGE,
  size: PRODUCT_IMAGE_SIZE_MESSAGE,
};

const fetchMessage = (error: PictureFetchError) =>
  error.reason === 'status' ? `${FETCH_MESSAGES.status} (${error.status}).` : FETCH_MESSAGES[error.reason];

/** A picture address of a row. */
export interface PictureRef {
  line: number;
  column: string;
  url: string;
}

/** Reads the picture columns of a file's rows. */
export class PictureColumns {
  private columns: { index: number; header: string }[] = [];
  private readonly active: boolean;

  constructor(
    private readonly mapping: ImportMapping,
    options: ImportOptions,
  ) {
    this.active =
      options.mode === 'all' || (options.mode === 'listed' && options.fields.includes(IMPORT_PICTURES_FIELD));
  }

  header(cells: string[]): void {
    const headers = cells.map((cell) => cell.replace(/^\uFEFF/, '').trim());
    this.columns = Object.entries(this.mapping)
      .filter(([, field]) => field === IMPORT_PICTURES_FIELD)
      .map(([header]) => ({ index: headers.indexOf(header.trim()), header: header.trim() }))
      .filter((column) => column.index >= 0);
  }

  get any(): boolean {
    return this.active && this.columns.length > 0;
  }

  /** A row's picture addresses (each once, at most a gallery's worth) and its bad ones. */
  read(row: TableRow): { refs: PictureRef[]; errors: RowError[] } {
    const refs: PictureRef[] = [];
    const errors: RowError[] = [];
    if (!this.active) return { refs, errors };
    const seen = new Set<string>();
    for (const column of this.columns) {
      const texts = cellText(row.cells[column.index] ?? '')
        .split(/[;\s]+/)
        .filter((text) => text !== '');
      for (const text of texts) {
        const url = pictureUrl(text);
        if (url === null)
          errors.push({ line: row.row, column: column.header, message: IMPORT_PICTURE_URL_MESSAGE });
        else if (!seen.has(url.href) && refs.length < MAX_PRODUCT_IMAGES) {
          seen.add(url.href);
          refs.push({ line: row.row, column: column.header, url: url.href });
        }
      }
    }
    return { refs, errors };
  }
}

/** A product's pictures to add, with what to call each one's errors. */
interface Wanted<T> {
  productId: number;
  items: { source: string; line: number; column: string; item: T }[];
}

export class ImportPictures {
  private readonly limit = pLimit(PICTURE_CONCURRENCY);

  constructor(
    private readonly images: ProductImagesService,
    /** Tests shorten the timeout and switch loopback off. */
    readonly fetchOptions: { allowLoopback: boolean; timeoutMs?: number },
  ) {}

  /** Of each product's refs, the ones whose source it does not have yet. */
  private async missing<T>(wanted: Wanted<T>[]): Promise<Wanted<T>[]> {
    const have = await this.images.sources(wanted.map((entry) => entry.productId));
    return wanted
      .map((entry) => ({
        productId: entry.productId,
        items: entry.items.filter((item) => !(have.get(entry.productId)?.has(item.source) ?? false)),
      }))
      .filter((entry) => entry.items.length > 0);
  }

  /** How many of the rows' addresses would be added (the dry run's count); creates have none yet. */
  async countNew(rows: { productId: number | null; refs: PictureRef[] }[]): Promise<number> {
    const fresh = rows.filter((row) => row.productId === null).reduce((sum, row) => sum + row.refs.length, 0);
    const wanted = rows
      .filter((row) => row.productId !== null)
      .map((row) => ({
        productId: row.productId as number,
        items: row.refs.map((ref) => ({ source: ref.url, line: ref.line, column: ref.column, item: ref })),
      }));
    const missing = await this.missing(wanted);
    return fresh + missing.reduce((sum, entry) => sum + entry.items.length, 0);
  }

  /** Fetches and adds the rows' pictures; the number added and the failures. */
  async addUrls(
    actor: AuditActor,
    rows: { productId: number; refs: PictureRef[] }[],
  ): Promise<{ added: number; errors: RowError[] }> {
    const wanted = await this.missing(
      rows.map((row) => ({
        productId: row.productId,
        items: row.refs.map((ref) => ({
          source: ref.url,
          line: ref.line,
          column: ref.column,
          item: ref.url,
        })),
      })),
    );
    return this.add(actor, wanted, (url) =>
      fetchPicture(url, this.fetchOptions).catch((error: unknown) => {
        if (error instanceof PictureFetchError) return fetchMessage(error);
        throw error;
      }),
    );
  }

  /**
   * The ZIP's entries matched to products: `known` resolves candidate codes (folded) to product
   * ids, `pending` holds the folded codes of rows not yet written (the dry run's creates).
   */
  static matchZip(
    entries: ZipEntry[],
    known: Map<string, number>,
    pending: Set<string>,
  ): { matched: Map<number, ZipEntry[]>; errors: RowError[]; pendingCount: number } {
    const matched = new Map<number, ZipEntry[]>();
    const errors: RowError[] = [];
    let pendingCount = 0;
    for (const entry of entries) {
      const column = `ZIP: ${entry.name}`;
      if (entryTooLarge(entry)) {
        errors.push({ line: 0, column, message: IMPORT_ZIP_ENTRY_SIZE_MESSAGE });
        continue;
      }
      const codes = entryCodes(entry).map((code) => code.toLowerCase());
      const id = codes.map((code) => known.get(code)).find((found) => found !== undefined);
      if (id !== undefined) matched.set(id, [...(matched.get(id) ?? []), entry]);
      else if (codes.some((code) => pending.has(code))) pendingCount++;
      else errors.push({ line: 0, column, message: IMPORT_ZIP_NO_PRODUCT_MESSAGE });
    }
    return { matched, errors, pendingCount };
  }

  /** How many matched entries would be added (not there yet). */
  async countZip(matched: Map<number, ZipEntry[]>): Promise<number> {
    const missing = await this.missing(this.zipWanted(matched));
    return missing.reduce((sum, entry) => sum + entry.items.length, 0);
  }

  private zipWanted(matched: Map<number, ZipEntry[]>): Wanted<ZipEntry>[] {
    return [...matched].map(([productId, entries]) => ({
      productId,
      items: entries.map((entry) => ({
        source: zipSource(entry),
        line: 0,
        column: `ZIP: ${entry.name}`,
        item: entry,
      })),
    }));
  }

  /** Adds the matched entries of the ZIP at `path`. */
  async addZip(
    actor: AuditActor,
    path: string,
    matched: Map<number, ZipEntry[]>,
  ): Promise<{ added: number; errors: RowError[] }> {
    const wanted = await this.missing(this.zipWanted(matched));
    return this.add(actor, wanted, (entry) =>
      readZipEntry(path, entry).catch((error: unknown) => {
        if (error instanceof ZipRefused) return error.message;
        throw error;
      }),
    );
  }

  /**
   * Gets the wanted pictures' bytes and adds them, PICTURE_CONCURRENCY products at a time, each
   * product's pictures one after another in order (so at most that many are held at once).
   */
  private async add<T>(
    actor: AuditActor,
    wanted: Wanted<T>[],
    bytesOf: (item: T) => Promise<Buffer | string>,
  ): Promise<{ added: number; errors: RowError[] }> {
    const errors: RowError[] = [];
    let added = 0;
    await Promise.all(
      wanted.map((entry) =>
        this.limit(async () => {
          const got: (Buffer | string)[] = [];
          for (const item of entry.items) got.push(await bytesOf(item.item));
          const ready: { bytes: Buffer; source: string; at: number }[] = [];
          got.forEach((result, at) => {
            const item = entry.items[at];
            if (item === undefined) return;
            if (typeof result === 'string')
              errors.push({ line: item.line, column: item.column, message: result });
            else ready.push({ bytes: result, source: item.source, at });
          });
          if (ready.length === 0) return;
          const result = await this.images.importPictures(actor, entry.productId, ready);
          added += result.added;
          for (const refusal of result.refused) {
            const item = entry.items[ready[refusal.index]?.at ?? -1];
            if (item !== undefined)
              errors.push({ line: item.line, column: item.column, message: refusal.message });
          }
        }),
      ),
    );
    return { added, errors: errors.sort((a, b) => a.line - b.line) };
  }
}

/** The product id of a non-error plan (null for a create: its id is known once it is written). */
export const planProduct = (plan: RowPlan): number | null => (plan.kind === 'error' ? null : plan.id);

/** The picture addresses of a batch's written rows, and the bad addresses of all its rows. */
export function pictureRefs(
  batch: TableRow[],
  plans: RowPlan[],
  pictures: PictureColumns,
): {
  rows: { productId: number | null; code: string | null; refs: PictureRef[] }[];
  errors: (RowError & { cells: null })[];
} {
  const rows: { productId: number | null; code: string | null; refs: PictureRef[] }[] = [];
  const errors: (RowError & { cells: null })[] = [];
  if (!pictures.any) return { rows, errors };
  batch.forEach((line, i) => {
    const plan = plans[i];
    const read = pictures.read(line);
    for (const error of read.errors) errors.push({ ...error, cells: null });
    if (plan === undefined || plan.kind === 'error' || read.refs.length === 0) return;
    rows.push({
      productId: plan.id,
      code: plan.kind === 'create' ? (plan.columns.code ?? null) : null,
      refs: read.refs,
    });
  });
  return { rows, errors };
}
