import { ErrorReplySchema } from '@kodumasinad/contract';
import { GENERIC_ERROR_MESSAGE } from '../../lib/api/client';
import { saveBlob } from '../../lib/api/file';
import { clearMessages, setError } from '../../lib/state/messages';

/**
 * GET `<endpoint>/export.csv?<the list's params>` saved as a download. Every /api call needs
 * X-Requested-With, which a plain link cannot send, so the file is fetched and handed over as a
 * blob (as the shop's order export); a refused export shows the server's message.
 */
export async function downloadCsv(endpoint: string, query: string, fallbackName: string): Promise<boolean> {
  clearMessages();
  const reply = await fetch(`${endpoint}/export.csv${query ? `?${query}` : ''}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    credentials: 'same-origin',
  }).catch(() => null);
  if (reply === null || !reply.ok) {
    const body = reply ? ErrorReplySchema.safeParse(await reply.json().catch(() => null)) : null;
    setError(
      body?.success ? body.data.message : GENERIC_ERROR_MESSAGE,
      body?.success ? body.data.errors : undefined,
    );
    return false;
  }
  const name = /filename="([^"]+)"/.exec(reply.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveBlob(await reply.blob(), name);
  return true;
}
