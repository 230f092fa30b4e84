import { createHash } from 'node:crypto';
import {
  INTEGRATION_NAME_MESSAGE,
  INTEGRATION_ROUTES,
  INTEGRATION_SCOPES_MESSAGE,
  INTEGRATION_TOKEN_INVALID_MESSAGE,
  INTEGRATION_TOKEN_MISSING_MESSAGE,
  IntegrationCreateReplySchema,
  IntegrationReplySchema,
  IntegrationsListReplySchema,
  integrationScopeMessage,
  type OpenApiDocument,
} from '@kodumasinad/contract/admin';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, loggedIn } from '../../test-support/checkout-fixtures.js';
import { createIntegrationToken, integrationCall } from '../../test-support/integration-client.js';
import { replyMatchesDocument } from '../../test-support/openapi-check.js';
import { staffClient, type StaffTestClient } from '../../test-support/staff-client.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createIntegrationRouter, fastifyPath } from './integration-router.js';

let t: TestApp;
let admin: StaffTestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t, 'admin');
});

afterAll(async () => {
  await t?.close();
});

const ORDERS = '/api/integration/orders?per_page=1';

describe('integration tokens in the back-office', () => {
  it('creates a token whose secret is shown once and stored only as its SHA-256', async () => {
    const response = await admin.api('POST', '/api/admin/integrations', {
      name: '  Directo ',
      scopes: ['orders:write', 'products:read', 'orders:write'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const reply = strict(IntegrationCreateReplySchema).parse(response.json());
    expect(reply.token).toMatch(/^kmi_[\w-]{43}$/);
    expect(reply.integration).toMatchObject({
      name: 'Directo',
      scopes: ['products:read', 'orders:write'],
      prefix: reply.token.slice(0, 10),
      created_by: admin.staff.name,
      last_used_at: null,
      revoked_at: null,
    });
    const row = await t.db
      .selectFrom('integration_tokens')
      .selectAll()
      .where('id', '=', reply.integration.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(reply.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(reply.token);

    const list = strict(IntegrationsListReplySchema).parse(
      (await admin.api('GET', '/api/admin/integrations')).json(),
    );
    expect(list.data.find((item) => item.id === reply.integration.id)).toEqual(reply.integration);
    expect(JSON.stringify(list)).not.toContain(reply.token);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'integration')
      .where('entity_id', '=', String(reply.integration.id))
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['integration.create']);
    expect(audit[0]?.staff_id).toBe(admin.staff.id);
    expect(audit[0]?.after_json).not.toContain(reply.token);
  });

  it('refuses a token without a name or scopes with Estonian messages by field', async () => {
    const response = await admin.api('POST', '/api/admin/integrations', { name: ' ', scopes: [] });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { name: [INTEGRATION_NAME_MESSAGE], scopes: [INTEGRATION_SCOPES_MESSAGE] },
    });
    const unknown = await admin.api('POST', '/api/admin/integrations', { name: 'x', scopes: ['admin'] });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json<{ errors: object }>().errors)).toEqual(['scopes.0']);
  });

  it('is for admins only', async () => {
    for (const role of ['sales', 'catalog', 'content'] as const) {
      const staff = await staffClient(t, role);
      expect((await staff.api('GET', '/api/admin/integrations')).statusCode).toBe(403);
      expect(
        (await staff.api('POST', '/api/admin/integrations', { name: 'x', scopes: ['orders:read'] }))
          .statusCode,
      ).toBe(403);
    }
  });
});

