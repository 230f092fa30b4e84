import type { ReactNode } from 'react';
import { LoadFallback } from './load-fallback';
import { PageTitle } from './page-title';

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
      <LoadFallback isError={isError} error={error} />
    </section>
  );
}
