import { type SearchJsonReply } from '@kodumasinad/contract';
import { api } from '../../../lib/api';

/** The product picker's search: GET /api/search/json, a search-type call (SPEC §5, §7). */
export function searchProducts(phrase: string, signal: AbortSignal): Promise<SearchJsonReply | undefined> {
  return api.get('/api/search/json', 'SearchJsonReplySchema', {
    query: { query: phrase },
    signal,
    search: true,
  });
}