describe('the bearer guard', () => {
  it('answers 401 without a token and with a wrong one, in Estonian', async () => {
    const missing = await integrationCall(t.app, 'GET', ORDERS, null);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ message: INTEGRATION_TOKEN_MISSING_MESSAGE });
    expect(missing.headers['www-authenticate']).toContain('Bearer');
    const wrong = await integrationCall(t.app, 'GET', ORDERS, 'kmi_not-a-real-token');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: INTEGRATION_TOKEN_INVALID_MESSAGE });
  });

  it('answers 403 for a call outside the token’s scopes', async () => {
    const { token } = await createIntegrationToken(admin, ['products:read']);
    const response = await integrationCall(t.app, 'GET', ORDERS, token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: integrationScopeMessage('orders:read') });
    expect(
      (await integrationCall(t.app, 'GET', '/api/integration/products?per_page=1', token)).statusCode,
    ).toBe(200);
  });

  it('stops a revoked token at once; revoking twice is refused', async () => {
    const { token, id } = await createIntegrationToken(admin, ['orders:read']);
    expect((await integrationCall(t.app, 'GET', ORDERS, token)).statusCode).toBe(200);
    const revoked = await admin.api('DELETE', `/api/admin/integrations/${id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(strict(IntegrationReplySchema).parse(revoked.json()).integration.revoked_at).not.toBeNull();
    const after = await integrationCall(t.app, 'GET', ORDERS, token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ message: INTEGRATION_TOKEN_INVALID_MESSAGE });
    expect((await admin.api('DELETE', `/api/admin/integrations/${id}`)).statusCode).toBe(409);
    expect((await admin.api('DELETE', '/api/admin/integrations/999999')).statusCode).toBe(404);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before_json', 'after_json'])
      .where('entity', '=', 'integration')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['integration.create', 'integration.revoke']);
    expect(JSON.parse(audit[1]?.before_json ?? '{}')).toMatchObject({ revoked_at: null });
  });

  it('never lets a cookie session in: neither a buyer’s nor an admin’s', async () => {
    const anna = await loggedIn(t.app, ANNA);
    for (const client of [anna, admin]) {
      const read = await client.api('GET', ORDERS);
      expect(read.statusCode).toBe(401);
      const write = await client.api('PATCH', '/api/integration/prices', [{ code: 'X', price: 1 }]);
      expect(write.statusCode).toBe(401);
    }
  });

  it('needs no cookie, X-Requested-With or CSRF token with a bearer token, and ignores a cookie sent along', async () => {
    const missing = await integrationCall(t.app, 'PATCH', '/api/integration/prices', null, [
      { code: 'X', price: 1 },
    ]);
    expect(missing.statusCode).toBe(401);
    const { token } = await createIntegrationToken(admin, ['products:write']);
    const plain = await integrationCall(t.app, 'PATCH', '/api/integration/prices', token, [
      { code: 'NO-SUCH-CODE', price: 100 },
    ]);
    expect(plain.statusCode, plain.body).toBe(200);
    // An admin's cookie along with a token of the wrong scope grants nothing more.
    const { token: reader } = await createIntegrationToken(admin, ['products:read']);
    const mixed = await integrationCall(
      t.app,
      'PATCH',
      '/api/integration/prices',
      reader,
      [{ code: 'X', price: 1 }],
      {
        cookie: admin.cookie ?? '',
      },
    );
    expect(mixed.statusCode).toBe(403);
  });

  it('records the last use at most once a minute', async () => {
    const { token, id } = await createIntegrationToken(admin, ['orders:read']);
    const lastUsed = async () =>
      (
        await t.db
          .selectFrom('integration_tokens')
          .select('last_used_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).last_used_at;
    expect(await lastUsed()).toBeNull();
    await integrationCall(t.app, 'GET', ORDERS, token);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await integrationCall(t.app, 'GET', ORDERS, token);
    expect(await lastUsed()).toBe(first);
    const longAgo = new Date(Date.now() - 120_000).toISOString();
    await t.db
      .updateTable('integration_tokens')
      .set({ last_used_at: longAgo })
      .where('id', '=', id)
      .execute();
    await integrationCall(t.app, 'GET', ORDERS, token);
    expect(((await lastUsed()) ?? '') > longAgo).toBe(true);
    const listed = (await admin.api('GET', '/api/admin/integrations')).json<{
      data: { id: number; last_used_at: string }[];
    }>();
    expect(listed.data.find((item) => item.id === id)?.last_used_at).toBe(await lastUsed());
  });
});

describe('the rate limit per token', () => {
  let limited: TestApp;
  let limitedAdmin: StaffTestClient;

  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_INTEGRATION_CALLS: '3' });
    limitedAdmin = await staffClient(limited, 'admin');
  });

  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 with Retry-After past the limit, for that token only', async () => {
    const first = await createIntegrationToken(limitedAdmin, ['orders:read']);
    const second = await createIntegrationToken(limitedAdmin, ['orders:read']);
    const statuses = [];
    for (let call = 0; call < 4; call += 1)
      statuses.push((await integrationCall(limited.app, 'GET', ORDERS, first.token)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await integrationCall(limited.app, 'GET', ORDERS, first.token);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<{ message: string }>().message).toMatch(/Liiga palju/);
    expect((await integrationCall(limited.app, 'GET', ORDERS, second.token)).statusCode).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  const registered = () =>
    t.app.contractRoutes
      .filter((route) => route.url.startsWith('/api/integration/'))
      .map((route) => `${route.method} ${route.url}`)
      .sort();

  it('is public, needs no headers and describes every registered integration route and only those', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/integration/openapi.json' });
    expect(response.statusCode, response.body).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths)
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${fastifyPath(path)}`),
      )
      .sort();
    expect(registered().length).toBeGreaterThanOrEqual(Object.keys(INTEGRATION_ROUTES).length);
    expect(documented).toEqual(registered());
    expect(replyMatchesDocument('GET', '/api/integration/openapi.json', document)).toEqual([]);
    for (const operation of Object.values(document.paths).flatMap((methods) => Object.values(methods))) {
      expect(operation.security.length > 0, operation.operationId).toBe(operation['x-scope'] !== undefined);
    }
  });

  it('renders as a page without scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/integration/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).not.toContain('<script');
    for (const route of Object.values(INTEGRATION_ROUTES)) expect(response.body).toContain(route.path);
  });

  it('leaves no way to add an integration route outside the contract’s table', async () => {
    const app = Fastify();
    createIntegrationRouter(app, () => async () => undefined);
    expect(() => app.get('/api/integration/secret', async () => ({}))).toThrow(/INTEGRATION_ROUTES/);
    await expect(app.ready()).rejects.toThrow(/without a handler/);
  });
});
