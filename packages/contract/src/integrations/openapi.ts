import type { z } from 'zod';
import { ErrorReplySchema } from '../common.js';
import { jsonSchemaOf, type JsonSchema } from './json-schema.js';
import { INTEGRATION_ROUTES, type IntegrationRouteDef } from './routes.js';
import { INTEGRATION_SCOPE_LABELS } from './tokens.js';

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Record<string, string[]>[];
  'x-scope'?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, JsonSchema>; schemas: Record<string, JsonSchema> };
}

function parametersOf(schema: z.ZodType | undefined, place: 'path' | 'query'): OpenApiParameter[] {
  if (schema === undefined) return [];
  const object = jsonSchemaOf(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: place,
      required: place === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

const ERROR_REF = { $ref: '#/components/schemas/ErrorReply' };
const errorReply = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});

function operationOf(key: string, route: IntegrationRouteDef): OpenApiOperation {
  const responses: OpenApiOperation['responses'] = {
    '200': {
      description: 'OK',
      content:
        route.reply === null
          ? { [route.replyType ?? 'text/plain']: { schema: { type: 'string' } } }
          : { 'application/json': { schema: jsonSchemaOf(route.reply, 'output') } },
    },
  };
  if (route.scope !== null) {
    responses['401'] = errorReply('No token, or a wrong or revoked one.');
    responses['403'] = errorReply(`The token lacks the scope ${route.scope}.`);
    responses['429'] = errorReply("Too many calls in the token's window; see Retry-After.");
  }
  if (route.params !== undefined) responses['404'] = errorReply('No such resource.');
  if (route.method !== 'GET') responses['409'] = errorReply('Refused in the current state.');
  if (route.query !== undefined || route.body !== undefined)
    responses['422'] = errorReply('Invalid input: `errors` maps each field to Estonian messages.');
  const parameters = [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')];
  return {
    operationId: key,
    summary: route.summary,
    description:
      route.scope === null
        ? route.description
        : `${route.description}\n\nScope: \`${route.scope}\` (${INTEGRATION_SCOPE_LABELS[route.scope]}).`,
    tags: [route.path.split('/')[3]?.split('.')[0] ?? 'integration'],
    security: route.scope === null ? [] : [{ bearer: [] }],
    ...(route.scope === null ? {} : { 'x-scope': route.scope }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body === undefined
      ? {}
      : {
          requestBody: {
            required: true as const,
            content: { 'application/json': { schema: jsonSchemaOf(route.body, 'input') } },
          },
        }),
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of the integration API, generated from the route table and the
 * contract's zod schemas (decision 081): requests as a client may send them, replies as the
 * server sends them.
 */
export function buildOpenApiDocument(
  routes: Record<string, IntegrationRouteDef> = INTEGRATION_ROUTES,
  options: { serverUrl?: string; version?: string } = {},
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [key, route] of Object.entries(routes)) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operationOf(key, route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kodumasinad B2B integration API',
      version: options.version ?? '1',
      description:
        "Calls for the seller's ERP. Every call but the documentation carries `Authorization: Bearer <token>` (an admin creates tokens with their scopes at /haldus/integratsioonid); no cookies, no CSRF token. Money is integer cents, days yyyy-mm-dd, messages Estonian. Calls are rate limited per token (429 with Retry-After).",
    },
    ...(options.serverUrl === undefined ? {} : { servers: [{ url: options.serverUrl }] }),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'An integration token (kmi_…).' },
      },
      schemas: { ErrorReply: jsonSchemaOf(ErrorReplySchema, 'output') },
    },
  };
}
