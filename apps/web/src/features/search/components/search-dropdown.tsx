import type { SearchJsonReply } from '@kodumasinad/contract';
import { useEffect, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import { ProductImage } from '../../../components/ui/product-image';

interface SearchDropdownProps {
  id: string;
  reply: SearchJsonReply;
  /** Results page of the phrase. */
  allResultsHref: string;
  /** Index of the option the arrow keys point at (`aria-activedescendant` of the box), or null. */
  active: number | null;
}

/** The id of option `index` of the listbox `id`, for `aria-activedescendant`. */
export const optionId = (id: string, index: number) => `${id}-option-${index}`;

/** The options of a reply: its results, then 'Kõik tulemused (n)'; none when nothing was found. */
export const optionCount = (reply: SearchJsonReply) =>
  reply.results.length === 0 ? 0 : reply.results.length + 1;

/** Keeps focus in the search box when an option is pressed with the mouse (combobox pattern). */
const keepFocus = (event: MouseEvent) => event.preventDefault();

const activeClass = 'bg-brand-100 outline-2 -outline-offset-2 outline-brand-700';

/**
 * Results under the search box: 75×75 thumbnails (asked at 100), title, code, price. A listbox
 * whose options are links: focus stays in the box, which points at the active option with
 * `aria-activedescendant` (WAI-ARIA combobox pattern, issue 10).
 */
export function SearchDropdown({ id, reply, allResultsHref, active }: SearchDropdownProps) {
  useEffect(() => {
    if (active === null) return;
    document.getElementById(optionId(id, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [id, active]);

  return (
    <div
      data-testid="search-dropdown"
      className="absolute top-full right-0 left-0 z-50 mt-1 flex max-h-[75vh] flex-col overflow-hidden rounded-md border border-slate-200 bg-white text-slate-900 shadow-xl"
    >
      {reply.results.length === 0 ? (
        <div id={id} className="px-4 py-5 text-sm">
          <p className="font-medium">Ei leitud ühtegi tulemust.</p>
          <p className="mt-1 text-slate-600">Võid proovida mõne muu otsisõnaga.</p>
        </div>
      ) : (
        <ul
          id={id}
          role="listbox"
          aria-label="Otsingutulemused"
          // Options are never tab stops; without this Chromium makes the scrolling list one.
          tabIndex={-1}
          className="flex min-h-0 flex-1 flex-col overflow-y-auto"
        >
          {reply.results.map((product, index) => (
            <li key={product.id} role="presentation" className="border-b border-slate-100">
              <Link
                id={optionId(id, index)}
                role="option"
                aria-selected={active === index}
                tabIndex={-1}
                to={`/${encodeURIComponent(product.url)}`}
                data-testid="search-result"
                onMouseDown={keepFocus}
                className={`flex items-center gap-3 px-3 py-2 hover:bg-brand-50 ${active === index ? activeClass : ''}`}
              >
                <span className="size-[75px] shrink-0 overflow-hidden rounded bg-white outline outline-1 outline-slate-100">
                  <ProductImage filename={product.filename} alt="" size={100} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 text-sm font-medium">{product.title}</span>
                  <span className="block text-xs text-slate-600">{product.code}</span>
                </span>
                <Price product={product} size="sm" className="shrink-0 flex-col items-end text-right" />
              </Link>
            </li>
          ))}
          <li role="presentation" className="sticky bottom-0 mt-auto">
            <Link
              id={optionId(id, reply.results.length)}
              role="option"
              aria-selected={active === reply.results.length}
              tabIndex={-1}
              to={allResultsHref}
              data-testid="search-all-results"
              onMouseDown={keepFocus}
              className={`block border-t border-slate-200 bg-slate-50 px-4 py-2.5 text-center text-sm font-medium text-brand-700 hover:bg-brand-50 hover:underline ${
                active === reply.results.length ? activeClass : ''
              }`}
            >
              Kõik tulemused ({reply.rows})
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}
