import type { QueryClient } from '@tanstack/react-query';
import { prefetchProduct } from '../features/catalog/api/product';
import { setProductPrefetcher } from '../lib/prefetch';
import { loadProductScreen } from './routes/lazy-screens';

/** What a hovered product link loads ahead: the product screen's code and its data. */
export function connectPrefetch(queryClient: QueryClient): void {
  setProductPrefetcher((slug) => {
    void loadProductScreen();
    prefetchProduct(queryClient, slug);
  });
}
