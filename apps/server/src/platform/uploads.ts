import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError } from './errors.js';

/**
 * File uploads for every module (decisions 026 and 039). Multipart bodies are read with
 * @fastify/multipart under hard limits: text fields become the body's values (validated by the
 * route's contract schema like JSON), the one file part an UploadedFile that the route takes out
 * with `takeUploadedFile` in its preValidation hook; a file over a limit is cut and marked, and
 * the route refuses it with a 422 keyed by its field, never a bare 413 or a 500.
 *
 * Pictures (logos now, any feature's later): accepted only when the extension is one of SPEC §5's
 * (jpg, jpeg, png, gif) AND sharp decodes the content as JPEG, PNG or GIF; then resized to fit the
 * box, re-encoded as PNG and stored under a random name in DATA_DIR/storage, from where the image
 * route serves it. The uploaded bytes themselves are never stored or served.
 */

/** The largest file any route accepts (a quick-order spreadsheet may be up to this); a route may ask for less. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** The largest picture (SPEC §5: a logo up to 2 MB). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const ACCEPTED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'];
const ACCEPTED_FORMATS = ['jpeg', 'png', 'gif'];
/** Refuses decompression bombs before sharp allocates the pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

export const UPLOAD_TYPE_MESSAGE = 'Fail peab olema jpg, jpeg, png või gif pilt.';
export const UPLOAD_SIZE_MESSAGE = 'Fail võib olla kuni 2 MB.';
export const UPLOAD_UNREADABLE_MESSAGE = 'Faili ei õnnestunud pildina lugeda.';
export const UPLOAD_BROKEN_MESSAGE = 'Faili üleslaadimine katkes. Palun proovi uuesti.';

/**
 * The largest file a route that spools to disk accepts (a catalogue import, decision 079); a route
 * opts in with `config: { spoolUpload: true }` and gets the file as a temporary file under
 * DATA_DIR/uploads instead of in memory, which it moves or removes itself.
 */
export const MAX_SPOOLED_UPLOAD_BYTES = 50 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's file part is written to a temporary file, up to MAX_SPOOLED_UPLOAD_BYTES. */
    spoolUpload?: boolean;
  }
}

/** A file part of a multipart body, read into memory (at most MAX_UPLOAD_BYTES), or spooled to disk. */
export interface UploadedFile {
  filename: string;
  bytes: Buffer;
  /** The part was cut at the size limit. */
  truncated: boolean;
  /** A spooled file: where it is (absolute) and its size; `bytes` is then empty. */
  path?: string;
  size?: number;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    'filename' in value &&
    'bytes' in value &&
    Buffer.isBuffer((value as UploadedFile).bytes)
  );
}

/** Set on a request while @fastify/multipart reads its body (between the two hooks below). */
const readingBody = new WeakSet<FastifyRequest>();

/**
 * Whether `error` was raised by the multipart parser while reading the request's body: a body
 * without a boundary, cut short or with a broken part header. The error handler answers it as the
 * client's 400 (issue 22), not a logged 500. Our own refusals (AppError) and the plugin's errors
 * that carry a status keep theirs.
 */
export function isMultipartReadError(request: FastifyRequest, error: unknown): boolean {
  return (
    readingBody.has(request) &&
    error instanceof Error &&
    !(error instanceof AppError) &&
    !('statusCode' in error && typeof error.statusCode === 'number')
  );
}

/**
 * multipart/form-data for every route: text fields become the body's string values (validated by
 * the route's contract schema like JSON), a file part becomes an UploadedFile under its field name.
 */
export async function registerUploads(
  app: FastifyInstance,
  options: { dataDir?: string } = {},
): Promise<void> {
  const spoolDir = join(options.dataDir ?? tmpdir(), 'uploads');
  // Hooks run in the order they are added: this one before the plugin's body reading, the one
  // after the registration once it is done; an error in between is the parser's.
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) readingBody.add(request);
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    // An oversized file is cut and refused by its route as a 422 keyed by its field, not a bare 413.
    throwFileSizeLimit: false,
    // Spooling routes take up to MAX_SPOOLED_UPLOAD_BYTES; the others keep MAX_UPLOAD_BYTES in memory.
    limits: { fileSize: MAX_SPOOLED_UPLOAD_BYTES, files: 1, fields: 30, fieldSize: 20_000, parts: 31 },
    async onFile(this: FastifyRequest, part) {
      if (this.routeOptions.config.spoolUpload === true) return spool(this, part, spoolDir);
      // A route may take bigger files in memory (product pictures, 15 MB): its own multipart limit.
      const limit = routeFileLimit(this) ?? MAX_UPLOAD_BYTES;
      const chunks: Buffer[] = [];
      let truncated = false;
      let size = 0;
      part.file.on('limit', () => {
        truncated = true;
      });
      try {
        for await (const chunk of part.file) {
          size += (chunk as Buffer).length;
          // Past the in-memory limit the rest is read and dropped; the route refuses the file.
          if (size > limit) truncated = true;
          else chunks.push(chunk as Buffer);
        }
      } catch {
        // A body that ends or breaks inside the file: the client's fault, keyed by the file's field.
        throw new AppError(422, 'validation', UPLOAD_BROKEN_MESSAGE, {
          [part.fieldname]: [UPLOAD_BROKEN_MESSAGE],
        });
      }
      const file: UploadedFile = {
        filename: part.filename,
        bytes: Buffer.concat(chunks),
        truncated: truncated || part.file.truncated,
      };
      (part as unknown as { value: UploadedFile }).value = file;
    },
  });
  app.addHook('preValidation', async (request) => {
    readingBody.delete(request);
  });
  // A spooled file the route did not move away (a refused body, an error) goes once the reply is out.
  app.addHook('onResponse', async (request) => {
    for (const path of spooled.get(request) ?? []) await rm(path, { force: true });
  });
}

