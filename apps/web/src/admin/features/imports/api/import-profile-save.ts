import { ImportProfileReplySchema, type ImportProfileInput } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToast } from '../../../../lib/state/messages';
import { adminPost, adminPut } from '../../../lib/admin-api';
import { IMPORT_PROFILES_KEY } from './import-profiles';

/** POST /api/admin/import-profiles, or PUT …/{id} for an existing one → {profile}. */
export function useImportProfileSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, profile }: { id: number | null; profile: ImportProfileInput }) =>
      (id === null
        ? await adminPost('/api/admin/import-profiles', profile, ImportProfileReplySchema)
        : await adminPut(`/api/admin/import-profiles/${id}`, profile, ImportProfileReplySchema)
      ).profile,
    onSuccess: async () => {
      addToast('Profiil on salvestatud.');
      await queryClient.invalidateQueries({ queryKey: IMPORT_PROFILES_KEY });
    },
  });
}
