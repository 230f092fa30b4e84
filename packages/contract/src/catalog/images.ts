import type { ImageSize } from '../constants.js';

/**
 * Product pictures (SPEC §9): served from `/images/{path}` with an optional size prefix
 * `/images/{size}/{path}`; any picture also exists as `.webp`. The server resizes on first
 * request, and only to IMAGE_SIZES. The web app shows them, the server preloads the product
 * page's main one (decision 036): both name them here.
 */

/** Shown when a product has no picture (the server also answers unknown paths with one). */
export const FALLBACK_IMAGE = '/no-image.svg';

function encodePath(path: string): string {
  return path
    .replace(/^\/+/, '')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/** URL of a stored picture, optionally resized; null filename → the fallback picture. */
export function imageUrl(filename: string | null, size?: ImageSize): string {
  if (!filename) return FALLBACK_IMAGE;
  return `/images/${size ? `${size}/` : ''}${encodePath(filename)}`;
}

/** The webp variant of the same picture: the extension is swapped, the server converts. */
export function webpUrl(filename: string | null, size?: ImageSize): string | null {
  if (!filename) return null;
  const webp = /\.[a-z0-9]+$/i.test(filename)
    ? filename.replace(/\.[a-z0-9]+$/i, '.webp')
    : `${filename}.webp`;
  return imageUrl(webp, size);
}
