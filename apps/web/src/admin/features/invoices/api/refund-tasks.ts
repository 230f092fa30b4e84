import { RefundTasksReplySchema } from '@kodumasinad/contract/admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminPost } from '../../../lib/admin-api';

/** GET /api/admin/refunds → overpayments still to send back to their payer (decision 065). */
export const refundTasksQueryOptions = queryOptions({
  queryKey: ['admin', 'invoices', 'refund-tasks'],
  queryFn: async ({ signal }) =>
    (await adminGet('/api/admin/refunds', RefundTasksReplySchema, { signal })).data,
  staleTime: 0,
});

export function useRefundTasks() {
  return useQuery(refundTasksQueryOptions);
}

/** POST /api/admin/refunds/{id}/refunded → the tasks left. */
export function useMarkRefunded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminPost(`/api/admin/refunds/${id}/refunded`, {}, RefundTasksReplySchema),
    onSuccess: (reply) => queryClient.setQueryData(refundTasksQueryOptions.queryKey, reply.data),
  });
}
