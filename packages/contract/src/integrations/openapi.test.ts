import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi.js';
import { INTEGRATION_ROUTES } from './routes.js';
import { INTEGRATION_SCOPES } from './tokens.js';

describe('the integration API’s OpenAPI document', () => {
  const document = buildOpenApiDocument(undefined, { serverUrl: 'https://b2b.example.ee' });
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

  it('has one operation per row of the route table, named by the row', () => {
    expect(operations.map(({ operation }) => operation.operationId).sort()).toEqual(
      Object.keys(INTEGRATION_ROUTES).sort(),
    );
    for (const { path, method, operation } of operations) {
      const route = INTEGRATION_ROUTES[operation.operationId as keyof typeof INTEGRATION_ROUTES];
      expect(route.path).toBe(path);
      expect(route.method.toLowerCase()).toBe(method);
    }
    expect(document.servers).toEqual([{ url: 'https://b2b.example.ee' }]);
  });

  it('names every path parameter in its path, and requires it', () => {
    for (const { path, operation } of operations) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      expect(declared.map((parameter) => parameter.name).sort(), path).toEqual(inPath);
      expect(declared.every((parameter) => parameter.required)).toBe(true);
    }
  });

  it('asks a bearer token with a known scope of every call but the documentation', () => {
    for (const { operation } of operations) {
      const scope = operation['x-scope'];
      if (scope === undefined) {
        expect(operation.security).toEqual([]);
        continue;
      }
      expect(INTEGRATION_SCOPES).toContain(scope);
      expect(operation.security).toEqual([{ bearer: [] }]);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '429']));
    }
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('describes requests as sent and replies as received, in JSON Schema 2020-12 without dialect headers', () => {
    const prices = document.paths['/api/integration/prices']?.patch;
    const body = prices?.requestBody?.content['application/json']?.schema as {
      type: string;
      maxItems: number;
      items: { required: string[]; properties: Record<string, { description?: string }> };
    };
    expect(body).toMatchObject({ type: 'array', maxItems: 10_000 });
    expect(body.items.required).toEqual(['code']);
    expect(body.items.properties.retail_price?.description).toMatch(/WITH VAT/);
    const orders = document.paths['/api/integration/orders']?.get;
    const reply = orders?.responses['200']?.content?.['application/json']?.schema as {
      properties: { data: { items: { additionalProperties: boolean; required: string[] } } };
    };
    expect(reply.properties.data.items.required).toEqual(
      expect.arrayContaining(['number', 'rows', 'client']),
    );
    expect(reply.properties.data.items.additionalProperties).toBe(false);
    expect(JSON.stringify(document)).not.toContain('$schema');
  });
});
