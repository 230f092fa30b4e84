import { ClientDiscountOptionsReplySchema } from '@kodumasinad/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';

/** GET /api/admin/clients/discount-options: the brands and categories a discount row can name. */
export function useDiscountOptions() {
  return useQuery({
    queryKey: ['admin', 'client-discount-options'],
    queryFn: async () =>
      (await adminGet('/api/admin/clients/discount-options', ClientDiscountOptionsReplySchema)).data,
    staleTime: 5 * 60 * 1000,
  });
}
