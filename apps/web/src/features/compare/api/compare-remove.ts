import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeCompareReply } from './compares';

/** POST /api/compare/remove {id, detailed: false} → the remaining ids (from a product toggle). */
export function useRemoveFromCompare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post('/api/compare/remove', { id, detailed: false }, 'CompareIdsReplySchema', { rethrow: true }),
    onSuccess: (reply) => storeCompareReply(client, reply.data),
  });
}

/** POST /api/compare/remove {id, detailed: true} → the whole comparison (from its table). */
export function useRemoveFromCompareTable() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post('/api/compare/remove', { id, detailed: true }, 'ComparesReplySchema', { rethrow: true }),
    onSuccess: (reply) =>
      storeCompareReply(
        client,
        reply.data.map((product) => product.id),
        reply,
      ),
  });
}
