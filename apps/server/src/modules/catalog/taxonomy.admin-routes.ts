import { MessageReplySchema } from '@kodumasinad/contract';
import {
  ATTRIBUTE_DELETED_MESSAGE,
  AdminAttributeInputSchema,
  AdminAttributeListReplySchema,
  AdminAttributeParamsSchema,
  AdminAttributeReplySchema,
  AdminBrandInputSchema,
  AdminBrandListReplySchema,
  AdminBrandParamsSchema,
  AdminBrandReplySchema,
  AdminCategoryInputSchema,
  AdminCategoryListReplySchema,
  AdminCategoryOrderInputSchema,
  AdminCategoryParamsSchema,
  AdminCategoryReplySchema,
  BRAND_DELETED_MESSAGE,
  CATEGORY_DELETED_MESSAGE,
} from '@kodumasinad/contract/admin';
import type { FastifyInstance } from 'fastify';
import type { ContractTypeProvider } from '../../platform/validation.js';
import { currentStaff, type RequireStaff } from '../admin/core/index.js';
import type { AttributeService } from './attribute.service.js';
import type { BrandService } from './brand.service.js';
import type { CategoryService } from './category.service.js';

/**
 * The back-office's categories, brands and attributes (issue 24, decision 078); role `catalog`
 * (admin always). Create with POST at the list, save the whole item with PUT, DELETE to remove.
 */
export function registerTaxonomyAdminRoutes(
  app: FastifyInstance,
  deps: {
    requireStaff: RequireStaff;
    categories: CategoryService;
    brands: BrandService;
    attributes: AttributeService;
  },
): void {
  const { categories, brands, attributes } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();
  const onRequest = deps.requireStaff(['catalog']);

  api.get(
    '/api/admin/categories',
    { onRequest, schema: { response: { 200: AdminCategoryListReplySchema } } },
    async () => ({ data: await categories.list() }),
  );
  api.post(
    '/api/admin/categories',
    { onRequest, schema: { body: AdminCategoryInputSchema, response: { 201: AdminCategoryReplySchema } } },
    async (request, reply) =>
      reply.code(201).send({ data: await categories.create(currentStaff(request), request.body) }),
  );
  api.post(
    '/api/admin/categories/order',
    {
      onRequest,
      schema: { body: AdminCategoryOrderInputSchema, response: { 200: AdminCategoryListReplySchema } },
    },
    async (request) => ({ data: await categories.order(currentStaff(request), request.body) }),
  );
  api.put(
    '/api/admin/categories/:id',
    {
      onRequest,
      schema: {
        params: AdminCategoryParamsSchema,
        body: AdminCategoryInputSchema,
        response: { 200: AdminCategoryReplySchema },
      },
    },
    async (request) => ({
      data: await categories.update(currentStaff(request), request.params.id, request.body),
    }),
  );
  api.delete(
    '/api/admin/categories/:id',
    { onRequest, schema: { params: AdminCategoryParamsSchema, response: { 200: MessageReplySchema } } },
    async (request) => {
      await categories.delete(currentStaff(request), request.params.id);
      return { message: CATEGORY_DELETED_MESSAGE };
    },
  );

  api.get(
    '/api/admin/brands',
    { onRequest, schema: { response: { 200: AdminBrandListReplySchema } } },
    async () => ({ data: await brands.list() }),
  );
  api.post(
    '/api/admin/brands',
    { onRequest, schema: { body: AdminBrandInputSchema, response: { 201: AdminBrandReplySchema } } },
    async (request, reply) =>
      reply.code(201).send({ data: await brands.create(currentStaff(request), request.body) }),
  );
  api.put(
    '/api/admin/brands/:id',
    {
      onRequest,
      schema: {
        params: AdminBrandParamsSchema,
        body: AdminBrandInputSchema,
        response: { 200: AdminBrandReplySchema },
      },
    },
    async (request) => ({
      data: await brands.update(currentStaff(request), request.params.id, request.body),
    }),
  );
  api.delete(
    '/api/admin/brands/:id',
    { onRequest, schema: { params: AdminBrandParamsSchema, response: { 200: MessageReplySchema } } },
    async (request) => {
      await brands.delete(currentStaff(request), request.params.id);
      return { message: BRAND_DELETED_MESSAGE };
    },
  );

  api.get(
    '/api/admin/attributes',
    { onRequest, schema: { response: { 200: AdminAttributeListReplySchema } } },
    async () => ({ data: await attributes.list() }),
  );
  api.post(
    '/api/admin/attributes',
    {
      onRequest,
      schema: { body: AdminAttributeInputSchema, response: { 201: AdminAttributeReplySchema } },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await attributes.create(currentStaff(request), request.body) }),
  );
  api.put(
    '/api/admin/attributes/:id',
    {
      onRequest,
      schema: {
        params: AdminAttributeParamsSchema,
        body: AdminAttributeInputSchema,
        response: { 200: AdminAttributeReplySchema },
      },
    },
    async (request) => ({
      data: await attributes.update(currentStaff(request), request.params.id, request.body),
    }),
  );
  api.delete(
    '/api/admin/attributes/:id',
    { onRequest, schema: { params: AdminAttributeParamsSchema, response: { 200: MessageReplySchema } } },
    async (request) => {
      await attributes.delete(currentStaff(request), request.params.id);
      return { message: ATTRIBUTE_DELETED_MESSAGE };
    },
  );
}
