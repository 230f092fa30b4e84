import { type OrderStepSave } from '@kodumasinad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ORDER_DRAFT_QUERY_KEY } from '../../../lib/api';

/**
 * POST /api/order {order}: saves one step and answers with the draft, which replaces the cached
 * one (its `passed_steps` open the next step). Rethrows so the form can place `contacts.x`
 * errors; the client does not show this call's error message (SPEC §7).
 */
export function useSaveOrderStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: OrderStepSave) =>
      api.post('/api/order', { order }, 'OrderDraftReplySchema', { rethrow: true }),
    onSuccess: (reply) => queryClient.setQueryData(ORDER_DRAFT_QUERY_KEY, reply.data),
  });
}
