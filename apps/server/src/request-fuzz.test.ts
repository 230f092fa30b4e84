import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ContractRoute } from './platform/validation.js';
import { ANNA, insertCheckoutProducts, loggedIn } from './test-support/checkout-fixtures.js';
import { databaseFingerprint, writableTables } from './test-support/db-fingerprint.js';
import { staffClient } from './test-support/staff-client.js';
import { createTestApp, type TestApp } from './test-support/test-app.js';
import { TestClient } from './test-support/test-client.js';

/**
 * Property-based fuzzing of every /api route (issue 9, "Keep it fixed"): malformed bodies, path
 * parameters and query strings, sent logged in (back-office routes as an admin), logged out and
 * without the CSRF token. No reply
 * may be a 5xx, every reply is JSON with an Estonian message, and a rejected request leaves the
 * database exactly as it was. A fixed seed keeps the run repeatable; FUZZ_SEED/FUZZ_RUNS vary it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
/** Calls that would end the fuzzing session itself; their own tests cover them. */
const SKIPPED = new Set(['POST /api/logout', 'POST /api/admin/logout']);
const STATIC_TABLES = [
  'products',
  'product_values',
  'attributes',
  'brands',
  'categories',
  'kysely_migration',
];

let t: TestApp;
let anna: TestClient;
let stranger: TestClient;
/** A signed-in admin: the back-office's routes are sent as staff, the rest as Anna. */
let admin: TestClient;
let routes: ContractRoute[];
let tables: string[];

beforeAll(async () => {
  // Mail is left in its queue: a job worked off after one reply would change the database
  // under the next, rejected request (back-office calls mail buyers).
  t = await createTestApp({ TEST_BANK_ENABLED: 'true' }, { mailQueue: { autoRun: false } });
  await insertCheckoutProducts(t.db);
  anna = await loggedIn(t.app, ANNA);
  admin = await staffClient(t, 'admin');
  stranger = new TestClient(t.app);
  await stranger.page();
  routes = t.app.contractRoutes.filter((route) => !SKIPPED.has(`${route.method} ${route.url}`));
  tables = await writableTables(t.db, t.config.database.kind, STATIC_TABLES);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** Every key and literal a schema mentions, so generated bodies reach past the first check. */
function vocabulary(schema: z.ZodType | undefined, keys = new Set<string>(), literals = new Set<unknown>()) {
  const seen = new Set<unknown>();
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    const def = (node as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (def === undefined) return;
    if (def.type === 'object') {
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
        keys.add(key);
        visit(child);
      }
    }
    if (def.type === 'literal') for (const value of def.values as unknown[]) literals.add(value);
    if (def.type === 'enum') for (const value of Object.values(def.entries as object)) literals.add(value);
    for (const child of Object.values(def)) {
      if (Array.isArray(child)) child.forEach(visit);
      else visit(child);
    }
  };
  visit(schema);
  return { keys: [...keys], literals: [...literals] };
}

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDC00x',
  '😀',
  'õäöüšž',
  'x'.repeat(5000),
  '-1',
  '0',
  '1',
  '1.5',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'true',
  '2026-02-30',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '__proto__',
];
/** Path and query texts sent as they are, percent-encoding included, valid or not. */
const RAW_URL_PARTS = ['%00', '%ED%A0%80', '%zz', '%', '..%2F..', '%2F', '1', '0', '-1', 'a'.repeat(300)];

const nastyString = fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string(), fc.string({ unit: 'binary' }));

function bodyArbitrary(route: ContractRoute) {
  const { keys, literals } = vocabulary(route.schema.body);
  const leaf = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    nastyString,
    fc.constantFrom(...(literals.length > 0 ? literals : [null])),
    fc.integer(),
    fc.double(),
    fc.constantFrom(2 ** 31, 2 ** 53, -1, 0, 999, 1000),
  );
  const { tree } = fc.letrec<{ tree: unknown }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.dictionary(fc.constantFrom(...(keys.length > 0 ? keys : ['id'])), tie('tree'), { maxKeys: 6 }),
      fc.array(tie('tree'), { maxLength: 4 }),
    ),
  }));
  return fc.oneof(
    { arbitrary: tree.map((value) => ({ kind: 'json' as const, value })), weight: 6 },
    {
      arbitrary: nastyString.map((text) => ({ kind: 'raw' as const, text, type: 'application/json' })),
      weight: 1,
    },
    { arbitrary: nastyString.map((text) => ({ kind: 'raw' as const, text, type: 'text/plain' })), weight: 1 },
    {
      arbitrary: fc.constant({
        kind: 'raw' as const,
        text: 'a=1&b=2',
        type: 'application/x-www-form-urlencoded',
      }),
      weight: 1,
    },
  );
}

