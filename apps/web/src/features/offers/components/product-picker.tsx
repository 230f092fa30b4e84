import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH, type Product } from '@kodumasinad/contract';
import { useEffect, useState } from 'react';
import { formatCents } from '../../../lib/format';
import { searchProducts } from '../api/product-search';

/**
 * Finds a catalogue product as the buyer types (SPEC §5: at least 3 characters, after a 500 ms
 * pause; the previous request is cancelled) and hands the chosen one's id to `onPick`.
 */
export function ProductPicker({ onPick }: { onPick: (productId: number) => void }) {
  const [phrase, setPhrase] = useState('');
  const [results, setResults] = useState<Product[] | null>(null);

  useEffect(() => {
    const text = phrase.trim();
    if (text.length < SEARCH_MIN_LENGTH) {
      setResults(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void searchProducts(text, controller.signal).then((reply) => {
        if (reply !== undefined) setResults(reply.results);
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [phrase]);

  return (
    <div className="relative w-full max-w-md">
      <label className="block text-sm">
        <span className="mb-1 block font-medium text-slate-700">Lisa toode kataloogist</span>
        <input
          type="search"
          value={phrase}
          placeholder="Otsi nime või koodi järgi"
          onChange={(event) => setPhrase(event.target.value)}
          className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
        />
      </label>
      {results !== null && (
        <ul
          aria-label="Leitud tooted"
          className="absolute z-20 mt-1 max-h-80 w-full overflow-y-auto rounded-md border border-slate-200 bg-white shadow-lg"
        >
          {results.length === 0 && (
            <li className="px-3 py-2 text-sm text-slate-600">Ei leitud ühtegi tulemust.</li>
          )}
          {results.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                className="flex w-full justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-brand-50"
                onClick={() => {
                  onPick(product.id);
                  setPhrase('');
                }}
              >
                <span>
                  {product.title}
                  <span className="block text-xs text-slate-500">{product.code}</span>
                </span>
                <span className="whitespace-nowrap">{formatCents(product.price)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
