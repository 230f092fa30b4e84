import type { SearchJsonReply } from '@kodumasinad/contract';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import { ProductImage } from '../../../components/ui/product-image';

interface SearchDropdownProps {
  id: string;
  reply: SearchJsonReply;
  /** Results page of the phrase. */
  allResultsHref: string;
}

/** Results under the search box: 75×75 thumbnails (asked at 100), title, code, price. */
export function SearchDropdown({ id, reply, allResultsHref }: SearchDropdownProps) {
  return (
    <div
      id={id}
      data-testid="search-dropdown"
      className="absolute top-full right-0 left-0 z-50 mt-1 flex max-h-[75vh] flex-col overflow-hidden rounded-md border border-slate-200 bg-white text-slate-900 shadow-xl"
    >
      {reply.results.length === 0 ? (
        <div className="px-4 py-5 text-sm">
          <p className="font-medium">Ei leitud ühtegi tulemust.</p>
          <p className="mt-1 text-slate-600">Võid proovida mõne muu otsisõnaga.</p>
        </div>
      ) : (
        <>
          <ul className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto">
            {reply.results.map((product) => (
              <li key={product.id}>
                <Link
                  to={`/${encodeURIComponent(product.url)}`}
                  data-testid="search-result"
                  className="flex items-center gap-3 px-3 py-2 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none"
                >
                  <span className="size-[75px] shrink-0 overflow-hidden rounded bg-white outline outline-1 outline-slate-100">
                    <ProductImage filename={product.filename} alt="" size={100} />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-2 text-sm font-medium">{product.title}</span>
                    <span className="block text-xs text-slate-500">{product.code}</span>
                  </span>
                  <Price product={product} size="sm" className="shrink-0 flex-col items-end text-right" />
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to={allResultsHref}
            data-testid="search-all-results"
            className="block shrink-0 border-t border-slate-200 bg-slate-50 px-4 py-2.5 text-center text-sm font-medium text-brand-700 hover:bg-brand-50 hover:underline"
          >
            Kõik tulemused ({reply.rows})
          </Link>
        </>
      )}
    </div>
  );
}
