import { existsSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';
import { serverUnitTests } from './vitest.server-units.ts';

/**
 * One `vitest run` covers every unit and API test. The server's tests that open a database run
 * twice, once on SQLite and once on PostgreSQL (DESIGN.md: both databases pass the same suite); its
 * pure unit tests, which never do, run once in `server:unit` (decision 074).
 */
const sourceConditions = { conditions: ['@kodumasinad/source', 'module', 'node', 'development|production'] };
/**
 * The server's tests resolve packages as Node does when the built server runs (no `module`
 * condition): prom-client's dependency @opentelemetry/api has a `module` build that Node cannot
 * load (extensionless imports).
 */
const serverSsr = {
  resolve: {
    conditions: ['@kodumasinad/source', 'node', 'development|production'],
    externalConditions: ['@kodumasinad/source'],
  },
};
/**
 * API tests log in (argon2) and build catalogues in their hooks; on a busy two-core machine that
 * took over the 5 s / 10 s defaults, which fails nothing the tests assert.
 */
const timeouts = { testTimeout: 20_000, hookTimeout: 30_000 };
const serverUnits = serverUnitTests('apps/server');
const testDatabaseUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kodumasinad_test';

export default defineConfig({
  test: {
    projects: [
      {
        resolve: sourceConditions,
        ssr: {
          resolve: { conditions: sourceConditions.conditions, externalConditions: ['@kodumasinad/source'] },
        },
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          ...timeouts,
        },
      },
      {
        resolve: sourceConditions,
        ssr: serverSsr,
        test: {
          name: 'server:unit',
          root: 'apps/server',
          include: serverUnits,
          environment: 'node',
          ...timeouts,
        },
      },
      {
        resolve: sourceConditions,
        ssr: serverSsr,
        test: {
          name: 'server:sqlite',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...serverUnits],
          environment: 'node',
          ...timeouts,
          env: { TEST_DB: 'sqlite' },
        },
      },
      {
        resolve: sourceConditions,
        ssr: serverSsr,
        test: {
          name: 'server:postgres',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...serverUnits],
          environment: 'node',
          ...timeouts,
          env: { TEST_DB: 'postgres', TEST_DATABASE_URL: testDatabaseUrl },
        },
      },
      ...(existsSync('apps/web/vite.config.ts') ? ['./apps/web/vite.config.ts'] : []),
    ],
  },
});
