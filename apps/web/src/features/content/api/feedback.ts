import { type feedbackForm, type FormValues } from '@kodumasinad/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type FeedbackValues = FormValues<typeof feedbackForm>;

/** POST /api/feedback {feedback}; the reply's message becomes a toast. */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (feedback: FeedbackValues) =>
      api.post('/api/feedback', { feedback }, 'MessageReplySchema', { rethrow: true }),
  });
}
