import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { bootstrapPlugin } from './vite-bootstrap-plugin.ts';
import { chunkModulesPlugin } from './vite-chunk-modules-plugin.ts';
import { compressPlugin } from './vite-compress-plugin.ts';

const apiServer = process.env.API_SERVER ?? 'http://localhost:3000';
const proxied = ['/api', '/images', '/health', '/__bootstrap'];

export default defineConfig(() => ({
  plugins: [
    react(),
    tailwindcss(),
    bootstrapPlugin({ target: apiServer }),
    compressPlugin(),
    chunkModulesPlugin(),
  ],
  resolve: {
    // The contract package is read from its TypeScript source (docs/decisions/002).
    conditions: ['@kodumasinad/source', ...defaultClientConditions],
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
      // Building a schema has no side effect: a schema no code of a chunk uses is left out of it.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
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
