import { ImportProfileListReplySchema } from '@kodumasinad/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';

export const IMPORT_PROFILES_KEY = ['admin', 'import-profiles'] as const;

/** GET /api/admin/import-profiles → {data}: the saved mappings per supplier. */
export function useImportProfiles() {
  return useQuery({
    queryKey: IMPORT_PROFILES_KEY,
    queryFn: async ({ signal }) =>
      (await adminGet('/api/admin/import-profiles', ImportProfileListReplySchema, { signal })).data,
  });
}
