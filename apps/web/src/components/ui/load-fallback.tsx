import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';

/** What a list says when its rows could not be loaded (the back-office's lists). */
export const LIST_LOAD_ERROR = 'Nimekirja ei õnnestunud laadida.';

/**
 * What stands in for data not there yet: the loading placeholder or, when loading failed,
 * `error` as an alert. A detail screen's and a list's alike.
 */
export function LoadFallback({ isError, error }: { isError: boolean; error: ReactNode }) {
  return isError ? (
    <p role="alert" className="text-red-700">
      {error}
    </p>
  ) : (
    <Skeleton title={false} />
  );
}
