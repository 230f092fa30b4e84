import { ErrorReplySchema } from '@kodumasinad/contract';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api/client';
import { clearMessages, setError } from '../../../lib/state/messages';
import type { OrdersFilter } from './orders-list';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * GET /api/orders/export.csv|.xlsx with the list's filter, saved as a download. The API wants
 * X-Requested-With, which a plain link cannot send, so the file is fetched and handed to the
 * browser as a blob; a refused export shows the server's message.
 */
export async function downloadOrdersExport(filter: OrdersFilter, format: ExportFormat): Promise<void> {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  const query = params.toString();
  clearMessages();
  const reply = await fetch(`/api/orders/export.${format}${query ? `?${query}` : ''}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    credentials: 'same-origin',
  }).catch(() => null);
  if (reply === null || !reply.ok) {
    const body = reply ? ErrorReplySchema.safeParse(await reply.json().catch(() => null)) : null;
    setError(
      body?.success ? body.data.message : GENERIC_ERROR_MESSAGE,
      body?.success ? body.data.errors : undefined,
    );
    return;
  }
  const name =
    /filename="([^"]+)"/.exec(reply.headers.get('content-disposition') ?? '')?.[1] ?? `tellimused.${format}`;
  const url = URL.createObjectURL(await reply.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
