import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Schema } from '../../lib/api/client';
import { adminGet } from './admin-api';
import type { ListState } from './use-list-params';

/**
 * One page of an /api/admin list for the URL's list state; the last page stays shown while the
 * next loads. `schema` is the contract's `listReply(...)` of the list.
 */
export function useAdminList<T>(endpoint: string, schema: Schema<T>, list: ListState) {
  return useQuery({
    queryKey: ['admin', 'list', endpoint, list.query],
    queryFn: () => adminGet(`${endpoint}${list.query ? `?${list.query}` : ''}`, schema),
    placeholderData: keepPreviousData,
  });
}
