/**
 * The lazy chunk's entry: only what the app calls from `@sentry/react`, so the bundler can leave
 * the rest of the SDK out (a dynamic import of the package itself would keep all of it).
 */
export { browserTracingIntegration, captureException, init } from '@sentry/react';
