/**
 * The search engine's shared shapes. Its parts import them from here rather than from
 * search-index.ts, which imports those parts: no import cycle, type imports included.
 */

/** One product as the search index reads it. */
export interface SearchDoc {
  id: number;
  code: string;
  title: string;
  /** brand, category title etc. */
  extra?: string;
}

export interface SearchHit {
  id: number;
  tier: number;
}
