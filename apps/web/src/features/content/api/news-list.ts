import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';

/** GET /api/news?page&per_page (needs a login). */
export const newsListQueryOptions = (page = 1, perPage = 5) =>
  queryOptions({
    queryKey: ['news', { page, perPage }],
    queryFn: ({ signal }) =>
      queryGet('/api/news', 'NewsListReplySchema', { signal, query: { page, per_page: perPage } }),
  });

export function useNewsList(page = 1, perPage = 5) {
  return useQuery(newsListQueryOptions(page, perPage));
}
