import {
  MAX_PRODUCT_IMAGE_BYTES,
  MAX_PRODUCT_IMAGES_PER_UPLOAD,
  ProductImageParamsSchema,
  ProductImagesOrderSchema,
  ProductImagesParamsSchema,
  ProductImagesReplySchema,
  type Staff,
} from '@kodumasinad/contract/admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { takeUploadedFiles, type UploadedFile } from '../../platform/uploads.js';
import type { ContractTypeProvider } from '../../platform/validation.js';
import { currentStaff, type RequireStaff } from '../admin/core/index.js';
import { PRODUCT_IMAGES_FIELD, type ProductImagesService } from './product-images.service.js';

/** The upload's files, taken out of the multipart body before the route runs (decision 039). */
const uploads = new WeakMap<object, UploadedFile[]>();
const takeFiles = async (request: FastifyRequest) => {
  if (!request.isMultipart()) return;
  uploads.set(request, takeUploadedFiles(request.body, PRODUCT_IMAGES_FIELD));
};

/**
 * A product's picture gallery in the back-office (issue 24, decision 083); role `catalog` (admin
 * always). The multipart body is bounded for this route: at most MAX_PRODUCT_IMAGES_PER_UPLOAD
 * files of at most 15 MB each (a longer file is cut and refused by its size; more files are a 413).
 */
export function registerProductImageRoutes(
  app: FastifyInstance,
  deps: { images: ProductImagesService<Staff>; requireStaff: RequireStaff },
): void {
  const { images } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();
  const onRequest = deps.requireStaff(['catalog']);
  const reply = { 200: ProductImagesReplySchema };

  api.get(
    '/api/admin/products/:id/images',
    { onRequest, schema: { params: ProductImagesParamsSchema, response: reply } },
    async (request) => ({ images: await images.list(request.params.id) }),
  );
  api.post(
    '/api/admin/products/:id/images',
    {
      onRequest,
      preValidation: takeFiles,
      config: {
        multipartOptions: {
          limits: { fileSize: MAX_PRODUCT_IMAGE_BYTES, files: MAX_PRODUCT_IMAGES_PER_UPLOAD },
        },
      },
      schema: { params: ProductImagesParamsSchema, response: reply },
    },
    async (request) => ({
      images: await images.upload(currentStaff(request), request.params.id, uploads.get(request) ?? []),
    }),
  );
  api.put(
    '/api/admin/products/:id/images/order',
    {
      onRequest,
      schema: { params: ProductImagesParamsSchema, body: ProductImagesOrderSchema, response: reply },
    },
    async (request) => ({
      images: await images.reorder(currentStaff(request), request.params.id, request.body.ids),
    }),
  );
  api.delete(
    '/api/admin/products/:id/images/:imageId',
    { onRequest, schema: { params: ProductImageParamsSchema, response: reply } },
    async (request) => ({
      images: await images.delete(currentStaff(request), request.params.id, request.params.imageId),
    }),
  );
}
