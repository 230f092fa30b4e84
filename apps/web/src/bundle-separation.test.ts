import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The shop's bundle holds no back-office code (decision 045) and no zod (decision 058): from the
 * shop's page (index.html) follow every chunk it can load, statically or lazily, and look at the
 * modules inside them.
 */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;
type ChunkModules = Record<string, string[]>;

const BACK_OFFICE_MODULE = /^(src\/admin\/|admin\.html$|node_modules\/@tanstack\/(react-table|table-core)\/)/;
/** The shop takes replies as the contract types them and checks forms without zod (decision 058). */
const ZOD_MODULE = /^(node_modules\/zod\/|src\/lib\/zod-jitless\.ts$)/;

function reachable(manifest: Manifest, from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])])
      visit(next);
  };
  visit(from);
  return seen;
}

/** Chunks or modules matching `pattern` that the shop's page can load; empty when it is clean. */
function inShop(manifest: Manifest, chunkModules: ChunkModules, pattern: RegExp): string[] {
  if (!manifest['index.html']) throw new Error('the manifest has no index.html entry');
  const found: string[] = [];
  for (const key of reachable(manifest, 'index.html')) {
    if (pattern.test(key)) found.push(key);
    const file = manifest[key]?.file ?? '';
    const modules = chunkModules[file];
    if (modules === undefined) throw new Error(`no module list for ${file}`);
    for (const module of modules) if (pattern.test(module)) found.push(`${file}: ${module}`);
  }
  return found;
}
const backOfficeInShop = (manifest: Manifest, chunkModules: ChunkModules) =>
  inShop(manifest, chunkModules, BACK_OFFICE_MODULE);

/** The shop's own screens and shell (src/app, src/features) in what the back-office can load. */
function shopInBackOffice(manifest: Manifest, chunkModules: ChunkModules): string[] {
  const found: string[] = [];
  for (const key of reachable(manifest, 'admin.html')) {
    const file = manifest[key]?.file ?? '';
    for (const module of chunkModules[file] ?? [])
      if (/^src\/(app|features)\//.test(module)) found.push(`${file}: ${module}`);
  }
  return found;
}

describe('back-office code in the shop bundle', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/main.js', imports: ['_shared.js'], dynamicImports: ['src/features/x.tsx'] },
    'admin.html': { file: 'assets/admin.js', imports: ['_shared.js', '_table.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    '_table.js': { file: 'assets/table.js' },
    'src/features/x.tsx': { file: 'assets/x.js' },
  };
  const clean: ChunkModules = {
    'assets/main.js': ['src/main.tsx'],
    'assets/admin.js': ['src/admin/main.tsx'],
    'assets/shared.js': ['src/lib/store.ts', 'node_modules/react/index.js'],
    'assets/table.js': ['node_modules/@tanstack/table-core/dist/index.js'],
    'assets/x.js': ['src/features/x.tsx'],
  };

  it('finds none in a clean build', () => {
    expect(backOfficeInShop(manifest, clean)).toEqual([]);
  });

  it('finds a back-office module in a chunk the shop loads lazily or shares', () => {
    expect(backOfficeInShop(manifest, { ...clean, 'assets/x.js': ['src/admin/nav.ts'] })).toEqual([
      'assets/x.js: src/admin/nav.ts',
    ]);
    expect(
      backOfficeInShop(manifest, {
        ...clean,
        'assets/shared.js': ['node_modules/@tanstack/react-table/dist/index.js'],
      }),
    ).toEqual(['assets/shared.js: node_modules/@tanstack/react-table/dist/index.js']);
  });

  it('finds zod where the shop could load it, and not in the back-office', () => {
    const zod = 'node_modules/zod/v4/classic/schemas.js';
    expect(
      inShop(manifest, { ...clean, 'assets/admin.js': ['src/admin/main.tsx', zod] }, ZOD_MODULE),
    ).toEqual([]);
    expect(inShop(manifest, { ...clean, 'assets/x.js': ['src/features/x.tsx', zod] }, ZOD_MODULE)).toEqual([
      `assets/x.js: ${zod}`,
    ]);
  });

  it('finds shop code where the back-office could load it', () => {
    expect(shopInBackOffice(manifest, clean)).toEqual([]);
    expect(
      shopInBackOffice(manifest, { ...clean, 'assets/shared.js': ['src/lib/store.ts', 'src/app/router.ts'] }),
    ).toEqual(['assets/shared.js: src/app/router.ts']);
  });

  it('finds the back-office page when the shop imports it', () => {
    const leaking = { ...manifest, 'index.html': { ...manifest['index.html']!, imports: ['admin.html'] } };
    expect(backOfficeInShop(leaking, clean)).toContain('admin.html');
  });

  const dist = join(dirname(fileURLToPath(import.meta.url)), '../dist/.vite');
  const built = existsSync(join(dist, 'manifest.json')) && existsSync(join(dist, 'chunk-modules.json'));

  // Checked on the last build (npm run build, which `npm test` runs first).
  it.skipIf(!built)('holds for the last build in apps/web/dist', () => {
    const read = (name: string) => JSON.parse(readFileSync(join(dist, name), 'utf8')) as unknown;
    const real = read('manifest.json') as Manifest;
    expect(Object.keys(real)).toContain('admin.html');
    const chunkModules = read('chunk-modules.json') as ChunkModules;
    expect(backOfficeInShop(real, chunkModules)).toEqual([]);
    expect(inShop(real, chunkModules, ZOD_MODULE)).toEqual([]);
    // The back-office does parse with zod, through the module that makes it jitless.
    expect(Object.values(chunkModules).flat()).toContain('src/lib/zod-jitless.ts');
    // Nor does the back-office load the shop's own code (decision 060's chunk groups).
    expect(shopInBackOffice(real, chunkModules)).toEqual([]);
  });

  // Decision 060: the shop's first screen comes in a few files, not one per shared module.
  it.skipIf(!built)('gives the shop page at most four JavaScript files before its first screen', () => {
    const real = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as Manifest;
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = real[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const next of chunk.imports ?? []) visit(next);
    };
    visit('index.html');
    expect([...files].filter((file) => file.endsWith('.js')).length).toBeLessThanOrEqual(4);
  });
});
