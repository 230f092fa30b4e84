import { AdminProductClientPricesReplySchema } from '@kodumasinad/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';
import { productKeys } from './query-keys';

/** GET /api/admin/products/{id}/client-prices?client_id=: what one client pays today. */
export function useClientPrices(productId: number, clientId: number | null) {
  return useQuery({
    queryKey: productKeys.clientPrices(productId, clientId ?? 0),
    queryFn: () =>
      adminGet(
        `/api/admin/products/${productId}/client-prices?client_id=${clientId}`,
        AdminProductClientPricesReplySchema,
      ),
    enabled: clientId !== null,
  });
}
