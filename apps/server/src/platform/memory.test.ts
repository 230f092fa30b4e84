import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectGarbage, missingNodeFlags, missingProcessEnv, NODE_FLAGS, PROCESS_ENV } from './memory.js';

describe('V8 flags at the start', () => {
  it('names the heap growth and gc flags, and tells which are missing', () => {
    expect(NODE_FLAGS).toEqual(
      expect.arrayContaining(['--heap-growing-percent=30', '--max-semi-space-size=8', '--expose-gc']),
    );
    expect(missingNodeFlags([...NODE_FLAGS])).toEqual([]);
    expect(missingNodeFlags(['--expose-gc'])).toEqual([
      '--heap-growing-percent=30',
      '--max-semi-space-size=8',
    ]);
  });

  it('are accepted by node on the command line', () => {
    const result = spawnSync(process.execPath, [...NODE_FLAGS, '-e', 'gc(); process.stdout.write("ok")'], {
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('ok');
  });

  it('match the start script of the server package', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const env = Object.entries(PROCESS_ENV).map(([name, value]) => `${name}=${value}`);
    expect(pkg.scripts.start).toBe(`${env.join(' ')} node ${NODE_FLAGS.join(' ')} dist/main.js`);
  });
});

describe('process environment at the start', () => {
  it('limits malloc arenas, and tells what is missing or different', () => {
    expect(PROCESS_ENV).toEqual({ MALLOC_ARENA_MAX: '2' });
    expect(missingProcessEnv({ MALLOC_ARENA_MAX: '2' })).toEqual([]);
    expect(missingProcessEnv({})).toEqual(['MALLOC_ARENA_MAX=2']);
    expect(missingProcessEnv({ MALLOC_ARENA_MAX: '8' })).toEqual(['MALLOC_ARENA_MAX=2']);
  });
});

describe('collectGarbage', () => {
  it('does nothing, and says so, without --expose-gc (the test runner)', () => {
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
    expect(collectGarbage()).toBe(false);
  });
});
