import { ERROR_SAMPLE_RATE, TRACES_SAMPLE_RATE } from '@kodumasinad/contract';
import type { Config } from '../config.js';
import type { ErrorReporter } from './error-handler.js';

/**
 * Sends unhandled server errors to Sentry when SENTRY_DSN is set (SPEC §9 sample rates).
 * The SDK is loaded only then, so a server without a DSN does not pay its start-up cost.
 */
export async function createErrorReporter(config: Pick<Config, 'sentryDsn' | 'env'>): Promise<ErrorReporter> {
  if (config.sentryDsn === undefined) return () => undefined;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.env,
    sampleRate: ERROR_SAMPLE_RATE,
    tracesSampleRate: TRACES_SAMPLE_RATE,
  });
  return (error, requestId) => {
    Sentry.captureException(error, { tags: { request_id: requestId } });
  };
}
