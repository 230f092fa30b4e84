import { SearchIndex, type IndexData } from '../search/index.js';
import type { CatalogSnapshot } from './engine/catalog-snapshot.js';
import { IdIndex, UrlIndex } from './engine/product-index.js';

/**
 * A snapshot as a worker thread hands it over (decision 082): plain data only, the structured
 * clone's kind. The classes travel as the arrays they are made of (the search index's data, the
 * url order) and are put together again on the receiving side without sorting anything; the
 * typed arrays' buffers are transferred, not copied.
 */
export interface PackedSnapshot {
  snapshot: Omit<CatalogSnapshot, 'byId' | 'byUrl' | 'search' | 'memo'>;
  urlOrder: Int32Array;
  search: IndexData;
}

/** Every distinct ArrayBuffer under `value` (typed arrays in objects, arrays and maps). */
function buffersOf(value: unknown, found: Set<ArrayBuffer>, seen = new Set<object>()): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof ArrayBuffer) found.add(value.buffer);
    return;
  }
  if (value instanceof Map) {
    for (const entry of value.values()) buffersOf(entry, found, seen);
    return;
  }
  if (Array.isArray(value)) {
    // Arrays of strings or numbers hold no buffers: look at the first element only.
    const first: unknown = value[0];
    if (typeof first !== 'object' || first === null) return;
    for (const entry of value) buffersOf(entry, found, seen);
    return;
  }
  for (const entry of Object.values(value)) buffersOf(entry, found, seen);
}

/** The snapshot as a message, and the buffers to transfer with it. */
export function packSnapshot(snapshot: CatalogSnapshot): { packed: PackedSnapshot; transfer: ArrayBuffer[] } {
  const { byId: _byId, byUrl, search, memo: _memo, ...rest } = snapshot;
  const packed: PackedSnapshot = { snapshot: rest, urlOrder: byUrl.order, search: search.indexData };
  const found = new Set<ArrayBuffer>();
  buffersOf(packed, found);
  return { packed, transfer: [...found] };
}

/** The snapshot a worker built, whole again: its lookups rebuilt from the arrays that came along. */
export function unpackSnapshot(packed: PackedSnapshot): CatalogSnapshot {
  const { snapshot, urlOrder, search } = packed;
  return {
    ...snapshot,
    byId: new IdIndex(snapshot.ids),
    byUrl: new UrlIndex(snapshot.urls, urlOrder),
    search: new SearchIndex(search),
    memo: new Map(),
  };
}
