import { StatementPreviewReplySchema } from '@kodumasinad/contract/admin';
import { useMutation } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';

/** POST /api/admin/bank-statements/preview (multipart `file`) → the classified lines under a token; books nothing. */
export function useStatementPreview() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return adminPost('/api/admin/bank-statements/preview', form, StatementPreviewReplySchema);
    },
  });
}
