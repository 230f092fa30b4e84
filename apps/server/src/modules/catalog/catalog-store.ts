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
  afterBuild?: (seconds: number) => void;
  /**
   * Builds a snapshot off the main thread (a worker, decision 082); when absent or when it fails,
   * the build runs here. Either way buyers keep the previous snapshot until the new one is ready.
   */
  build?: () => Promise<CatalogSnapshot>;
}

/**
 * Holds this process's catalogue snapshot. It is built on first use and rebuilt when
 * `catalog_meta.version` moves, which is checked at most once per `refreshMs`. While a newer
 * version is being built (in a worker thread when `build` is given, decision 082), requests keep
 * being served from the previous snapshot, so a catalogue change never stalls the shop; only the
 * very first build is waited for. A process that changed the catalogue calls `refresh()` before it
 * replies, so its own change is visible at once; every other process sees it within `refreshMs`
 * plus one build.
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
   * Brings the snapshot up to the database's current version and resolves when it serves it: for
   * the process that just changed the catalogue (it awaits this before replying). Buyers keep the
   * previous snapshot meanwhile.
   */
  async refresh(): Promise<void> {
    for (;;) {
      await this.idle();
      const version = await this.repo.version();
      if (this.current !== null && this.current.version >= version) return;
      await this.rebuild();
    }
  }

  /** Resolves once no build is running (tests, graceful shutdown). */
  async idle(): Promise<void> {
    await this.building?.catch(() => undefined);
  }

  /** The worker's build; the in-process one without a worker or when the worker fails. */
  private async build(): Promise<CatalogSnapshot> {
    if (this.options.build === undefined) return buildSnapshot(this.repo);
    try {
      return await this.options.build();
    } catch (error) {
      this.options.log?.error({ err: error }, 'catalogue build in the worker failed; building here');
      return buildSnapshot(this.repo);
    }
  }

  private rebuild(): Promise<CatalogSnapshot> {
    const started = performance.now();
    this.building ??= this.build()
      .then((snapshot) => {
        this.current = snapshot;
        this.checkedAt = this.clock();
        this.options.afterBuild?.((performance.now() - started) / 1000);
        return snapshot;
      })
      .finally(() => {
        this.building = null;
      });
    return this.building;
  }
}
