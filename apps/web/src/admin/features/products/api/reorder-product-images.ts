import { ProductImagesReplySchema, type ProductImage } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPut } from '../../../lib/admin-api';
import { productImagesKey } from './product-images';

/**
 * PUT /api/admin/products/{id}/images/order: every picture's id, the main one first. The new
 * order shows at once; a refused change puts the server's order back.
 */
export function useReorderProductImages(productId: number) {
  const queryClient = useQueryClient();
  const key = productImagesKey(productId);
  return useMutation({
    mutationFn: async (images: readonly ProductImage[]) =>
      (
        await adminPut(
          `/api/admin/products/${productId}/images/order`,
          { ids: images.map((image) => image.id) },
          ProductImagesReplySchema,
        )
      ).images,
    onMutate: (images) => {
      const before = queryClient.getQueryData<ProductImage[]>(key);
      queryClient.setQueryData(key, [...images]);
      return { before };
    },
    onSuccess: (images) => queryClient.setQueryData(key, images),
    onError: async (_error, _images, context) => {
      if (context?.before !== undefined) queryClient.setQueryData(key, context.before);
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
