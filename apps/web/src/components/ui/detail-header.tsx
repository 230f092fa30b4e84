import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from './page-title';

/**
 * A detail screen's head, shop's and back-office's alike: the way back to its list ("← Arved"),
 * the heading (also the tab's title) and, below it, a line of facts (date, who, statuses).
 */
export function DetailHeader({
  back,
  backLabel,
  title,
  children,
}: {
  /** The list's address. */
  back: string;
  backLabel: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div>
      <Link to={back} className="text-sm text-brand-700 hover:underline">
        ← {backLabel}
      </Link>
      <PageTitle>{title}</PageTitle>
      {children && (
        <div className="-mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-600">{children}</div>
      )}
    </div>
  );
}
