import { type SearchJsonReply } from '@kodumasinad/contract';
import { api } from '../../../lib/api';

/**
 * GET /api/search/json?query= → {results (max 10), rows (the true total)}. A search-type call:
 * no global loader, failures are ignored (SPEC §7–8); undefined when it failed or was aborted.
 */
export function fetchSearchResults(
  phrase: string,
  signal: AbortSignal,
): Promise<SearchJsonReply | undefined> {
  return api.get('/api/search/json', 'SearchJsonReplySchema', {
    query: { query: phrase },
    signal,
    search: true,
  });
}
