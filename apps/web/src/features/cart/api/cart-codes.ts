import { type Product } from '@kodumasinad/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryGet } from '../../../lib/api';

const DEBOUNCE_MS = 150;

/**
 * "Lisa koodi järgi": GET /api/quick-order/codes?prefix= — up to eight products whose code begins
 * with what is typed, asked like search as you type (no loading overlay, failures show nothing).
 */
export function useProductsByCode(prefix: string): Product[] {
  const [asked, setAsked] = useState(prefix);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(prefix.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [prefix]);
  const { data } = useQuery({
    queryKey: ['cart-codes', asked],
    queryFn: async ({ signal }) =>
      (
        await queryGet('/api/quick-order/codes', 'QuickOrderCodesReplySchema', {
          signal,
          search: true,
          query: { prefix: asked },
        })
      ).data,
    enabled: asked.length >= 2,
    placeholderData: keepPreviousData,
  });
  return asked.length >= 2 ? (data ?? []) : [];
}
