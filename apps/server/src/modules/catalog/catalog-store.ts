import type { FastifyBaseLogger } from 'fastify';
import type { CatalogRepository } from './catalog.repository.js';
import type { CatalogSnapshot } from './engine/catalog-snapshot.js';
import { buildSnapshot } from './snapshot-builder.js';

export interface CatalogStoreOptions {
  /** How often at most the database's catalogue version is compared (default 1 s). */
  refreshMs?: number;
  clock?: () => number;
  log?: Pick<FastifyBaseLogger, 'error'>;
  /** Runs after each build is in place (the app collects the build's garbage there). */
  afterBuild?: () => void;
}

/**
 * Holds this process's catalogue snapshot. It is built on first use and rebuilt when
 * `catalog_meta.version` moves, which is checked at most once per `refreshMs`. While a newer
 * version is being built, requests keep being served from the previous snapshot, so a catalogue
 * change never stalls the shop; only the very first build is waited for.
 */
export class CatalogStore {
  private current: CatalogSnapshot | null = null;
  private building: Promise<CatalogSnapshot> | null = null;
  private checkedAt = -Infinity;
  private readonly refreshMs: number;
  private readonly clock: () => number;

  constructor(
    private readonly repo: CatalogRepository,
    private readonly options: CatalogStoreOptions = {},
  ) {
    this.refreshMs = options.refreshMs ?? 1000;
    this.clock = options.clock ?? Date.now;
  }

  async snapshot(): Promise<CatalogSnapshot> {
    const current = this.current;
    if (current === null) return this.rebuild();
    const now = this.clock();
    if (now - this.checkedAt < this.refreshMs) return current;
    this.checkedAt = now;
    const version = await this.repo.version();
    if (version !== current.version && this.building === null) {
      this.rebuild().catch((error: unknown) =>
        this.options.log?.error({ err: error }, 'catalogue rebuild failed'),
      );
    }
    return current;
  }

  /**
   * Compares the catalogue version now (not at the next refresh) and waits for the rebuild it
   * starts: after a change made by this process, its next request sees the change.
   */
  async refresh(): Promise<void> {
    if (this.current === null) return;
    await this.idle();
    this.checkedAt = -Infinity;
    await this.snapshot();
    await this.idle();
  }

  /** Resolves once no build is running (tests, graceful shutdown). */
  async idle(): Promise<void> {
    await this.building?.catch(() => undefined);
  }

  private rebuild(): Promise<CatalogSnapshot> {
    this.building ??= buildSnapshot(this.repo)
      .then((snapshot) => {
        this.current = snapshot;
        this.checkedAt = this.clock();
        this.options.afterBuild?.();
        return snapshot;
      })
      .finally(() => {
        this.building = null;
      });
    return this.building;
  }
}
