import { AdminFeedbackReplySchema } from '@kodumasinad/contract/admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';

export const feedbackItemKey = (id: number) => ['admin', 'feedback', id] as const;

/** GET /api/admin/feedback/{id}: one message; opening a new one marks it read (the list refreshes). */
export function useFeedbackItem(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: feedbackItemKey(id),
    queryFn: async () => {
      const reply = await adminGet(`/api/admin/feedback/${id}`, AdminFeedbackReplySchema);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'list', '/api/admin/feedback'] });
      return reply;
    },
  });
}
