import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CacheCap } from './cache-cap.js';

/** The picture cache's cap (decision 011): what it removes, and what it logs when it cannot look. */
let dir: string;
let warnings: { fields: Record<string, unknown>; message: string }[];
let infos: string[];
const log = {
  warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }),
  info: (_fields: unknown, message: string) => infos.push(message),
} as never;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cache-cap-'));
  warnings = [];
  infos = [];
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function cachedFile(name: string, bytes: number, modified: string): string {
  const path = join(dir, 'cache', '300', name);
  mkdirSync(join(dir, 'cache', '300'), { recursive: true });
  writeFileSync(path, Buffer.alloc(bytes, 1));
  utimesSync(path, new Date(modified), new Date(modified));
  return path;
}

describe('the picture cache cap', () => {
  it('removes the oldest files once the folder passes the cap, and logs no warning', async () => {
    const oldest = cachedFile('a.webp', 100, '2020-01-01T00:00:00Z');
    const middle = cachedFile('b.webp', 100, '2021-01-01T00:00:00Z');
    const newest = cachedFile('c.webp', 100, '2022-01-01T00:00:00Z');
    const cap = new CacheCap(join(dir, 'cache'), 250, log);
    await cap.added(0);
    await cap.idle();
    expect([existsSync(oldest), existsSync(middle), existsSync(newest)]).toEqual([false, true, true]);
    expect(infos).toEqual(['picture cache trimmed']);
    expect(warnings).toEqual([]);
  });

  it('counts a folder not made yet as empty without a warning: nothing is cached yet', async () => {
    const cap = new CacheCap(join(dir, 'not-made-yet'), 250, log);
    await cap.added(100);
    await cap.idle();
    expect(warnings).toEqual([]);
    expect(infos).toEqual([]);
  });

  it('logs a folder it cannot read for another reason, and still lets the picture through', async () => {
    const notAFolder = join(dir, 'cache');
    writeFileSync(notAFolder, 'a file where the cache folder should be');
    const cap = new CacheCap(notAFolder, 250, log);
    await expect(cap.added(100)).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toBe('picture cache: listing the folder failed');
    expect(warnings[0]?.fields).toMatchObject({ path: notAFolder, err: { code: 'ENOTDIR' } });
  });
});
