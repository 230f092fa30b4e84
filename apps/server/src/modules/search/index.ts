/**
 * The product search engine (decisions 038, 067): an in-memory index the catalogue's snapshot
 * builds and holds. It has no routes of its own; the /api/search/* calls are the catalogue's
 * listings (modules/catalog), which ask this index.
 */
export { SearchIndex } from './engine/search-index.js';
export type { SearchDoc, SearchHit } from './engine/types.js';
export type { IndexData } from './engine/index-data.js';
