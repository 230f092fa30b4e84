import { afterEach, describe, expect, it, vi } from 'vitest';
import { startErrorReporting, stopErrorReporting, type BrowserSentry } from '../error-reporting';
import { messagesStore } from '../state/messages';
import { GENERIC_ERROR_MESSAGE } from './client';
import { downloadListExport } from './list-export';

/** Reporting on, with a fake SDK whose captures the test reads. */
async function captureReports() {
  const captureException = vi.fn((_error: unknown) => 'event-id');
  const sentry = { init: vi.fn(), captureException, browserTracingIntegration: vi.fn(() => ({})) };
  await startErrorReporting('https://k@o1.ingest.example.io/42', () =>
    Promise.resolve(sentry as unknown as BrowserSentry),
  );
  return captureException;
}

afterEach(() => {
  stopErrorReporting();
});

describe('downloadListExport', () => {
  it('sends a query string as it is and leaves empty parameters of a record out', async () => {
    const fetch = vi.fn((_input: string) => Promise.resolve(new Response('{}', { status: 422 })));
    vi.stubGlobal('fetch', fetch);
    await downloadListExport('/api/admin/clients/export.csv', 'q=as&page=2', 'kliendid.csv');
    await downloadListExport('/api/orders/export.csv', { status: 'paid', from: undefined, to: '' }, 't.csv');
    await downloadListExport('/api/orders/export.xlsx', {}, 't.xlsx');
    expect(fetch.mock.calls.map(([input]) => String(input))).toEqual([
      '/api/admin/clients/export.csv?q=as&page=2',
      '/api/orders/export.csv?status=paid',
      '/api/orders/export.xlsx',
    ]);
  });

  it('shows the generic message and reports the error when the request fails', async () => {
    const captured = await captureReports();
    const failure = new TypeError('Failed to fetch');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(failure)),
    );
    await downloadListExport('/api/orders/export.csv', {}, 'tellimused.csv');
    expect(messagesStore.get().error).toBe(GENERIC_ERROR_MESSAGE);
    expect(captured).toHaveBeenCalledExactlyOnceWith(failure);
  });

  it('shows the generic message and reports it when a refusal is not JSON', async () => {
    const captured = await captureReports();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 }))),
    );
    await downloadListExport('/api/orders/export.csv', {}, 'tellimused.csv');
    expect(messagesStore.get().error).toBe(GENERIC_ERROR_MESSAGE);
    expect(captured).toHaveBeenCalledOnce();
    expect(captured.mock.calls[0]?.[0]).toBeInstanceOf(SyntaxError);
  });
});
