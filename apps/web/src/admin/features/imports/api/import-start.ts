import {
  ImportReplySchema,
  type ImportKey,
  type ImportMapping,
  type ImportOptionsInput,
} from '@kodumasinad/contract/admin';
import { useMutation } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';

export interface ImportStart {
  file: File;
  mapping: ImportMapping;
  key: ImportKey;
  options: ImportOptionsInput;
  /** The picture ZIP beside the file (decision 088), named by product code. */
  pictures?: File | null;
}

/** POST /api/admin/imports (multipart: file, pictures?, mapping, key, options) → 202 {import}; the dry run starts. */
export function useImportStart() {
  return useMutation({
    mutationFn: async ({ file, mapping, key, options, pictures }: ImportStart) => {
      const form = new FormData();
      form.append('file', file);
      if (pictures !== undefined && pictures !== null) form.append('pictures', pictures);
      form.append('mapping', JSON.stringify(mapping));
      form.append('key', key);
      form.append('options', JSON.stringify(options));
      return (await adminPost('/api/admin/imports', form, ImportReplySchema)).import;
    },
  });
}
