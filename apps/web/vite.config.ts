import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { bootstrapPlugin } from './vite-bootstrap-plugin.ts';
import { chunkModulesPlugin } from './vite-chunk-modules-plugin.ts';
import { compressPlugin } from './vite-compress-plugin.ts';
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

export default defineConfig(({ command }) => ({
  plugins: [
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
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
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
