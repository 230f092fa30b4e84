import { type QuickOrderPreviewReply } from '@kodumasinad/contract';
import { api } from '../../../lib/api';

/** What the quick order reads: pasted text, or a CSV/XLSX file sent as multipart `file`. */
export type QuickOrderInput = { text: string } | { file: File };

export function quickOrderBody(input: QuickOrderInput): { text: string } | FormData {
  if ('text' in input) return input;
  const form = new FormData();
  form.append('file', input.file);
  return form;
}

/**
 * POST /api/quick-order/preview → {lines}: each code's product, quantity and what stops it. A
 * refused input (422, e.g. a bad file) was shown by the client and gives undefined.
 */
export function previewQuickOrder(input: QuickOrderInput): Promise<QuickOrderPreviewReply | undefined> {
  return api.post('/api/quick-order/preview', quickOrderBody(input), 'QuickOrderPreviewReplySchema');
}
