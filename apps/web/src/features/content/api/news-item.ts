import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';

/** GET /api/news/{idOrUrl}. */
export const newsItemQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['news', 'item', url],
    queryFn: ({ signal }) =>
      queryGet(`/api/news/${encodeURIComponent(url)}`, 'NewsItemReplySchema', {
        signal,
        quietNotFound: true,
      }),
    select: (reply) => reply.data,
  });

export function useNewsItem(url: string) {
  return useQuery(newsItemQueryOptions(url));
}
