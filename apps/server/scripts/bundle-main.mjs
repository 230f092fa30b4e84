// Bundles the compiled server entry (dist/main.js) into one file in place, so a starting
// process reads one module instead of some 700 (decision 094). Runs after `tsc` in the build.
// Worker threads and command-line tools keep using tsc's files beside it.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(serverRoot, 'dist');

// Packages small and pure enough to inline; everything else stays an import from node_modules
// (native addons, packages that find files or workers beside themselves, optional loads).
const INLINED = new Set(['@kodumasinad/contract', 'kysely', 'zod', 'fastify']);

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** Keeps each module's own `import.meta.url`, which the bundle would otherwise replace by its own. */
const ownModuleUrl = {
  name: 'own-module-url',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const name = packageName(args.path);
      if (INLINED.has(name)) return undefined;
      // fastify's own dependencies are inlined with it, except pino (its transports find
      // worker files beside themselves).
      if (args.importer.includes('/node_modules/') && name !== 'pino' && !name.startsWith('pino-')) {
        return undefined;
      }
      return { path: args.path, external: true };
    });
    pluginBuild.onLoad({ filter: /\.js$/ }, async (args) => {
      if (!args.path.startsWith(`${dist}/`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const own = `new URL(${JSON.stringify(`./${relative(dist, args.path)}`)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', own), loader: 'js' };
    });
  },
};

await build({
  entryPoints: [resolve(dist, 'main.js')],
  outfile: resolve(dist, 'main.js'),
  allowOverwrite: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  // CommonJS code inlined into an ES module still calls require().
  banner: {
    js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
  },
  plugins: [ownModuleUrl],
});
