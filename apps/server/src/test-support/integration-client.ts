import type { IntegrationScope } from '@kodumasinad/contract/admin';
import { IntegrationCreateReplySchema } from '@kodumasinad/contract/admin';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TestClient } from './test-client.js';

/** Creates a token through the admin's call and returns its secret and id. */
export async function createIntegrationToken(
  admin: TestClient,
  scopes: IntegrationScope[],
  name = 'ERP',
): Promise<{ token: string; id: number }> {
  const response = await admin.api('POST', '/api/admin/integrations', { name, scopes });
  if (response.statusCode !== 200) throw new Error(`token: ${response.statusCode} ${response.body}`);
  const reply = IntegrationCreateReplySchema.parse(response.json());
  return { token: reply.token, id: reply.integration.id };
}

/** An ERP's call: the bearer token only, no cookie, no X-Requested-With, no CSRF token. */
export function integrationCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      accept: 'application/json',
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}
