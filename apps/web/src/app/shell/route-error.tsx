import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { reportError } from '../../lib/error-reporting';
import { claimPageFocus } from '../../lib/page-focus';

/** Shown when a screen fails to load or render (e.g. a chunk missing after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const heading = useRef<HTMLHeadingElement>(null);
  // Reached by a page change, the heading takes focus like every page's (lib/page-focus).
  useEffect(() => {
    if (heading.current) claimPageFocus(heading.current);
  }, []);
  // The router catches what a screen throws, so the SDK's global handlers never see it.
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportError(error);
  }, [error]);
  return (
    <main className="mx-auto max-w-xl px-6 py-16 text-center">
      <h1 ref={heading} tabIndex={-1} className="mb-4 text-2xl font-semibold focus:outline-none">
        Midagi läks valesti
      </h1>
      <p className="mb-8 text-slate-600">Lehte ei õnnestunud avada. Proovi leht uuesti laadida.</p>
      <div className="flex justify-center gap-3">
        <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
          Laadi uuesti
        </button>
        <Link to="/" reloadDocument className={buttonClass('secondary')}>
          Avalehele
        </Link>
      </div>
    </main>
  );
}
