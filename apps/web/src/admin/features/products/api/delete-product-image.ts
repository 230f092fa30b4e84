import { ProductImagesReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminDelete } from '../../../lib/admin-api';
import { productImagesKey } from './product-images';

/** DELETE /api/admin/products/{id}/images/{imageId}: the gallery without the picture. */
export function useDeleteProductImage(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (imageId: number) =>
      (await adminDelete(`/api/admin/products/${productId}/images/${imageId}`, ProductImagesReplySchema))
        .images,
    onSuccess: (images) => queryClient.setQueryData(productImagesKey(productId), images),
  });
}
