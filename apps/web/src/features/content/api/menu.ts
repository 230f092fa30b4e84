import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';

/** GET /api/categories/menu — needs a login, so only asked for logged-in users. */
export const menuQueryOptions = () =>
  queryOptions({
    queryKey: ['categories', 'menu'],
    queryFn: ({ signal }) =>
      queryGet('/api/categories/menu', 'MenuReplySchema', { signal, clearMessages: false }),
    select: (reply) => reply.data,
    staleTime: 5 * 60_000,
  });

export function useMenu(enabled: boolean) {
  return useQuery({ ...menuQueryOptions(), enabled });
}
