import { type OfferStatus } from '@kodumasinad/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';

/** GET /api/offers/{status}?page=&search= → {data, meta}. */
export const offersListQueryOptions = (status: OfferStatus, page: number, search: string) =>
  queryOptions({
    queryKey: ['offers', 'list', status, page, search],
    queryFn: ({ signal }) =>
      queryGet(`/api/offers/${status}`, 'OffersListReplySchema', {
        signal,
        query: { page, search: search === '' ? undefined : search },
      }),
    placeholderData: keepPreviousData,
  });

export function useOffersList(status: OfferStatus, page: number, search: string) {
  return useQuery(offersListQueryOptions(status, page, search));
}
