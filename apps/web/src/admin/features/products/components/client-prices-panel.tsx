import { formatEuroCents } from '@kodumasinad/contract';
import type { AdminProductClientPrices } from '@kodumasinad/contract/admin';
import { useEffect, useId, useState } from 'react';
import { formatDay } from '@kodumasinad/contract';
import { useClientPrices } from '../api/client-prices';
import { useClientSearch } from '../api/client-search';

function PriceRows({ prices }: { prices: AdminProductClientPrices }) {
  const rows: [string, string][] = [
    ['Baashind (km-ta)', formatEuroCents(prices.base_price)],
    ['Kliendi allahindlus', `${String(prices.discount_percent).replace('.', ',')} %`],
    ['Kampaania', prices.campaign_applies ? 'kehtib täna' : 'ei kehti'],
    ['Ostuvaade: hind (km-ta)', formatEuroCents(prices.purchase.price)],
    ['Ostuvaade: hind km-ga', formatEuroCents(prices.purchase.price_vat)],
    ['Müügivaade: hind km-ga', formatEuroCents(prices.sales.price_vat)],
    ['Müügivaade: tavahind km-ga', formatEuroCents(prices.sales.price_default_vat)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" data-testid="client-prices">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
      <div className="contents">
        <dt className="text-slate-600">Kuupäev</dt>
        <dd>{formatDay(prices.day)}</dd>
      </div>
    </dl>
  );
}

/**
 * "Hinnad klientidele": the price a chosen client company pays for the product today, in both
 * price lists, so staff can answer a buyer's call.
 */
export function ClientPricesPanel({ productId }: { productId: number }) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [settled, setSettled] = useState('');
  const [client, setClient] = useState<{ id: number; name: string } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const clients = useClientSearch(settled);
  const prices = useClientPrices(productId, client?.id ?? null);
  return (
    <section
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      aria-labelledby={`${inputId}-h`}
    >
      <h2 id={`${inputId}-h`} className="text-base font-semibold">
        Hinnad klientidele
      </h2>
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
          Klient
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          placeholder="Otsi nime või registrikoodi järgi"
          onChange={(event) => setText(event.target.value)}
          className="block w-full rounded-md border border-slate-500 px-3 py-2 text-sm shadow-sm md:w-96"
        />
        {settled.trim() !== '' && (clients.data?.data.length ?? 0) > 0 && (
          <ul className="mt-1 max-w-xl rounded-md border border-slate-200 bg-white">
            {clients.data?.data.map((option) => (
              <li key={option.id}>
                <button
                  type="button"
                  className="w-full px-3 py-2 text-left text-sm hover:bg-slate-50"
                  onClick={() => {
                    setClient({ id: option.id, name: option.name });
                    setText('');
                    setSettled('');
                  }}
                >
                  {option.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {client && (
        <div className="space-y-2">
          <p className="text-sm">
            Valitud klient: <strong>{client.name}</strong>
          </p>
          {prices.data ? (
            <PriceRows prices={prices.data.data} />
          ) : (
            <p className="text-sm text-slate-500">Laen…</p>
          )}
        </div>
      )}
    </section>
  );
}
