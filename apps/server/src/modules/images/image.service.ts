import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type Sharp from 'sharp';
import { fallbackSvg, productDrawingSvg, type DrawingInput } from '../../platform/images/product-drawing.js';
import {
  CONTENT_TYPES,
  IMAGE_EXTENSIONS,
  parseImageRequest,
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

/** libvips costs some 20 MB of memory: it is loaded with the first picture that needs work. */
let loadSharp: Promise<typeof Sharp> | undefined;

/** Resizes to fit `size`×`size` (never enlarging) and encodes as the requested type. */
async function encode(
  input: Buffer | string,
  size: number | null,
  extension: ImageExtension,
): Promise<Buffer> {
  loadSharp ??= import('sharp').then((module) => module.default);
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
 */
export class ImageService {
  private readonly storage: string;
  private readonly cache: string;
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    dataDir: string,
    private readonly drawings: DrawingLookup,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.storage = join(dataDir, 'storage');
    this.cache = join(dataDir, 'images-cache');
  }

  async serve(request: ImageRequest): Promise<ServedImage> {
    try {
      const source = await this.source(request);
      if (source !== null) {
        const file =
          request.size === null && extensionOf(source) === request.extension
            ? source
            : await this.variant(source, request);
        return await this.read(file, request.extension, LONG_CACHE);
      }
    } catch (error) {
      this.log.warn({ err: error, path: request.path }, 'image could not be prepared; serving the fallback');
    }
    return this.fallback(request);
  }

  /** Makes `file` once, even when several requests ask for it at the same time. */
  private async once(file: string, make: () => Promise<Buffer>): Promise<string> {
    if (await exists(file)) return file;
    let job = this.running.get(file);
    if (job === undefined) {
      job = make()
        .then((body) => writeAtomically(file, body))
        .finally(() => this.running.delete(file));
      this.running.set(file, job);
    }
    await job;
    return file;
  }

  /** The stored picture in any format, or a product drawing stored on first request. */
  private async source(request: ImageRequest): Promise<string | null> {
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
    return this.once(join(this.storage, target.path), () =>
      encode(Buffer.from(productDrawingSvg(drawing)), null, target.extension),
    );
  }

  private variant(source: string, request: ImageRequest): Promise<string> {
    const file = join(this.cache, String(request.size ?? 'original'), request.path);
    return this.once(file, () => encode(source, request.size, request.extension));
  }

  private async fallback(request: ImageRequest): Promise<ServedImage> {
    const file = join(this.cache, 'fallback', `${request.size ?? 'original'}.${request.extension}`);
    await this.once(file, () => encode(Buffer.from(fallbackSvg()), request.size, request.extension));
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
