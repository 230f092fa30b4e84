import type { ReactNode } from 'react';
import { PageTitle } from './page-title';
import { Skeleton } from './skeleton';

/**
 * A detail screen (an order, an invoice) before its record is there: the heading, and the
 * loading placeholder or, when loading failed, `error` as an alert.
 */
export function DetailFallback({
  title,
  isError,
  error,
}: {
  title: string;
  isError: boolean;
  error: ReactNode;
}) {
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      {isError ? (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      ) : (
        <Skeleton title={false} />
      )}
    </section>
  );
}
