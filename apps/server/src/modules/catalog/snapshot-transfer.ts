import { SearchIndex, type IndexData } from '../search/index.js';
import type { CatalogSnapshot } from './engine/catalog-snapshot.js';
import { IdIndex, UrlIndex } from './engine/product-index.js';
import { nextTurn } from '../../platform/event-loop.js';

/**
 * A snapshot as a worker thread hands it over (decision 082): plain data only, the structured
 * clone's kind. The classes travel as the arrays they are made of (the search index's data, the
 * url order) and are put together again on the receiving side without sorting anything; the
 * typed arrays' buffers are transferred, not copied.
 */
export interface PackedSnapshot {
  snapshot: Omit<CatalogSnapshot, StringColumn | 'byId' | 'byUrl' | 'search' | 'memo'>;
  strings: Record<StringColumn, PackedStrings>;
  urlOrder: Int32Array;
  search: Omit<IndexData, SearchStringColumn>;
  searchStrings: Record<SearchStringColumn, PackedStrings>;
}

/** The snapshot's columns of 100,000 strings each (the search index's below). */
type StringColumn = 'codes' | 'titles' | 'urls' | 'discountStart' | 'discountEnd';
type SearchStringColumn = 'titles' | 'vocabulary' | 'codes';
const STRING_COLUMNS: StringColumn[] = ['codes', 'titles', 'urls', 'discountStart', 'discountEnd'];
const SEARCH_STRING_COLUMNS: SearchStringColumn[] = ['titles', 'vocabulary', 'codes'];

/**
 * A column of strings as one string and each one's length (-1: null). A structured clone copies
 * every string of an array one by one, on the receiving thread too: 700,000 short strings took
 * the main thread hundreds of milliseconds; one long string and a transferred buffer take a copy
 * and the slicing below (decision 082).
 */
interface PackedStrings {
  text: string;
  lengths: Int32Array;
}

function packStrings(column: readonly (string | null)[]): PackedStrings {
  const lengths = new Int32Array(column.length);
  for (let i = 0; i < column.length; i++) lengths[i] = column[i]?.length ?? -1;
  return { text: column.join(''), lengths };
}

/** Strings sliced between turns of the event loop: a buyer's request waits for one slice at most. */
const SLICE = 8192;

async function unpackStrings(packed: PackedStrings): Promise<(string | null)[]> {
  const column = new Array<string | null>(packed.lengths.length);
  let at = 0;
  for (let i = 0; i < packed.lengths.length; i++) {
    if (i % SLICE === SLICE - 1) await nextTurn();
    const length = packed.lengths[i] as number;
    if (length < 0) {
      column[i] = null;
      continue;
    }
    column[i] = packed.text.slice(at, at + length);
    at += length;
  }
  return column;
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
  const {
    byId: _byId,
    byUrl,
    search,
    memo: _memo,
    codes,
    titles,
    urls,
    discountStart,
    discountEnd,
    ...rest
  } = snapshot;
  const columns = { codes, titles, urls, discountStart, discountEnd };
  const { titles: searchTitles, vocabulary, codes: searchCodes, ...searchRest } = search.indexData;
  const searchColumns = { titles: searchTitles, vocabulary, codes: searchCodes };
  const packed: PackedSnapshot = {
    snapshot: rest,
    strings: Object.fromEntries(
      STRING_COLUMNS.map((c) => [c, packStrings(columns[c])]),
    ) as PackedSnapshot['strings'],
    urlOrder: byUrl.order,
    search: searchRest,
    searchStrings: Object.fromEntries(
      SEARCH_STRING_COLUMNS.map((c) => [c, packStrings(searchColumns[c])]),
    ) as PackedSnapshot['searchStrings'],
  };
  const found = new Set<ArrayBuffer>();
  buffersOf(packed, found);
  return { packed, transfer: [...found] };
}

/**
 * The snapshot a worker built, whole again: its lookups rebuilt from the arrays that came along,
 * its strings sliced a few thousand per turn of the event loop (buyers are served between).
 */
export async function unpackSnapshot(packed: PackedSnapshot): Promise<CatalogSnapshot> {
  const { snapshot, strings, urlOrder, search, searchStrings } = packed;
  // Columns without nulls come back as string arrays.
  const text = async (column: PackedStrings) => (await unpackStrings(column)) as string[];
  const urls = await text(strings.urls);
  const codes = await text(strings.codes);
  const titles = await text(strings.titles);
  const discountStart = await unpackStrings(strings.discountStart);
  const discountEnd = await unpackStrings(strings.discountEnd);
  const index = {
    ...search,
    titles: await text(searchStrings.titles),
    vocabulary: await text(searchStrings.vocabulary),
    codes: await text(searchStrings.codes),
  };
  await nextTurn();
  return {
    ...snapshot,
    codes,
    titles,
    urls,
    discountStart,
    discountEnd,
    byId: new IdIndex(snapshot.ids),
    byUrl: new UrlIndex(urls, urlOrder),
    search: new SearchIndex(index),
    memo: new Map(),
  };
}
