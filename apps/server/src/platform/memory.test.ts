import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectGarbage, missingNodeFlags, NODE_FLAGS } from './memory.js';

describe('V8 flags at the start', () => {
  it('names the heap growth and gc flags, and tells which are missing', () => {
    expect(NODE_FLAGS).toEqual(expect.arrayContaining(['--heap-growing-percent=30', '--expose-gc']));
    expect(missingNodeFlags([...NODE_FLAGS])).toEqual([]);
    expect(missingNodeFlags(['--expose-gc'])).toEqual(['--heap-growing-percent=30']);
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
    expect(pkg.scripts.start).toBe(`node ${NODE_FLAGS.join(' ')} dist/main.js`);
  });
});

describe('collectGarbage', () => {
  it('does nothing, and says so, without --expose-gc (the test runner)', () => {
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
    expect(collectGarbage()).toBe(false);
  });
});
