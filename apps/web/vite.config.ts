import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { bootstrapPlugin } from './vite-bootstrap-plugin.ts';
import { chunkModulesPlugin } from './vite-chunk-modules-plugin.ts';
import { compressPlugin } from './vite-compress-plugin.ts';
import { entryGraphsPlugin } from './vite-entry-chunks-plugin.ts';
import { screenChunksPlugin } from './vite-screen-chunks-plugin.ts';

const apiServer = process.env.API_SERVER ?? 'http://localhost:3000';
const proxied = ['/api', '/images', '/health', '/__bootstrap'];

// The built shop runs on Preact's React-compatible layer (decision 055): some 45 KB less
// JavaScript before the first screen. Development and the unit tests keep React itself.
const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

// The browser's zod parses without compiling parsers through `new Function` (decision 058).
const zodJitless = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)),
};

// Which modules each page's entry imports statically: the first screen's chunks (decision 060).
const entryGraphs = entryGraphsPlugin({ shop: 'index.html', backOffice: 'admin.html' });

export default defineConfig(({ command }) => ({
  plugins: [
    entryGraphs.plugin,
    react(),
    tailwindcss(),
    bootstrapPlugin({ target: apiServer }),
    compressPlugin(),
    chunkModulesPlugin(),
    screenChunksPlugin(),
  ],
  resolve: {
    // The contract package is read from its TypeScript source (docs/decisions/002).
    conditions: ['@kodumasinad/source', ...defaultClientConditions],
    alias: command === 'build' ? [...preactAliases, zodJitless] : [],
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiServer, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the bench's bundle report reads which chunks each screen loads.
    manifest: true,
    rolldownOptions: {
      // Two pages: the shop (index.html) and the back-office (admin.html, decision 045).
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        admin: fileURLToPath(new URL('./admin.html', import.meta.url)),
      },
      // React Router reads React 19's useOptimistic if there is one; Preact has none, and the router
      // then does without (decision 055). Every other log passes.
      onLog(level, log, handler) {
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
      // Building a schema has no side effect: a schema no code of a chunk uses is left out of it.
      // Named calls only: a bare `z` would also drop minified libraries' calls of their own `z`.
      treeshake: {
        manualPureFunctions: [
          'z.object',
          'z.string',
          'z.array',
          'z.boolean',
          'z.discriminatedUnion',
          'z.enum',
          'z.literal',
          'z.null',
          'z.number',
          'z.record',
          'z.union',
          'z.unknown',
        ],
      },
      output: {
        // The `screens` group's chunks are named after every screen that shares them: short names.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('screens~') ? 'assets/screens-[hash].js' : 'assets/[name]-[hash].js',
        // Few files before a screen shows (decision 060); the libraries the shop's groups leave to
        // the back-office keep chunks of their own, which stay cached across deploys.
        codeSplitting: {
          groups: [
            // The shop's first screen in two files besides its entry (decision 060): what the
            // back-office's first screen shares with it (taken first), and the rest of it.
            { name: 'shared', test: entryGraphs.shared, priority: 2, includeDependenciesRecursively: false },
            { name: 'shop', test: entryGraphs.shopOnly, priority: 1, includeDependenciesRecursively: false },
            // What two or more of the shop's lazy screens share, small modules only, by the screens
            // that use them, groups under 12 KB merged into their nearest neighbour: a few files
            // per screen instead of up to ten, and little code a screen does not need (decision
            // 060). A larger library such as the HTML sanitiser keeps its own chunk.
            {
              name: 'screens',
              test: entryGraphs.shopScreens,
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 12 * 1024,
              maxModuleSize: 16 * 1024,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // Small shared UI parts (src/components, src/lib) lazy screens of both apps use.
            {
              name: 'parts',
              test: entryGraphs.lazyParts,
              minShareCount: 2,
              maxModuleSize: 16 * 1024,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|preact)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            // zod with the module that configures it (src/lib/zod-jitless.ts); loaded by the screens
            // whose forms use a contract schema, never by the first screen (decision 058).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-jitless\.ts$/ },
            // TanStack Query only: TanStack Table is the back-office's and stays out of the shop's chunks.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Screens render through the whole app; on a busy two-core machine a first render took
    // over the 5 s default, which fails nothing the test asserts.
    testTimeout: 20_000,
  },
}));
