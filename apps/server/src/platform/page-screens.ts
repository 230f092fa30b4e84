import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHOP_SCREENS, type Bootstrap } from '@kodumasinad/contract';
import { z } from 'zod';
import { escapeHtml } from './html.js';
import { normalizedPath } from './request-path.js';

/** Written by the web build (apps/web/vite-screen-chunks-plugin.ts): each screen's own files. */
const SCREEN_CHUNKS_FILE = join('.vite', 'screen-chunks.json');

const ScreenChunksSchema = z.record(z.string(), z.array(z.string().regex(/^assets\/[\w.-]+\.js$/)));
export type ScreenChunks = z.infer<typeof ScreenChunksSchema>;

/**
 * The screen files of a build; none when the web app is not built. A list that is there but not
 * what the build writes stops the start: the build is broken, not merely slower.
 */
export function readScreenChunks(webDist: string): ScreenChunks {
  const file = join(webDist, SCREEN_CHUNKS_FILE);
  if (!existsSync(file)) return {};
  return ScreenChunksSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** Fixed paths of the shop and the screen each shows to a logged-in buyer (SPEC §2): the contract's table. */
const FIXED: Record<string, string> = Object.fromEntries(
  Object.entries(SHOP_SCREENS).flatMap(([name, screen]) =>
    screen.access === 'protected' && screen.path !== null && !screen.path.includes(':')
      ? [[screen.path, name]]
      : [],
  ),
);
/** The search screen's first segment (its path's others are the phrase and the filters). */
const SEARCH_SEGMENT = SHOP_SCREENS.search.path.split('/')[1];

/**
 * The screen the SPA will show for a page's path, as far as the server can tell before the SPA
 * routes itself (SPEC §2's order: static pages, categories, products): a name of the contract's
 * SHOP_SCREENS, or null for anything else. Anonymous visitors
 * only ever see the login screen of these.
 */
export function screenOfPage(
  url: string,
  bootstrap: Pick<Bootstrap, 'user' | 'categories' | 'pages' | 'product'>,
): string | null {
  const path = normalizedPath(url).replace(/(.)\/$/, '$1');
  if (bootstrap.user === null) return path === SHOP_SCREENS.login.path ? 'login' : null;
  const fixed = FIXED[path];
  if (fixed) return fixed;
  const segments = path.split('/').slice(1);
  if (segments[0] === SEARCH_SEGMENT && (segments.length === 2 || segments.length === 3)) return 'search';
  if (bootstrap.product) return 'product';
  const [first] = segments;
  const isCategory =
    first !== undefined &&
    segments.length <= 2 &&
    !bootstrap.pages.includes(first) &&
    bootstrap.categories.includes(first);
  return isCategory ? 'category' : null;
}

/** `modulepreload` links for a screen's own files: its code is fetched with the first screen's. */
export function screenPreloads(chunks: ScreenChunks, screen: string | null): string {
  if (screen === null) return '';
  return (chunks[screen] ?? [])
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`)
    .join('');
}
