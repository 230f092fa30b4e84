import { AdminRemindersReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';

/** POST /api/admin/invoices/reminders → {sent, skipped}: a reminder for every overdue invoice. */
export function useSendAllReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminPost('/api/admin/invoices/reminders', {}, AdminRemindersReplySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'invoices'] }),
  });
}
