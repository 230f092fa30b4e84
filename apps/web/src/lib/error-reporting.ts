import { ERROR_SAMPLE_RATE, TRACES_SAMPLE_RATE } from '@kodumasinad/contract';
import type * as SentryReact from '@sentry/react';

/** The part of `@sentry/react` the app uses (a type only: nothing of the SDK is bundled here). */
export type BrowserSentry = Pick<
  typeof SentryReact,
  'init' | 'captureException' | 'browserTracingIntegration'
>;
export type SentryLoader = () => Promise<BrowserSentry>;

/** The SDK in a lazy chunk of its own: the first screen's bundle does not carry it (decision 041). */
const loadSentry: SentryLoader = () => import('./sentry-sdk');

let capture: ((error: unknown) => void) | null = null;

/**
 * Starts browser error reporting when the page's bootstrap names a DSN (SPEC §9 sample rates):
 * only then is the SDK loaded. Never throws: a missing chunk leaves reporting off.
 * Resolves to whether reporting is on.
 */
export async function startErrorReporting(
  dsn: string | null | undefined,
  load: SentryLoader = loadSentry,
): Promise<boolean> {
  if (!dsn) return false;
  try {
    const Sentry = await load();
    Sentry.init({
      dsn,
      environment: import.meta.env.MODE,
      sampleRate: ERROR_SAMPLE_RATE,
      tracesSampleRate: TRACES_SAMPLE_RATE,
      integrations: [Sentry.browserTracingIntegration()],
    });
    capture = (error) => Sentry.captureException(error);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reports an error the app caught itself (the route error screen); the SDK's own handlers see
 * only uncaught ones. Does nothing while reporting is off.
 */
export function reportError(error: unknown): void {
  capture?.(error);
}

/** Turns reporting off again (tests). */
export function stopErrorReporting(): void {
  capture = null;
}
