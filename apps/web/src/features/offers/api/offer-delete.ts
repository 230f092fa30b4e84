import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/offers/delete {id} → {message}. */
export function useOfferDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post('/api/offers/delete', { id }, 'MessageReplySchema', { rethrow: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['offers'] }),
  });
}
