import type { ReactNode } from 'react';

/**
 * Tables that stack below md: every row is a card and each cell a line with its own label, so
 * nothing scrolls sideways at 375 px. From md up they are ordinary tables. 'compact' rows are
 * for tables inside a card (an order's rows).
 */
export type StackedDensity = 'regular' | 'compact';

/** A header cell's classes (the header row itself shows only from md up). */
export const stackedTh = (density: StackedDensity = 'regular') =>
  density === 'compact' ? 'px-4 py-2 font-medium' : 'px-4 py-3 font-medium';

/** A body cell's classes: a flex line below md, a table cell from md up. */
export const stackedTd = (density: StackedDensity = 'regular') =>
  `flex justify-between gap-3 px-4 py-1 md:table-cell ${density === 'compact' ? 'md:py-2' : 'md:py-3'}`;

/** A body cell with its label shown (to sight only: the column header names it) below md. */
export function StackedCell({
  label,
  className = '',
  density = 'regular',
  children,
}: {
  label: string;
  className?: string;
  density?: StackedDensity;
  children: ReactNode;
}) {
  return (
    <td className={`${stackedTd(density)} ${className}`}>
      <span aria-hidden="true" className="text-slate-500 md:hidden">
        {label}
      </span>
      <span>{children}</span>
    </td>
  );
}
