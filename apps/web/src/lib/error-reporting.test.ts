import { ERROR_SAMPLE_RATE, TRACES_SAMPLE_RATE } from '@kodumasinad/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError, startErrorReporting, stopErrorReporting, type BrowserSentry } from './error-reporting';

function fakeSentry() {
  const tracing = { name: 'BrowserTracing' };
  const sentry = {
    init: vi.fn(),
    captureException: vi.fn(() => 'event-id'),
    browserTracingIntegration: vi.fn(() => tracing),
  };
  const load = vi.fn(() => Promise.resolve(sentry as unknown as BrowserSentry));
  return { sentry, load, tracing };
}

afterEach(() => {
  stopErrorReporting();
});

describe('startErrorReporting', () => {
  it.each([null, undefined, ''])('loads and starts nothing without a DSN (%o)', async (dsn) => {
    const { sentry, load } = fakeSentry();
    await expect(startErrorReporting(dsn, load)).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(sentry.init).not.toHaveBeenCalled();
    reportError(new Error('lost'));
    expect(sentry.captureException).not.toHaveBeenCalled();
  });

  it("loads the SDK with a DSN and starts it with SPEC §9's sample rates", async () => {
    const { sentry, load, tracing } = fakeSentry();
    const dsn = 'https://public-key@o1.ingest.example.io/42';
    await expect(startErrorReporting(dsn, load)).resolves.toBe(true);
    expect(load).toHaveBeenCalledOnce();
    expect(sentry.init).toHaveBeenCalledExactlyOnceWith({
      dsn,
      environment: 'test',
      sampleRate: 0.1,
      tracesSampleRate: 0.01,
      integrations: [tracing],
    });
    expect([ERROR_SAMPLE_RATE, TRACES_SAMPLE_RATE]).toEqual([0.1, 0.01]);
    const error = new Error('route failed');
    reportError(error);
    expect(sentry.captureException).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('stays off when the SDK cannot be loaded', async () => {
    const load = vi.fn(() => Promise.reject(new Error('chunk missing')));
    await expect(startErrorReporting('https://k@o1.ingest.example.io/42', load)).resolves.toBe(false);
  });
});