function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate cannot be percent-encoded as UTF-8; send the bytes of its CESU form.
    return '%ED%A0%80';
  }
}

const urlPart = fc.oneof(
  fc.constantFrom(...RAW_URL_PARTS),
  nastyString.map(encodeLoosely),
  fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
);

function queryArbitrary(route: ContractRoute) {
  const { keys } = vocabulary(route.schema.querystring);
  const key = fc.oneof(fc.constantFrom(...(keys.length > 0 ? keys : ['page'])), fc.string({ maxLength: 8 }));
  return fc.array(fc.tuple(key.map(encodeLoosely), urlPart), { maxLength: 5 });
}

const requestArbitrary = fc.integer({ min: 0, max: 10_000 }).chain((index) => {
  const route = routes[index % routes.length] as ContractRoute;
  const params = route.url.match(/:\w+/g) ?? [];
  return fc.record({
    // The route's name rather than its object keeps a counterexample readable.
    route: fc.constant(`${route.method} ${route.url}`),
    params: fc.tuple(...params.map(() => urlPart)),
    query: queryArbitrary(route),
    body: route.method === 'GET' ? fc.constant(null) : fc.option(bodyArbitrary(route), { nil: null }),
    who: fc.constantFrom('buyer', 'buyer', 'buyer', 'buyer', 'stranger', 'no-csrf'),
  });
});

type FuzzRequest = typeof requestArbitrary extends fc.Arbitrary<infer R> ? R : never;

const routeNamed = (name: string) =>
  routes.find((route) => `${route.method} ${route.url}` === name) as ContractRoute;

async function send(request: FuzzRequest): Promise<LightMyRequestResponse> {
  const route = routeNamed(request.route);
  let index = 0;
  const path = route.url.replace(/:\w+/g, () => request.params[index++] ?? '');
  const query = request.query.map(([key, value]) => `${key}=${value}`).join('&');
  const url = query === '' ? path : `${path}?${query}`;
  const insider = route.url.startsWith('/api/admin/') ? admin : anna;
  const client = request.who === 'stranger' ? stranger : insider;
  const options = request.who === 'no-csrf' ? { csrf: null } : {};
  const method = route.method as 'GET' | 'POST';
  if (request.body?.kind === 'raw') {
    return client.api(method, url, undefined, {
      ...options,
      headers: { 'content-type': request.body.type },
      rawPayload: request.body.text,
    });
  }
  return client.api(method, url, request.body?.value, options);
}

describe('every /api route under malformed input', () => {
  it('covers the routes the app registered', () => {
    expect(routes.length).toBeGreaterThan(25);
    expect(routes.map((route) => `${route.method} ${route.url}`)).toContain('POST /api/order');
  });

  it('never answers 5xx, answers JSON with a message, and rejects without changing anything', async () => {
    const statuses = new Map<number, number>();
    let before = await databaseFingerprint(t.db, t.config.database.kind, tables);
    const staticBefore = await databaseFingerprint(t.db, t.config.database.kind, STATIC_TABLES.slice(0, 5));
    await fc.assert(
      fc.asyncProperty(requestArbitrary, async (request) => {
        const response = await send(request);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, response.body).toBeLessThan(500);
        const after = await databaseFingerprint(t.db, t.config.database.kind, tables);
        if (response.statusCode >= 400) {
          const body = response.json<{ message?: unknown; errors?: Record<string, unknown> }>();
          expect(typeof body.message).toBe('string');
          expect(body.message).not.toMatch(/Error|at \w+ \(|\.ts:\d/);
          if (body.errors !== undefined) {
            for (const messages of Object.values(body.errors)) {
              expect(z.array(z.string().min(1)).min(1).safeParse(messages).success).toBe(true);
            }
          }
          expect(after, `${request.route} ${response.statusCode}`).toBe(before);
        }
        before = after;
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    expect(await databaseFingerprint(t.db, t.config.database.kind, STATIC_TABLES.slice(0, 5))).toBe(
      staticBefore,
    );
    // The run must reach the validation itself, not just bounce off the guards.
    expect(statuses.get(422) ?? 0).toBeGreaterThan(RUNS / 10);
  }, 600_000);
});
