import { FOOTER_HOOK } from '@kodumasinad/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';

/** GET /api/pages/hook/footer-b2b: the footer's contact HTML (public). */
export const footerQueryOptions = () =>
  queryOptions({
    queryKey: ['pages', 'hook', FOOTER_HOOK],
    queryFn: ({ signal }) =>
      queryGet(`/api/pages/hook/${FOOTER_HOOK}`, 'PageReplySchema', { signal, clearMessages: false }),
    select: (reply) => reply.data,
    staleTime: 10 * 60_000,
  });

export function useFooter(enabled = true) {
  return useQuery({ ...footerQueryOptions(), enabled });
}
