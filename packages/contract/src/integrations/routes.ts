import { z } from 'zod';
import {
  IntegrationOrderParamsSchema,
  IntegrationOrdersQuerySchema,
  IntegrationOrdersReplySchema,
  IntegrationOrderStatusReplySchema,
  IntegrationOrderStatusRequestSchema,
  IntegrationProductsQuerySchema,
  IntegrationProductsReplySchema,
  PriceFeedReplySchema,
  PriceFeedRequestSchema,
} from './calls.js';
import {
  IntegrationProductParamsSchema,
  IntegrationProductReplySchema,
  ProductBatchReplySchema,
  ProductBatchRequestSchema,
} from './product-calls.js';
import { ProductFieldsInputSchema } from '../catalog/admin-products.js';
import type { IntegrationScope } from './tokens.js';

export type IntegrationMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the ERP's integration API. The server registers its routes from this table and the
 * OpenAPI document is generated from it (decision 081), so no call exists undocumented.
 */
export interface IntegrationRouteDef {
  method: IntegrationMethod;
  /** OpenAPI style: '/api/integration/orders/{number}/status'. */
  path: string;
  /** The scope a token needs; null for the public documentation. */
  scope: IntegrationScope | null;
  summary: string;
  description: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 200 reply's JSON; null for a reply that is not JSON (the HTML page). */
  reply: z.ZodType | null;
  /** The media type of a reply that is not JSON. */
  replyType?: string;
  /** Largest body in bytes, when larger than the server's default of 1 MiB. */
  bodyLimit?: number;
}

function route<const R extends IntegrationRouteDef>(definition: R): R {
  return definition;
}

/** The OpenAPI document itself: any JSON object. */
const OpenApiDocumentReplySchema = z.record(z.string(), z.unknown());

export const INTEGRATION_ROUTES = {
  listOrders: route({
    method: 'GET',
    path: '/api/integration/orders',
    scope: 'orders:read',
    summary: 'Orders to pick up',
    description:
      "Every company's orders with their rows, the company, contacts, transport, delivery address, payments and invoice, the least recently changed first, so the ERP can page through changes with `since`.",
    query: IntegrationOrdersQuerySchema,
    reply: IntegrationOrdersReplySchema,
  }),
  setOrderStatus: route({
    method: 'POST',
    path: '/api/integration/orders/{number}/status',
    scope: 'orders:write',
    summary: "Change an order's status",
    description:
      "Confirms (open → confirmed), archives (confirmed → archived) or cancels (open or confirmed → cancelled, with a reason) the order as the back-office does: the buyer gets the same e-mail, a cancelled order's invoice is credited. Any other move is refused with 409.",
    params: IntegrationOrderParamsSchema,
    body: IntegrationOrderStatusRequestSchema,
    reply: IntegrationOrderStatusReplySchema,
  }),
  updatePrices: route({
    method: 'PATCH',
    path: '/api/integration/prices',
    scope: 'products:write',
    summary: 'Daily price feed',
    description:
      'Changes the prices of up to 10,000 products by code in one transaction. Money is integer cents: `price` and `campaign_price` net, `retail_price` with VAT. A field left out stays as it is. Each row is answered with its status; unknown codes and rows breaking the campaign rules (campaign price below the price, both days, end not before start) are reported and skipped, the other rows are applied. A malformed row refuses the whole call with 422 (errors keyed `<row index>.<field>`).',
    body: PriceFeedRequestSchema,
    reply: PriceFeedReplySchema,
    bodyLimit: 8 * 1024 * 1024,
  }),
  listProducts: route({
    method: 'GET',
    path: '/api/integration/products',
    scope: 'products:read',
    summary: 'Products',
    description:
      'Every product (hidden ones too) with the fields the back-office edits, the least recently changed first; `updated_since` returns only the products changed since then.',
    query: IntegrationProductsQuerySchema,
    reply: IntegrationProductsReplySchema,
  }),
  saveProduct: route({
    method: 'PUT',
    path: '/api/integration/products/{code}',
    scope: 'products:write',
    summary: 'Create or replace a product',
    description:
      "Creates the product with this code, or replaces every field of the existing one (the fields of the back-office's product editor without `code`); idempotent: the same fields again change nothing. `created` says which happened. Money is integer cents: `price` and `campaign_price` net, `retail_price` with VAT. Invalid fields are refused with 422.",
    params: IntegrationProductParamsSchema,
    body: ProductFieldsInputSchema,
    reply: IntegrationProductReplySchema,
  }),
  saveProducts: route({
    method: 'POST',
    path: '/api/integration/products/batch',
    scope: 'products:write',
    summary: 'Create or replace products in a batch',
    description:
      'Up to 1,000 whole products with their codes, each saved by code as the single call does, each in its own transaction. Every row is answered in order with `created`, `updated`, `unchanged` or `invalid` and its errors; a bad row never stops the others.',
    body: ProductBatchRequestSchema,
    reply: ProductBatchReplySchema,
    bodyLimit: 16 * 1024 * 1024,
  }),
  openApi: route({
    method: 'GET',
    path: '/api/integration/openapi.json',
    scope: null,
    summary: 'This document',
    description: "The OpenAPI 3.1 document of the integration API, generated from the shop's contract.",
    reply: OpenApiDocumentReplySchema,
  }),
  docs: route({
    method: 'GET',
    path: '/api/integration/docs',
    scope: null,
    summary: 'This document as a page',
    description: 'The integration API described for people: every call, its parameters and its replies.',
    reply: null,
    replyType: 'text/html',
  }),
} as const;

export type IntegrationRouteKey = keyof typeof INTEGRATION_ROUTES;
