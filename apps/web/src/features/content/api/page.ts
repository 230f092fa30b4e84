import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';

/** GET /api/pages/slug/{slug}: a static page (public). */
export const pageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['pages', 'slug', slug],
    queryFn: ({ signal }) =>
      queryGet(`/api/pages/slug/${encodeURIComponent(slug)}`, 'PageReplySchema', {
        signal,
        quietNotFound: true,
      }),
    select: (reply) => reply.data,
  });

export function usePage(slug: string) {
  return useQuery(pageQueryOptions(slug));
}
