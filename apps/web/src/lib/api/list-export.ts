import { reportError } from '../error-reporting';
import { clearMessages, setError } from '../state/messages';
import { GENERIC_ERROR_MESSAGE } from './client';
import { readErrorReply } from './error-reply';
import { saveBlob } from './file';

export type ExportFormat = 'csv' | 'xlsx';

/** The export's query: a ready query string (without `?`) or its parameters, empty ones left out. */
export type ExportQuery = string | Record<string, string | undefined>;

function queryString(query: ExportQuery): string {
  if (typeof query === 'string') return query;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  return params.toString();
}

/** An error reply's body, or nothing when it is not JSON (a proxy's page); reported either way. */
async function readRefusal(reply: Response) {
  try {
    return readErrorReply(await reply.json());
  } catch (error) {
    reportError(error);
    return {};
  }
}

/**
 * A list export (GET /api/…/export.csv|.xlsx with the list's filter, decision 040) of the shop or
 * the back-office saved as a download. The API wants X-Requested-With, which a plain link cannot
 * send, so the file is fetched and handed to the browser as a blob under the server's file name;
 * a refused export shows the server's message, a failed request the generic one (and is reported).
 */
export async function downloadListExport(
  path: string,
  query: ExportQuery,
  fallbackName: string,
): Promise<void> {
  const search = queryString(query);
  clearMessages();
  let reply: Response;
  try {
    reply = await fetch(`${path}${search ? `?${search}` : ''}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      credentials: 'same-origin',
    });
  } catch (error) {
    reportError(error);
    setError(GENERIC_ERROR_MESSAGE);
    return;
  }
  if (!reply.ok) {
    const body = await readRefusal(reply);
    setError(body.message ?? GENERIC_ERROR_MESSAGE, body.errors);
    return;
  }
  const name = /filename="([^"]+)"/.exec(reply.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveBlob(await reply.blob(), name);
}
