import { ImportPreviewReplySchema } from '@kodumasinad/contract/admin';
import { useMutation } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';

/** POST /api/admin/imports/preview (multipart `file`) → the header, first rows and the guessed mapping. */
export function useImportPreview() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return adminPost('/api/admin/imports/preview', form, ImportPreviewReplySchema);
    },
  });
}
