import { IMAGE_SIZES } from '@kodumasinad/contract';

export { IMAGE_SIZES };

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

export interface ImageRequest {
  /** Target width (and height bound), or null for the stored size. */
  size: number | null;
  /** The requested path under the storage, e.g. 'products/bosch-wav28k90me.webp'. */
  path: string;
  /** The path without its extension: the same picture in any format. */
  stem: string;
  extension: ImageExtension;
}

/** A path segment: letters, digits, '.', '_' and '-', never starting with a dot ('..', hidden files). */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const MAX_PATH_LENGTH = 300;
const MAX_SEGMENTS = 6;

/**
 * Parses `{size}/{path}` or `{path}` after /images/. Null for anything that is not a plain
 * relative path to a picture: traversal, absolute paths, odd characters, unknown sizes or types.
 * The result only ever names files inside the storage and cache folders.
 */
export function parseImageRequest(wildcard: string): ImageRequest | null {
  if (wildcard.length === 0 || wildcard.length > MAX_PATH_LENGTH) return null;
  const segments = wildcard.split('/');
  let size: number | null = null;
  if (/^\d+$/.test(segments[0] ?? '')) {
    size = Number(segments.shift());
    if (!(IMAGE_SIZES as readonly number[]).includes(size)) return null;
  }
  if (segments.length === 0 || segments.length > MAX_SEGMENTS) return null;
  if (!segments.every((segment) => SEGMENT.test(segment))) return null;
  const path = segments.join('/');
  const dot = path.lastIndexOf('.');
  const extension = path.slice(dot + 1).toLowerCase();
  if (dot <= path.lastIndexOf('/') + 1 || !(IMAGE_EXTENSIONS as readonly string[]).includes(extension))
    return null;
  return { size, path, stem: path.slice(0, dot), extension: extension as ImageExtension };
}

/** The formats a stored picture is served in: its own, and webp (the web app's <source>). */
export function servableAs(stored: ImageExtension, requested: ImageExtension): boolean {
  const family = (e: ImageExtension) => (e === 'jpeg' ? 'jpg' : e);
  return requested === 'webp' || family(requested) === family(stored);
}

export const CONTENT_TYPES: Record<ImageExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
