import { Link } from 'react-router';

/** Page numbers to show: the first, the last and two around the current one; null = a gap. */
export function pageWindow(page: number, lastPage: number): (number | null)[] {
  const pages = new Set([1, lastPage, page - 1, page, page + 1].filter((p) => p >= 1 && p <= lastPage));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const p of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === 'number' && p - previous > 1) result.push(p - previous === 2 ? p - 1 : null);
    result.push(p);
  }
  return result;
}

const itemClass =
  'inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm font-medium';
const linkClass = `${itemClass} border-slate-300 bg-white text-slate-700 hover:bg-brand-50 hover:text-brand-800`;
const disabledClass = `${itemClass} cursor-not-allowed border-slate-200 bg-slate-50 text-slate-400`;

interface PaginationProps {
  page: number;
  lastPage: number;
  hrefFor(page: number): string;
}

/** Page links (the page lives in the URL, so each is a real link). */
export function Pagination({ page, lastPage, hrefFor }: PaginationProps) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label="Lehekülgede valik" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} data-testid="pagination-prev" rel="prev" className={linkClass}>
          ‹ Eelmine
        </Link>
      ) : (
        <span data-testid="pagination-prev" aria-disabled="true" className={disabledClass}>
          ‹ Eelmine
        </span>
      )}
      <ul className="hidden flex-wrap items-center gap-2 sm:flex">
        {pageWindow(page, lastPage).map((p, index) =>
          p === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className={`${itemClass} border-brand-700 bg-brand-700 text-white`}>
                  {p}
                </span>
              ) : (
                <Link to={hrefFor(p)} aria-label={`Lehekülg ${p}`} className={linkClass}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      <span className="text-sm text-slate-600 sm:hidden">
        {page} / {lastPage}
      </span>
      {page < lastPage ? (
        <Link to={hrefFor(page + 1)} data-testid="pagination-next" rel="next" className={linkClass}>
          Järgmine ›
        </Link>
      ) : (
        <span data-testid="pagination-next" aria-disabled="true" className={disabledClass}>
          Järgmine ›
        </span>
      )}
    </nav>
  );
}
