import boundaries from 'eslint-plugin-boundaries';
import { cyclesPlugin } from './eslint.cycles.js';

/**
 * The dependency rules of DESIGN.md, checked by ESLint (docs/decisions/016). Every import between
 * two known parts of the code must be allowed by a policy below; anything else fails the lint.
 */

const tsconfigs = [
  'apps/web/tsconfig.json',
  'apps/server/tsconfig.json',
  'packages/contract/tsconfig.json',
  'e2e/tsconfig.json',
  'bench/tsconfig.json',
];

/**
 * Which web feature may use which other feature (always through its index.ts). A feature not
 * named here uses no other feature. The graph must stay acyclic: checked below when ESLint loads.
 */
const FEATURE_DEPENDENCIES = {
  catalog: ['cart', 'compare'],
  checkout: ['cart', 'orders'],
  compare: ['cart'],
  content: ['catalog'],
  invoices: ['orders'],
  orders: ['cart'],
  'quick-order': ['cart'],
  search: ['catalog'],
};

function assertAcyclic(graph) {
  const state = new Map();
  const visit = (node, path) => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'open')
      throw new Error(`Feature dependency cycle: ${[...path, node].join(' → ')}`);
    state.set(node, 'open');
    for (const next of graph[node] ?? []) visit(next, [...path, node]);
    state.set(node, 'done');
  };
  for (const node of Object.keys(graph)) visit(node, []);
}
assertAcyclic(FEATURE_DEPENDENCIES);

const element = (type, pattern, capture) => ({
  type,
  pattern,
  partialMatch: false,
  ...(capture && { capture }),
});

// First match wins: the source roots come last and hold only the files directly in them.
const elements = [
  // The back-office (decision 045): its feature folders, then its core (entry, layout, table, lib).
  element('web-admin-feature', 'apps/web/src/admin/features/*', ['feature']),
  element('web-admin', 'apps/web/src/admin'),
  element('web-app', 'apps/web/src/app'),
  element('web-feature', 'apps/web/src/features/*', ['feature']),
  element('web-components', 'apps/web/src/components'),
  element('web-lib', 'apps/web/src/lib'),
  element('web-test-support', 'apps/web/src/test'),
  element('web-root', 'apps/web/src'),
  element('server-module', 'apps/server/src/modules/*', ['module']),
  element('server-platform', 'apps/server/src/platform'),
  element('server-db', 'apps/server/src/db'),
  element('server-test-support', 'apps/server/src/test-support'),
  element('server-root', 'apps/server/src'),
  element('contract', 'packages/contract/src'),
];

const files = [
  { category: 'test', pattern: '**/*.test.{ts,tsx}' },
  { category: 'server-config', pattern: 'apps/server/src/config.ts' },
];

const to = (...types) => ({ to: { element: { type: types } } });
const toConfig = { to: { element: { type: 'server-root' }, file: { categories: 'server-config' } } };

const featurePolicies = Object.entries(FEATURE_DEPENDENCIES).map(([feature, uses]) => ({
  from: { element: { type: 'web-feature', captured: { feature } } },
  allow: {
    to: { element: { type: 'web-feature', captured: { feature: uses }, fileInternalPath: 'index.ts' } },
  },
}));

const policies = [
  // Web: app → features → components/lib; lib at the bottom.
  { from: { element: { type: 'web-root' } }, allow: to('web-app', 'web-lib') },
  { from: { element: { type: 'web-app' } }, allow: to('web-feature', 'web-components', 'web-lib') },
  { from: { element: { type: 'web-feature' } }, allow: to('web-components', 'web-lib') },
  ...featurePolicies,
  { from: { element: { type: 'web-components' } }, allow: to('web-lib') },
  // Back-office: its core composes its features; both use the layer shop and back-office share
  // (src/components: status badges, list shells, filters, forms, dialogs; src/lib: formatting).
  // No policy lets a back-office part import a shop feature (it uses the shared layer instead,
  // decision 073), nor any shop part the back-office, so neither bundle holds the other's code.
  {
    from: { element: { type: 'web-admin' } },
    allow: to('web-admin-feature', 'web-components', 'web-lib'),
  },
  {
    from: { element: { type: 'web-admin-feature' } },
    allow: to('web-admin', 'web-components', 'web-lib'),
  },
  // Test support renders either app: the shop's and the back-office's (never bundled).
  {
    from: { element: { type: 'web-test-support' } },
    allow: to('web-app', 'web-admin', 'web-feature', 'web-components', 'web-lib'),
  },
  // Tests render a screen inside the real app (router, shell) with the shared fixtures.
  {
    from: { file: { categories: 'test' }, element: { type: 'web-*' } },
    allow: to('web-test-support', 'web-app'),
  },

  // Server: modules use each other's services and helpers, never another module's repository.
  // app.ts and main.ts compose the server; config.ts is read everywhere.
  {
    from: { element: { type: 'server-root' } },
    allow: to('server-module', 'server-platform', 'server-db'),
  },
  {
    from: { element: { type: 'server-module' } },
    allow: [to('server-module', 'server-platform', 'server-db'), toConfig],
  },
  {
    from: { element: { type: 'server-module' } },
    disallow: { to: { element: { type: 'server-module', fileInternalPath: '**/*.repository.ts' } } },
    message: 'A module calls another module’s service, never its repository (DESIGN.md).',
  },
  { from: { element: { type: 'server-platform' } }, allow: [to('server-db'), toConfig] },
  { from: { element: { type: 'server-db' } }, allow: [to('server-platform'), toConfig] },
  {
    from: { element: { type: 'server-test-support' } },
    allow: to('server-root', 'server-module', 'server-platform', 'server-db'),
  },
  { from: { file: { categories: 'test' }, element: { type: 'server-*' } }, allow: to('server-test-support') },

  // The contract depends on nothing local but itself (no policy lets it reach an app).
];

export const architectureConfig = [
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { boundaries, cycles: cyclesPlugin },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': { typescript: { project: tsconfigs, noWarnOnMultipleProjects: true } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
      // Sees type-only imports too, which import-x/no-cycle skips (docs/decisions/074).
      'cycles/no-cycle': 'error',
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@kodumasinad/*', '**/apps/**'], message: 'The contract imports nothing of the apps.' },
          ],
        },
      ],
    },
  },
];
