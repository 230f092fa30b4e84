import { AdminHelpContactsReplySchema } from '@kodumasinad/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';
import { contentKeys } from './query-keys';

/** GET /api/admin/help-contacts: the Help dropdown's two phones and the wholesale e-mail. */
export function useHelpContacts() {
  return useQuery({
    queryKey: contentKeys.helpContacts,
    queryFn: () => adminGet('/api/admin/help-contacts', AdminHelpContactsReplySchema),
  });
}
