import { AdminProductReplySchema, MAX_PRODUCT_LINKS } from '@kodumasinad/contract/admin';
import { useQueries } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useSettledValue } from '../../../../lib/hooks/use-settled-value';
import { adminGet } from '../../../lib/admin-api';
import { useProductSearch } from '../api/product-search';
import { productKeys } from '../api/query-keys';

/** How long typing pauses before the product search asks. */
const SEARCH_PAUSE_MS = 250;

/** Add-ons, related or similar products: the chosen ones by code, and a search by code or title to add more. */
export function ProductLinksField({
  label,
  ids,
  selfId,
  error,
  onChange,
}: {
  label: string;
  ids: number[];
  selfId: number | null;
  error?: string | undefined;
  onChange(ids: number[]): void;
}) {
  const inputId = useId();
  const [text, setText] = useState('');
  const search = useProductSearch(useSettledValue(text, SEARCH_PAUSE_MS));
  const chosen = useQueries({
    queries: ids.map((id) => ({
      queryKey: productKeys.item(id),
      queryFn: () => adminGet(`/api/admin/products/${id}`, AdminProductReplySchema),
    })),
  });
  const candidates = (search.data?.data ?? []).filter((p) => p.id !== selfId && !ids.includes(p.id));
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      {ids.length > 0 && (
        <ul className="space-y-1" aria-label={label}>
          {ids.map((id, index) => {
            const product = chosen[index]?.data?.product;
            return (
              <li key={id} className="flex items-center gap-2 text-sm">
                <span className="font-mono">{product?.code ?? `#${id}`}</span>
                <span className="text-slate-600">{product?.title ?? ''}</span>
                <Button
                  variant="ghost"
                  className="ml-auto"
                  aria-label={`Eemalda ${product?.code ?? id}`}
                  onClick={() => onChange(ids.filter((other) => other !== id))}
                >
                  Eemalda
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {error && <p className="text-sm text-red-700">{error}</p>}
      {ids.length < MAX_PRODUCT_LINKS && (
        <div>
          <label htmlFor={inputId} className="mb-1 block text-sm text-slate-600">
            Lisa koodi või nimetuse järgi
          </label>
          <input
            id={inputId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="block w-full rounded-md border border-slate-500 px-3 py-2 text-sm shadow-sm md:w-72"
          />
          {text.trim() !== '' && candidates.length > 0 && (
            <ul className="mt-1 max-w-xl rounded-md border border-slate-200 bg-white">
              {candidates.map((product) => (
                <li key={product.id}>
                  <button
                    type="button"
                    className="flex w-full gap-2 px-3 py-2 text-left text-sm hover:bg-slate-50"
                    onClick={() => {
                      onChange([...ids, product.id]);
                      setText('');
                    }}
                  >
                    <span className="font-mono">{product.code}</span>
                    <span className="text-slate-600">{product.title}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
