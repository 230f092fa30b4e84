import { AdminProductBulkReplySchema } from '@kodumasinad/contract/admin';
import type { ProductBulkAction } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { ADMIN_LIST_KEY, productKeys } from './query-keys';

/** The request as sent (AdminProductBulkRequestSchema reads it). */
export interface ProductBulkBody {
  ids: number[];
  action: ProductBulkAction;
  category_id?: number | null;
  percent?: number | null;
  campaign_price?: number | null;
  campaign_percent?: number | null;
  discount_start?: string | null;
  discount_end?: string | null;
}

/** POST /api/admin/products/bulk: one action on the selected products. */
export function useBulkProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductBulkBody) =>
      adminPost('/api/admin/products/bulk', body, AdminProductBulkReplySchema),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      await queryClient.invalidateQueries({ queryKey: ADMIN_LIST_KEY });
    },
  });
}
