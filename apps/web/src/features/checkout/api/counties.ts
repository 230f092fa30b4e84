import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';

/** GET /api/variables/counties (SPEC §7): the county choices, as select options. */
export const countiesQueryOptions = () =>
  queryOptions({
    queryKey: ['variables', 'counties'],
    queryFn: async ({ signal }) => {
      const reply = await queryGet('/api/variables/counties', 'VariablesReplySchema', {
        signal,
        clearMessages: false,
      });
      return (reply.data.counties ?? []).map((county) => ({ value: county.code, label: county.label }));
    },
    staleTime: Infinity,
  });

export function useCounties() {
  return useQuery(countiesQueryOptions());
}
