import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startErrorReporting, stopErrorReporting, type BrowserSentry } from '../../lib/error-reporting';
import { RouteError } from './route-error';

async function startFakeSentry() {
  const sentry = { init: vi.fn(), captureException: vi.fn(), browserTracingIntegration: vi.fn() };
  await startErrorReporting('https://k@o1.ingest.example.io/42', () =>
    Promise.resolve(sentry as unknown as BrowserSentry),
  );
  return sentry;
}

function renderFailing(thrown: unknown) {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteError />,
      loader: () => {
        throw thrown;
      },
      element: <p>ok</p>,
      hydrateFallbackElement: <p>…</p>,
    },
  ]);
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  stopErrorReporting();
});

describe('RouteError', () => {
  it('reports the error the router caught', async () => {
    const sentry = await startFakeSentry();
    const error = new Error('screen failed');
    renderFailing(error);
    expect(await screen.findByText('Midagi läks valesti')).toBeDefined();
    // Reported from an effect, which may run a moment after the message is on the screen.
    await vi.waitFor(() => expect(sentry.captureException).toHaveBeenCalledWith(error));
  });

  it('does not report a route response (e.g. 404)', async () => {
    const sentry = await startFakeSentry();
    renderFailing(new Response(null, { status: 404 }));
    expect(await screen.findByText('Midagi läks valesti')).toBeDefined();
    expect(sentry.captureException).not.toHaveBeenCalled();
  });
});
