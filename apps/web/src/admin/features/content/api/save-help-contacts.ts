import { AdminHelpContactsReplySchema, type AdminHelpContacts } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { contentKeys } from './query-keys';

/** POST /api/admin/help-contacts. */
export function useSaveHelpContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AdminHelpContacts) =>
      adminPost('/api/admin/help-contacts', values, AdminHelpContactsReplySchema),
    onSuccess: (reply) => queryClient.setQueryData(contentKeys.helpContacts, reply),
  });
}
