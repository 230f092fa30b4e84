import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeCompareReply } from './compares';

/**
 * POST /api/compare/add {id} → the ids in the comparison. The server refuses a fifth product
 * (422 with an Estonian message, shown in the message area); the toggle shows it too.
 */
export function useAddToCompare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post('/api/compare/add', { id }, 'CompareIdsReplySchema', { rethrow: true }),
    onSuccess: (reply) => storeCompareReply(client, reply.data),
  });
}
