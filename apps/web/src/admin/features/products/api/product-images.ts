import { ProductImagesReplySchema } from '@kodumasinad/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';

/** The gallery's query key; every gallery change puts the server's reply under it. */
export const productImagesKey = (productId: number) => ['admin', 'products', productId, 'images'] as const;

/** GET /api/admin/products/{id}/images: the product's pictures, the main one first. */
export function useProductImages(productId: number) {
  return useQuery({
    queryKey: productImagesKey(productId),
    queryFn: async () =>
      (await adminGet(`/api/admin/products/${productId}/images`, ProductImagesReplySchema)).images,
  });
}
