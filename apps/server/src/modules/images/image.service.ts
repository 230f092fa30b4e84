import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import type Sharp from 'sharp';
import { AppError } from '../../platform/errors.js';
import { fallbackSvg, productDrawingSvg, type DrawingInput } from '../../platform/images/product-drawing.js';
import { CacheCap } from './cache-cap.js';
import {
  CONTENT_TYPES,
  IMAGE_EXTENSIONS,
  parseImageRequest,
  servableAs,
  type ImageExtension,
  type ImageRequest,
} from './image-path.js';

export interface ServedImage {
  body: Buffer;
  contentType: string;
  cacheControl: string;
  etag: string;
}

/** A stored picture's URL never changes its content, so browsers may keep it for a month. */
const LONG_CACHE = 'public, max-age=2592000';
/** The fallback stands in until a picture appears: browsers ask again soon. */
const SHORT_CACHE = 'public, max-age=300';
const PRODUCTS_FOLDER = 'products/';
/** Pictures drawn for products without a photo live in the cache too: they can be drawn again. */
const DRAWINGS_FOLDER = 'drawings';
/** Renders waiting beyond this are refused at once (503) instead of piling up. */
const MAX_WAITING_RENDERS = 64;

export interface ImageLimits {
  /** Counts one render for the address; throws (429) when it has used its share. */
  chargeRender(ip: string): Promise<void>;
  /** The cache folder's cap in bytes. */
  cacheBytes: number;
}

export type DrawingLookup = (filenames: string[]) => Promise<(DrawingInput & { filename: string }) | null>;

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** Writes through a temporary file, so a reader never sees half a picture. */
async function writeAtomically(file: string, body: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, file);
}

/**
 * libvips costs some 20 MB of memory: it is loaded with the first picture that needs work. One
 * thread per render, and one render at a time (ImageService), so pictures use one core at most.
 */
let loadSharp: Promise<typeof Sharp> | undefined;

/** Resizes to fit `size`×`size` (never enlarging) and encodes as the requested type. */
async function encode(
  input: Buffer | string,
  size: number | null,
  extension: ImageExtension,
): Promise<Buffer> {
  loadSharp ??= import('sharp').then((module) => {
    module.default.concurrency(1);
    return module.default;
  });
  const sharp = await loadSharp;
  let image = sharp(input);
  if (size !== null) image = image.resize(size, size, { fit: 'inside', withoutEnlargement: true });
  switch (extension) {
    case 'webp':
      return image.webp({ quality: 80 }).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    default:
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  }
}

const extensionOf = (file: string) => file.slice(file.lastIndexOf('.') + 1).toLowerCase() as ImageExtension;

/**
 * Product pictures and logos from DATA_DIR/storage, resized and converted by sharp on first
 * request and kept in DATA_DIR/images-cache. A product picture that does not exist yet is drawn
 * from its product (the demo catalogue has no photos); anything else missing gets the fallback.
 * Work is bounded (decision 011): only the contract's sizes, only the stored format and webp, one
 * render at a time, a share of renders per address, and a size cap on the cache.
 */
export class ImageService {
  private readonly storage: string;
  private readonly cache: string;
  private readonly running = new Map<string, Promise<void>>();
  private readonly rendering = pLimit(1);
  private readonly cap: CacheCap;

  constructor(
    dataDir: string,
    private readonly drawings: DrawingLookup,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
    private readonly limits: ImageLimits,
  ) {
    this.storage = join(dataDir, 'storage');
    this.cache = join(dataDir, 'images-cache');
    this.cap = new CacheCap(this.cache, limits.cacheBytes, log);
  }

  /** The picture for `request` from the client at `ip` (whose renders are counted). */
  async serve(request: ImageRequest, ip: string): Promise<ServedImage> {
    try {
      const source = await this.source(request, ip);
      if (source !== null) {
        if (!servableAs(extensionOf(source), request.extension)) {
          throw new AppError(404, 'not_found', 'Pilti ei leitud.');
        }
        const file =
          request.size === null && extensionOf(source) === request.extension
            ? source
            : await this.variant(source, request, ip);
        return await this.read(file, request.extension, LONG_CACHE);
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.log.warn({ err: error, path: request.path }, 'image could not be prepared; serving the fallback');
    }
    return this.fallback(request);
  }

  /** Resolves when no cache eviction is running (tests). */
  idle(): Promise<void> {
    return this.cap.idle();
  }

  /**
   * Makes `file` once, even when several requests ask for it at the same time: charged to the
   * asking address (`ip`, null for the fallback's few files), queued behind other renders.
   */
  private async once(file: string, ip: string | null, make: () => Promise<Buffer>): Promise<string> {
    if (await exists(file)) return file;
    let job = this.running.get(file);
    if (job === undefined) {
      if (ip !== null) await this.limits.chargeRender(ip);
      if (this.rendering.pendingCount >= MAX_WAITING_RENDERS) {
        throw new AppError(
          503,
          'busy',
          'Server on praegu hõivatud. Palun proovi mõne hetke pärast uuesti.',
          undefined,
          {
            'retry-after': '5',
          },
        );
      }
      job = this.rendering(make)
        .then(async (body) => {
          await writeAtomically(file, body);
          await this.cap.added(body.length);
        })
        .finally(() => this.running.delete(file));
      this.running.set(file, job);
    }
    await job;
    return file;
  }

  /** The stored picture in any format, or a product drawing made on first request. */
  private async source(request: ImageRequest, ip: string): Promise<string | null> {
    const candidates = [request.extension, ...IMAGE_EXTENSIONS.filter((e) => e !== request.extension)].map(
      (extension) => `${request.stem}.${extension}`,
    );
    for (const candidate of candidates) {
      const file = join(this.storage, candidate);
      if (await exists(file)) return file;
    }
    if (!request.stem.startsWith(PRODUCTS_FOLDER)) return null;
    const drawing = await this.drawings(candidates);
    const target = drawing === null ? null : parseImageRequest(drawing.filename);
    if (drawing === null || target === null || target.size !== null) return null;
    if (!servableAs(target.extension, request.extension))
      throw new AppError(404, 'not_found', 'Pilti ei leitud.');
    return this.once(join(this.cache, DRAWINGS_FOLDER, target.path), ip, () =>
      encode(Buffer.from(productDrawingSvg(drawing)), null, target.extension),
    );
  }

  private variant(source: string, request: ImageRequest, ip: string): Promise<string> {
    const file = join(this.cache, String(request.size ?? 'original'), request.path);
    return this.once(file, ip, () => encode(source, request.size, request.extension));
  }

  private async fallback(request: ImageRequest): Promise<ServedImage> {
    const file = join(this.cache, 'fallback', `${request.size ?? 'original'}.${request.extension}`);
    await this.once(file, null, () => encode(Buffer.from(fallbackSvg()), request.size, request.extension));
    return this.read(file, request.extension, SHORT_CACHE);
  }
  private async read(file: string, extension: ImageExtension, cacheControl: string): Promise<ServedImage> {
    const [body, info] = await Promise.all([readFile(file), stat(file)]);
    return {
      body,
      contentType: CONTENT_TYPES[extension],
      cacheControl,
      etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
    };
  }
}
