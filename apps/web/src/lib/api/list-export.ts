import { clearMessages, setError } from '../state/messages';
import { GENERIC_ERROR_MESSAGE } from './client';
import { readErrorReply } from './error-reply';
import { saveBlob } from './file';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * A list export (GET /api/…/export.csv|.xlsx with the list's filter, decision 040) saved as a
 * download. The API wants X-Requested-With, which a plain link cannot send, so the file is
 * fetched and handed to the browser as a blob under the server's file name; a refused export
 * shows the server's message.
 */
export async function downloadListExport(
  path: string,
  query: Record<string, string | undefined>,
  fallbackName: string,
): Promise<void> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  clearMessages();
  const reply = await fetch(`${path}${search ? `?${search}` : ''}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    credentials: 'same-origin',
  }).catch(() => null);
  if (reply === null || !reply.ok) {
    const body = reply ? readErrorReply(await reply.json().catch(() => null)) : {};
    setError(body.message ?? GENERIC_ERROR_MESSAGE, body.errors);
    return;
  }
  const name = /filename="([^"]+)"/.exec(reply.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveBlob(await reply.blob(), name);
}
