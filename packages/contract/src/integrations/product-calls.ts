import { z } from 'zod';
import { FieldErrorsSchema, ReplyExtrasSchema } from '../common.js';
import { AdminProductInputSchema, AdminProductSchema, ProductCodeSchema } from '../catalog/admin-products.js';
import { jsonSchemaOf } from './json-schema.js';

/**
 * Issue 24, the ERP's product writes (decision 081): one product by code, and batches of up to
 * 1,000 products each answered by row.
 */

export const PRODUCT_BATCH_MAX = 1000;
export const PRODUCT_BATCH_SIZE_MESSAGE = 'Tooteid peab olema 1 kuni 1000.';

/** PUT /api/integration/products/{code}: the code names the product (created when new). */
export const IntegrationProductParamsSchema = z.object({
  code: ProductCodeSchema.meta({ description: "The product's code; a new code creates the product." }),
});

/** The product as saved, and whether the call created it. */
export const IntegrationProductReplySchema = ReplyExtrasSchema.extend({
  product: AdminProductSchema,
  created: z.boolean(),
});
export type IntegrationProductReply = z.infer<typeof IntegrationProductReplySchema>;

/**
 * POST /api/integration/products/batch: 1 to 1,000 whole products with their codes. Each row is
 * checked on its own (the server answers a bad row with its errors and saves the others), so the
 * list takes any rows; the document shows each row's schema, the back-office's product.
 */
export const ProductBatchRequestSchema = z
  .array(z.unknown().meta(jsonSchemaOf(AdminProductInputSchema, 'input')), {
    error: PRODUCT_BATCH_SIZE_MESSAGE,
  })
  .min(1, PRODUCT_BATCH_SIZE_MESSAGE)
  .max(PRODUCT_BATCH_MAX, PRODUCT_BATCH_SIZE_MESSAGE);

export const PRODUCT_BATCH_STATUSES = ['created', 'updated', 'unchanged', 'invalid'] as const;
export type ProductBatchStatus = (typeof PRODUCT_BATCH_STATUSES)[number];

export const ProductBatchResultSchema = z.object({
  /** The row's place in the request, from 0. */
  index: z.number().int(),
  /** The row's code as sent (null when it has none). */
  code: z.string().nullable(),
  status: z.enum(PRODUCT_BATCH_STATUSES),
  /** The saved product's id (null for an invalid row). */
  id: z.number().int().nullable(),
  /** Field → Estonian messages, for `invalid` rows. */
  errors: FieldErrorsSchema.optional(),
});
export type ProductBatchResult = z.infer<typeof ProductBatchResultSchema>;

export const ProductBatchReplySchema = ReplyExtrasSchema.extend({
  data: z.array(ProductBatchResultSchema),
  meta: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    invalid: z.number().int(),
  }),
});
export type ProductBatchReply = z.infer<typeof ProductBatchReplySchema>;
