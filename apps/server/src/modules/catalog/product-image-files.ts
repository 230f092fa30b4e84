import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { MAX_PRODUCT_IMAGE_BYTES, MAX_PRODUCT_IMAGE_PIXELS } from '@kodumasinad/contract/admin';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { UploadedFile } from '../../platform/uploads.js';

/**
 * The gallery's picture files (decision 083): an upload is recognised by its first bytes (never
 * its name or declared type) and by sharp agreeing, bounded in bytes and pixels before anything
 * is decoded, then decoded once and RE-ENCODED without metadata (EXIF, GPS, ICC comments) into
 * DATA_DIR/storage/products/, from where the image route serves it and makes the SPEC's sizes
 * and webp on request, as for every stored picture (decision 011).
 */

export type PictureFormat = 'jpeg' | 'png' | 'webp' | 'gif';
export type PictureRefusal = 'type' | 'size' | 'pixels';

/** The stored picture's longer side at most: enough for the zoomed view, bounded on disk. */
export const STORED_MAX_SIDE = 2400;

/** One decode at a time in the whole process: a 40-megapixel picture takes ~160 MB while it is worked on. */
const decoding = pLimit(1);

/** The format the bytes start with (magic numbers), or null for anything else. */
export function sniffPicture(bytes: Uint8Array): PictureFormat | null {
  const starts = (offset: number, ...values: number[]) =>
    bytes.length >= offset + values.length && values.every((value, i) => bytes[offset + i] === value);
  if (starts(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0, 0x47, 0x49, 0x46, 0x38) && (starts(4, 0x37, 0x61) || starts(4, 0x39, 0x61))) return 'gif';
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

/** A checked, re-encoded picture, ready to be stored. */
export interface PreparedPicture {
  bytes: Buffer;
  /** The stored file's extension: JPEG stays jpg, WebP webp, PNG and GIF (its first frame) become png. */
  extension: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
}

export class PictureRefused extends Error {
  constructor(readonly reason: PictureRefusal) {
    super(`picture refused: ${reason}`);
  }
}

/** Checks one uploaded file and re-encodes it; throws PictureRefused for anything unacceptable. */
export async function preparePicture(file: UploadedFile): Promise<PreparedPicture> {
  if (file.truncated || file.bytes.length > MAX_PRODUCT_IMAGE_BYTES) throw new PictureRefused('size');
  const format = sniffPicture(file.bytes);
  if (format === null) throw new PictureRefused('type');
  return decoding(async () => {
    const input = () => sharp(file.bytes, { limitInputPixels: MAX_PRODUCT_IMAGE_PIXELS, failOn: 'error' });
    let meta: sharp.Metadata;
    try {
      // The header only (no pixel is decoded, so no pixel limit is needed here): the dimensions
      // are checked before the picture is decoded under the limit below.
      meta = await sharp(file.bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw new PictureRefused('type');
    }
    if (meta.format !== format || meta.width === undefined || meta.height === undefined) {
      throw new PictureRefused('type');
    }
    if (meta.width * meta.height > MAX_PRODUCT_IMAGE_PIXELS) throw new PictureRefused('pixels');
    // Turned upright by its EXIF orientation, then written without any metadata (sharp's default).
    const pipeline = input()
      .rotate()
      .resize(STORED_MAX_SIDE, STORED_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    const extension = format === 'jpeg' ? 'jpg' : format === 'webp' ? 'webp' : 'png';
    const encoded =
      extension === 'jpg'
        ? pipeline.jpeg({ quality: 88, mozjpeg: true })
        : extension === 'webp'
          ? pipeline.webp({ quality: 88 })
          : pipeline.png();
    try {
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { bytes: data, extension, width: info.width, height: info.height };
    } catch {
      // Recognised but broken inside (cut short, corrupt data).
      throw new PictureRefused('type');
    }
  });
}

const storageRoot = (dataDir: string) => join(dataDir, 'storage');

/** Writes a prepared picture of `productId` under a new random name; its storage path ('products/…'). */
export async function writePicture(
  dataDir: string,
  productId: number,
  picture: PreparedPicture,
): Promise<string> {
  const path = `products/${productId}-${randomBytes(8).toString('hex')}.${picture.extension}`;
  const target = join(storageRoot(dataDir), path);
  await mkdir(dirname(target), { recursive: true });
  const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, picture.bytes);
  await rename(temporary, target);
  return path;
}

/** Removes a gallery picture's file (one already gone, or a path outside the storage, is left be). */
export async function removePicture(dataDir: string, path: string): Promise<void> {
  const root = storageRoot(dataDir);
  const file = normalize(join(root, path));
  if (file.startsWith(`${root}/products/`)) await rm(file, { force: true });
}
