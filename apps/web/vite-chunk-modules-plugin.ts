import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the list is written, beside Vite's own manifest. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * Writes dist/.vite/chunk-modules.json: for each built JavaScript file, the source modules in it
 * (paths relative to apps/web, packages as `node_modules/...`). Vite's manifest names chunks, not
 * what is inside them; this lets a test prove the shop's chunks hold no back-office module
 * (decision 045).
 */
export function chunkModulesPlugin(): Plugin {
  let root = '';
  return {
    name: 'kodumasinad-chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        modules[chunk.fileName] = chunk.moduleIds
          .filter((id) => !id.startsWith('\0'))
          .map((id) => {
            const path = id.replace(/\?.*$/, '');
            const inPackage = path.lastIndexOf('/node_modules/');
            return inPackage >= 0 ? path.slice(inPackage + 1) : relative(root, path);
          })
          .sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: JSON.stringify(modules, null, 1),
      });
    },
  };
}
