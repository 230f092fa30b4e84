import { AdminRemindersReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToast } from '../../../../lib/state/messages';
import { adminPost } from '../../../lib/admin-api';

/**
 * POST /api/admin/invoices/reminders → {sent, skipped}: a reminder for every overdue invoice;
 * the toast says how many went and which invoices had no e-mail address.
 */
export function useSendAllReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminPost('/api/admin/invoices/reminders', {}, AdminRemindersReplySchema),
    onSuccess: async ({ sent, skipped }) => {
      const skippedText =
        skipped.length > 0 ? ` E-posti aadressita: ${skipped.map((item) => item.number).join(', ')}.` : '';
      addToast(`Saadetud ${sent} ${sent === 1 ? 'meeldetuletus' : 'meeldetuletust'}.${skippedText}`);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'invoices'] });
    },
  });
}
