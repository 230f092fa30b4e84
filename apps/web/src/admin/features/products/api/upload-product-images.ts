import { MAX_PRODUCT_IMAGES_PER_UPLOAD, ProductImagesReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { productImagesKey } from './product-images';

/**
 * POST /api/admin/products/{id}/images (multipart `files`): uploads the chosen pictures in
 * batches of MAX_PRODUCT_IMAGES_PER_UPLOAD (the server's bound per request, decision 083), one
 * batch after another; the gallery shows each batch's result as it arrives. A refused batch stops
 * the rest and rejects with the server's 422 (`errors.files`).
 */
export function useUploadProductImages(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: readonly File[]) => {
      let images = null;
      for (let start = 0; start < files.length; start += MAX_PRODUCT_IMAGES_PER_UPLOAD) {
        const form = new FormData();
        for (const file of files.slice(start, start + MAX_PRODUCT_IMAGES_PER_UPLOAD))
          form.append('files', file);
        const reply = await adminPost(
          `/api/admin/products/${productId}/images`,
          form,
          ProductImagesReplySchema,
        );
        images = reply.images;
        queryClient.setQueryData(productImagesKey(productId), images);
      }
      return images;
    },
  });
}
