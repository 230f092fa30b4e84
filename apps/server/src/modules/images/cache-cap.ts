import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

interface CachedFile {
  path: string;
  size: number;
  mtimeMs: number;
}

type CacheLog = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/**
 * `fallback` for a file or folder that is not there: an expected outcome, the folder is made on
 * the first write and another process may evict a file between the listing and its `stat`. Any
 * other failure is logged, then counted as nothing too: the cap is an estimate, never a reason to
 * fail a picture.
 */
function unlessMissing<T>(log: CacheLog, what: string, path: string, fallback: T) {
  return (error: unknown): T => {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      log.warn({ err: error, path }, `picture cache: ${what} failed`);
    }
    return fallback;
  };
}

async function listFiles(dir: string, log: CacheLog): Promise<CachedFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    unlessMissing(log, 'listing the folder', dir, []),
  );
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        const info = await stat(path).catch(unlessMissing(log, 'reading a file', path, null));
        return info === null ? null : { path, size: info.size, mtimeMs: info.mtimeMs };
      }),
  );
  return files.filter((file): file is CachedFile => file !== null);
}

/**
 * Keeps the picture cache under `maxBytes` (decision 011): the folder is measured once, each
 * written file is added, and when the total passes the cap the oldest files go until it is at
 * 90 %. Whatever is removed is made again on request. Several processes on one folder each keep
 * an estimate; every eviction measures the folder again.
 */
export class CacheCap {
  private total: Promise<number> | null = null;
  private evicting: Promise<void> | null = null;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
    private readonly log: CacheLog,
  ) {}

  /** Counts a written file; starts an eviction (in the background) when over the cap. */
  async added(bytes: number): Promise<void> {
    this.total ??= listFiles(this.dir, this.log).then((files) => files.reduce((sum, f) => sum + f.size, 0));
    const total = (await this.total) + bytes;
    this.total = Promise.resolve(total);
    if (total > this.maxBytes && this.evicting === null) {
      this.evicting = this.evict()
        .catch((error: unknown) => this.log.warn({ err: error }, 'picture cache eviction failed'))
        .finally(() => {
          this.evicting = null;
        });
    }
  }

  /** Resolves when no eviction is running (tests). */
  async idle(): Promise<void> {
    await this.evicting;
  }

  private async evict(): Promise<void> {
    const files = (await listFiles(this.dir, this.log)).sort((a, b) => a.mtimeMs - b.mtimeMs);
    let total = files.reduce((sum, f) => sum + f.size, 0);
    const target = this.maxBytes * 0.9;
    let removed = 0;
    for (const file of files) {
      if (total <= target) break;
      await rm(file.path, { force: true });
      total -= file.size;
      removed += 1;
    }
    this.total = Promise.resolve(total);
    if (removed > 0) this.log.info({ removed, bytes: total }, 'picture cache trimmed');
  }
}
