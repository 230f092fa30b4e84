import { AdminFeedbackReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToast } from '../../../../lib/state/messages';
import { adminPost } from '../../../lib/admin-api';
import { feedbackItemKey } from './feedback-item';

/** POST /api/admin/feedback/{id}/state: mark read or answered (confirmed by a toast). */
export function useSetFeedbackState(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (state: 'read' | 'answered') =>
      adminPost(`/api/admin/feedback/${id}/state`, { state }, AdminFeedbackReplySchema),
    onSuccess: async (reply, state) => {
      addToast(state === 'answered' ? 'Sõnum on märgitud vastatuks.' : 'Sõnum on märgitud loetuks.');
      queryClient.setQueryData(feedbackItemKey(id), reply);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'list', '/api/admin/feedback'] });
    },
  });
}