/** The file size limit a route sets in its `config.multipartOptions`, if any. */
function routeFileLimit(request: FastifyRequest): number | undefined {
  const options = (request.routeOptions.config as { multipartOptions?: { limits?: { fileSize?: number } } })
    .multipartOptions;
  return options?.limits?.fileSize;
}

/** The temporary files spooled for a request (a route may take two), removed after its reply. */
const spooled = new WeakMap<FastifyRequest, string[]>();

/** Writes a spooling route's file part to a temporary file, cut (and marked) past the limit. */
async function spool(request: FastifyRequest, part: MultipartFile, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${randomBytes(16).toString('hex')}.part`);
  spooled.set(request, [...(spooled.get(request) ?? []), path]);
  const out = createWriteStream(path);
  let truncated = false;
  let size = 0;
  part.file.on('limit', () => {
    truncated = true;
  });
  try {
    for await (const chunk of part.file) {
      size += (chunk as Buffer).length;
      if (!out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'close');
  } catch {
    out.destroy();
    await rm(path, { force: true });
    throw new AppError(422, 'validation', UPLOAD_BROKEN_MESSAGE, {
      [part.fieldname]: [UPLOAD_BROKEN_MESSAGE],
    });
  }
  const file: UploadedFile = {
    filename: part.filename,
    bytes: Buffer.alloc(0),
    truncated: truncated || part.file.truncated,
    path,
    size,
  };
  (part as unknown as { value: UploadedFile }).value = file;
}

/**
 * Takes the file of `field` out of a parsed multipart body, so that the body's contract schema
 * sees only the text fields; null when the body has no such file (or an empty one).
 */
export function takeUploadedFile(body: unknown, field: string): UploadedFile | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const file = record[field];
  if (!isUploadedFile(file)) return null;
  delete record[field];
  return file.bytes.length > 0 || file.truncated || (file.size ?? 0) > 0 ? file : null;
}

/**
 * Takes every file of `field` out of a parsed multipart body (a field sent several times, e.g. a
 * gallery's pictures), in the order sent; empty files are dropped.
 */
export function takeUploadedFiles(body: unknown, field: string): UploadedFile[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Record<string, unknown>;
  const value = record[field];
  delete record[field];
  const parts: unknown[] = Array.isArray(value) ? value : [value];
  return parts.filter(isUploadedFile).filter((file) => file.bytes.length > 0 || file.truncated);
}

export interface StoreImageOptions {
  /** The field the errors are keyed by, e.g. 'logo'. */
  field: string;
  /** Folder under storage, e.g. 'logos'. */
  folder: string;
  maxWidth: number;
  maxHeight: number;
}

const storageRoot = (dataDir: string) => join(dataDir, 'storage');

/** The stored path ('logos/….png') of a checked, resized and re-encoded picture; 422 otherwise. */
export async function storeImage(
  dataDir: string,
  file: UploadedFile,
  options: StoreImageOptions,
): Promise<string> {
  const fail = (message: string) => new AppError(422, 'validation', message, { [options.field]: [message] });
  const dot = file.filename.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.filename.slice(dot + 1).toLowerCase();
  if (!ACCEPTED_EXTENSIONS.includes(extension)) throw fail(UPLOAD_TYPE_MESSAGE);
  if (file.truncated || file.bytes.length > MAX_IMAGE_BYTES) throw fail(UPLOAD_SIZE_MESSAGE);
  let png: Buffer;
  try {
    const input = sharp(file.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await input.metadata();
    if (format === undefined || !ACCEPTED_FORMATS.includes(format)) throw fail(UPLOAD_TYPE_MESSAGE);
    png = await input
      .rotate()
      .resize({ width: options.maxWidth, height: options.maxHeight, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw fail(UPLOAD_UNREADABLE_MESSAGE);
  }
  const path = `${options.folder}/${randomBytes(16).toString('hex')}.png`;
  const target = join(storageRoot(dataDir), path);
  await mkdir(dirname(target), { recursive: true });
  const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, png);
  await rename(temporary, target);
  return path;
}

/** Inside storage only: a stored path never climbs out of it. */
function storedFile(dataDir: string, path: string): string | null {
  const root = storageRoot(dataDir);
  const file = normalize(join(root, path));
  return file.startsWith(`${root}/`) ? file : null;
}

/** Deletes a stored file (a replaced logo); one already gone, or a path outside storage, is left be. */
export async function removeStored(dataDir: string, path: string): Promise<void> {
  const file = storedFile(dataDir, path);
  if (file !== null) await rm(file, { force: true });
}

/** The stored file's bytes, or null when it is gone. */
export async function readStored(dataDir: string, path: string): Promise<Buffer | null> {
  const file = storedFile(dataDir, path);
  if (file === null) return null;
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}
