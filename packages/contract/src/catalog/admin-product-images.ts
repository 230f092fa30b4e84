import { z } from 'zod';
import { ReplyExtrasSchema } from '../common.js';
import { idSchema, numericParam, resourcePath } from '../validation/request.js';
import { PRODUCT_NOT_FOUND_MESSAGE, ProductImageSchema } from './admin-products.js';

/**
 * Issue 24: a product's picture gallery in the back-office (decision 083). Pictures are uploaded
 * as multipart `files` (several at once), recognised by their content, re-encoded without
 * metadata; the first by order is the main picture (mirrored in the product's `filename`).
 */

export const PRODUCT_IMAGE_NOT_FOUND_MESSAGE = 'Pilti ei leitud.';
export const PRODUCT_IMAGE_TYPE_MESSAGE = 'Fail ei ole pilt (lubatud JPEG, PNG, WebP, GIF).';
export const PRODUCT_IMAGE_SIZE_MESSAGE = 'Pilt on suurem kui 15 MB.';
export const PRODUCT_IMAGE_PIXELS_MESSAGE = 'Pildil on üle 40 megapiksli.';
export const PRODUCT_IMAGE_NONE_MESSAGE = 'Vali vähemalt üks pilt.';
export const PRODUCT_IMAGE_ORDER_MESSAGE =
  'Järjekorras peavad olema kõik selle toote pildid, igaüks üks kord.';
export const PRODUCT_IMAGE_TOO_MANY_MESSAGE = 'Tootel saab olla kuni 50 pilti.';

/** One picture file at most (15 MB). */
export const MAX_PRODUCT_IMAGE_BYTES = 15 * 1024 * 1024;
/** Decoded size at most: 40 megapixels. */
export const MAX_PRODUCT_IMAGE_PIXELS = 40_000_000;
/** Files in one upload request; the back-office sends larger selections in batches of this. */
export const MAX_PRODUCT_IMAGES_PER_UPLOAD = 5;
/** Pictures in one product's gallery. */
export const MAX_PRODUCT_IMAGES = 50;
/** What the back-office's file input offers (the server checks the content, not this). */
export const PRODUCT_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

export const ProductImagesParamsSchema = resourcePath({ id: numericParam(PRODUCT_NOT_FOUND_MESSAGE) });
export const ProductImageParamsSchema = resourcePath({
  id: numericParam(PRODUCT_NOT_FOUND_MESSAGE),
  imageId: numericParam(PRODUCT_IMAGE_NOT_FOUND_MESSAGE),
});

/** GET, POST, PUT …/order and DELETE of /api/admin/products/{id}/images: the gallery in order. */
export const ProductImagesReplySchema = ReplyExtrasSchema.extend({ images: z.array(ProductImageSchema) });
export type ProductImagesReply = z.infer<typeof ProductImagesReplySchema>;

/** PUT /api/admin/products/{id}/images/order: every picture's id, the main one first. */
export const ProductImagesOrderSchema = z.object({
  ids: z
    .array(idSchema(PRODUCT_IMAGE_ORDER_MESSAGE), { error: PRODUCT_IMAGE_ORDER_MESSAGE })
    .min(1, PRODUCT_IMAGE_ORDER_MESSAGE)
    .max(MAX_PRODUCT_IMAGES, PRODUCT_IMAGE_ORDER_MESSAGE),
});
export type ProductImagesOrder = z.output<typeof ProductImagesOrderSchema>;
