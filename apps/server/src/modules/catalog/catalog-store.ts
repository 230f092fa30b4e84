import type { FastifyBaseLogger } from 'fastify';
import type { CatalogRepository } from './catalog.repository.js';
import type { CatalogSnapshot } from './engine/catalog-snapshot.js';
import { MAX_PATCHED_PRODUCTS } from '../../db/catalog-version.js';
import { nextTurn } from '../../platform/event-loop.js';
import { patchDiscounts, patchPrices } from './engine/snapshot-patch.js';
import { buildSnapshot, discountRules } from './snapshot-builder.js';

export interface CatalogStoreOptions {
  /** How often at most the database's catalogue version is compared (default 1 s). */
  refreshMs?: number;
  clock?: () => number;
  log?: Pick<FastifyBaseLogger, 'error'>;
  /** Runs after each build is in place (the app collects the build's garbage there). */
  afterBuild?: (seconds: number) => void;
  /** Runs after each patch is in place (decision 092). */
  afterPatch?: (seconds: number) => void;
  /**
   * Builds a snapshot off the main thread (a worker, decision 082); when absent or when it fails,
   * the build runs here. Either way buyers keep the previous snapshot until the new one is ready.
   */
  build?: () => Promise<CatalogSnapshot>;
}

/**
 * Holds this process's catalogue snapshot. It is built on first use and brought up to date when
 * `catalog_meta.version` moves, which is checked at most once per `refreshMs`. When every version
 * since the current one changed only named products' prices or clients' discounts, the snapshot
 * is patched in a few milliseconds (decision 092); otherwise a new one is built (in a worker thread
 * when `build` is given, decision 082) while requests keep being served from the previous
 * snapshot, so a catalogue change never stalls the shop; only the very first build is waited for.
 * A process that changed the catalogue calls `refresh()` before it replies, so its own change is
 * visible at once; every other process sees it within `refreshMs` plus one patch or build.
 */
export class CatalogStore {
  private current: CatalogSnapshot | null = null;
  private building: Promise<CatalogSnapshot> | null = null;
  private checkedAt = -Infinity;
  /** How many snapshots were built and how many patched (tests, the log). */
  builds = 0;
  patches = 0;
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
    if (current === null) return this.update();
    const now = this.clock();
    if (now - this.checkedAt < this.refreshMs) return current;
    this.checkedAt = now;
    const version = await this.repo.version();
    if (version !== current.version && this.building === null) {
      this.update().catch((error: unknown) =>
        this.options.log?.error({ err: error }, 'catalogue update failed'),
      );
    }
    return current;
  }

  /**
   * Brings the snapshot up to the database's version as it is now and resolves when it serves it:
   * for the process that just changed the catalogue (it awaits this before replying, so its own
   * change is in). Versions raised after the call (an import applying meanwhile) are not waited
   * for, so a save never chases them. Buyers keep the previous snapshot meanwhile.
   */
  async refresh(): Promise<void> {
    const target = await this.repo.version();
    for (;;) {
      await this.idle();
      if (this.current !== null && this.current.version >= target) return;
      await this.update();
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

  /**
   * The current snapshot patched up to the database's version, or null when a version since it
   * changed anything else (or is not recorded, or named too many products): then it is built.
   */
  private async patched(current: CatalogSnapshot): Promise<CatalogSnapshot | null> {
    const version = await this.repo.version();
    if (version <= current.version) return null;
    const changes = await this.repo.changes(current.version, version);
    if (changes === null || changes.some((change) => change.kind === 'other')) return null;
    const ids = new Set<number>();
    for (const change of changes)
      if (change.kind === 'prices') for (const id of change.productIds) ids.add(id);
    if (ids.size > MAX_PATCHED_PRODUCTS) return null;
    // Read after the version: a later change of the same products patches them again.
    let next =
      ids.size === 0
        ? { ...current, version }
        : await patchPrices(current, version, await this.repo.prices([...ids]), nextTurn);
    if (changes.some((change) => change.kind === 'discounts'))
      next = patchDiscounts(next, version, discountRules(await this.repo.discounts()));
    return next;
  }

  /** Patched when it can be, built otherwise; a failed patch is logged and built. */
  private async next(): Promise<{ snapshot: CatalogSnapshot; patched: boolean }> {
    const current = this.current;
    if (current !== null) {
      try {
        const snapshot = await this.patched(current);
        if (snapshot !== null) return { snapshot, patched: true };
      } catch (error) {
        this.options.log?.error({ err: error }, 'catalogue patch failed; building');
      }
    }
    const built = await this.build();
    // A snapshot loaded from an older version's file (decision 092), or changes that arrived
    // while it was built: patched up to the database's version before it serves, when they allow.
    try {
      const caught = await this.patched(built);
      if (caught !== null) return { snapshot: caught, patched: false };
    } catch (error) {
      this.options.log?.error({ err: error }, 'catalogue patch after the build failed');
    }
    return { snapshot: built, patched: false };
  }

  private update(): Promise<CatalogSnapshot> {
    const started = performance.now();
    this.building ??= this.next()
      .then(({ snapshot, patched }) => {
        this.current = snapshot;
        this.checkedAt = this.clock();
        const seconds = (performance.now() - started) / 1000;
        if (patched) {
          this.patches++;
          this.options.afterPatch?.(seconds);
        } else {
          this.builds++;
          this.options.afterBuild?.(seconds);
        }
        return snapshot;
      })
      .finally(() => {
        this.building = null;
      });
    return this.building;
  }
}
