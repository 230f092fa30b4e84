import { defineConfig } from 'vitest/config';

/**
 * `npm run test:deploy` (issue 25): the production setup as it runs — nginx with the repository's
 * site file in front of app processes of the BUILT server (run `npm run build` first) on one
 * PostgreSQL database. Needs Debian's nginx and openssl; `.ci/run` installs nginx.
 */
export default defineConfig({
  test: {
    name: 'deploy',
    root: 'e2e/deploy',
    include: ['**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // The cluster's processes inherit it: the test signs in as a demo buyer, and production seeds
    // the demo data only when asked (decision 087).
    env: { DEMO_DATA: 'true' },
  },
});
