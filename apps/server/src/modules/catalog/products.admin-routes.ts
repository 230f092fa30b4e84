import {
  AdminProductBulkReplySchema,
  AdminProductBulkRequestSchema,
  AdminProductClientPricesQuerySchema,
  AdminProductClientPricesReplySchema,
  AdminProductInputSchema,
  AdminProductOptionsReplySchema,
  AdminProductParamsSchema,
  AdminProductReplySchema,
  AdminProductsListReplySchema,
  AdminProductsQuerySchema,
} from '@kodumasinad/contract/admin';
import type { FastifyInstance } from 'fastify';
import type { ContractTypeProvider } from '../../platform/validation.js';
import { currentStaff, type RequireStaff } from '../admin/core/index.js';
import type { ClientPricesService } from './client-prices.service.js';
import type { ProductEditingService } from './product-editing.service.js';
import type { ProductListService } from './product-list.service.js';

export const PRODUCT_CREATED_MESSAGE = 'Toode on lisatud.';
export const PRODUCT_SAVED_MESSAGE = 'Toode on salvestatud.';
export const PRODUCT_DUPLICATED_MESSAGE = 'Tootest on tehtud koopia (peidetud).';

/** The back-office's product calls (issue 24); role `catalog` (admin always). */
export function registerProductAdminRoutes(
  app: FastifyInstance,
  deps: {
    requireStaff: RequireStaff;
    list: ProductListService;
    editing: ProductEditingService;
    clientPrices: ClientPricesService;
    /** Resolves once this process's catalogue index serves the change (its next buyer sees it). */
    changed: () => Promise<void>;
  },
): void {
  const { list, editing, clientPrices, changed } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();
  const onRequest = deps.requireStaff(['catalog']);

  api.get(
    '/api/admin/products',
    {
      onRequest,
      schema: { querystring: AdminProductsQuerySchema, response: { 200: AdminProductsListReplySchema } },
    },
    async (request) => list.list(request.query),
  );
  api.get(
    '/api/admin/products/options',
    { onRequest, schema: { response: { 200: AdminProductOptionsReplySchema } } },
    async () => ({ data: await list.options() }),
  );
  api.post(
    '/api/admin/products',
    { onRequest, schema: { body: AdminProductInputSchema, response: { 201: AdminProductReplySchema } } },
    async (request, reply) => {
      const product = await editing.create(request.body, currentStaff(request));
      await changed();
      return reply.code(201).send({ product, message: PRODUCT_CREATED_MESSAGE });
    },
  );
  api.post(
    '/api/admin/products/bulk',
    {
      onRequest,
      schema: { body: AdminProductBulkRequestSchema, response: { 200: AdminProductBulkReplySchema } },
    },
    async (request) => {
      const done = await editing.bulk(request.body, currentStaff(request));
      await changed();
      return done;
    },
  );
  api.get(
    '/api/admin/products/:id',
    { onRequest, schema: { params: AdminProductParamsSchema, response: { 200: AdminProductReplySchema } } },
    async (request) => ({ product: await editing.get(request.params.id) }),
  );
  api.put(
    '/api/admin/products/:id',
    {
      onRequest,
      schema: {
        params: AdminProductParamsSchema,
        body: AdminProductInputSchema,
        response: { 200: AdminProductReplySchema },
      },
    },
    async (request) => {
      const product = await editing.replace(request.params.id, request.body, currentStaff(request));
      await changed();
      return { product, message: PRODUCT_SAVED_MESSAGE };
    },
  );
  api.post(
    '/api/admin/products/:id/duplicate',
    { onRequest, schema: { params: AdminProductParamsSchema, response: { 201: AdminProductReplySchema } } },
    async (request, reply) => {
      const product = await editing.duplicate(request.params.id, currentStaff(request));
      await changed();
      return reply.code(201).send({ product, message: PRODUCT_DUPLICATED_MESSAGE });
    },
  );
  api.get(
    '/api/admin/products/:id/client-prices',
    {
      onRequest,
      schema: {
        params: AdminProductParamsSchema,
        querystring: AdminProductClientPricesQuerySchema,
        response: { 200: AdminProductClientPricesReplySchema },
      },
    },
    async (request) => ({ data: await clientPrices.prices(request.params.id, request.query.client_id) }),
  );
}
