import { relative } from 'node:path';
import type { Plugin } from 'vite';
// The contract's screen table, read from its source: the build's config does not wait for the
// contract's own build (the file imports nothing).
import { SHOP_SCREENS } from '../../packages/contract/src/screens/shop-screens.ts';

/** Where the list is written, beside Vite's own manifest; the server reads it (decision 057). */
export const SCREEN_CHUNKS_FILE = '.vite/screen-chunks.json';

/**
 * The screens whose code the page's head may ask for at once, by the names the server gives a
 * path (platform/page-screens.ts), and the module each screen's lazy route imports: the
 * contract's SHOP_SCREENS.
 */
export const SCREEN_MODULES: Record<string, string> = Object.fromEntries(
  Object.entries(SHOP_SCREENS).map(([name, screen]) => [name, screen.module]),
);

interface ChunkInfo {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

/** A chunk's file and every file it imports statically, transitively. */
function closure(chunks: Map<string, ChunkInfo>, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const next of chunks.get(fileName)?.imports ?? []) closure(chunks, next, into);
  return into;
}

/**
 * Writes dist/.vite/screen-chunks.json: for each screen of SCREEN_MODULES, the JavaScript files
 * its lazy route loads that the shop's entry does not already load, in load order. The server
 * names them in the page's head as `modulepreload` links, so a screen's code arrives with the
 * first screen's instead of one round trip after it (issue 11).
 */
export function screenChunksPlugin(): Plugin {
  let root = '';
  return {
    name: 'kodumasinad-screen-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') chunks.set(chunk.fileName, chunk);
      }
      const shopEntry = [...chunks.values()].find(
        (c) => c.isEntry && c.facadeModuleId !== null && relative(root, c.facadeModuleId) === 'index.html',
      );
      const loaded = shopEntry ? closure(chunks, shopEntry.fileName) : new Set<string>();
      const screens: Record<string, string[]> = {};
      for (const [screen, module] of Object.entries(SCREEN_MODULES)) {
        const own = [...chunks.values()].find(
          (c) => c.facadeModuleId !== null && relative(root, c.facadeModuleId) === module,
        );
        if (!own) throw new Error(`screen-chunks: no chunk for ${screen} (${module})`);
        screens[screen] = [...closure(chunks, own.fileName)].filter((file) => !loaded.has(file));
      }
      this.emitFile({
        type: 'asset',
        fileName: SCREEN_CHUNKS_FILE,
        source: JSON.stringify(screens, null, 1),
      });
    },
  };
}
