import { STAFF_ROLES, type StaffRole } from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from '../../../test-support/staff-client.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { TestClient } from '../../../test-support/test-client.js';
import { STAFF_SIGN_IN_ROUTES } from './staff-auth.routes.js';
import type { StaffRoute } from './staff-guard.js';

/**
 * Issue 14: every `/api/admin/*` route, whoever registers it, against anonymous callers, a buyer
 * and each staff role. The routes come from the staff guard's registry, so a route added later
 * is covered without touching this file; one without the guard fails here.
 */
let t: TestApp;
let anonymous: TestClient;
let buyer: TestClient;
const staff = {} as Record<StaffRole, TestClient>;

beforeAll(async () => {
  t = await createTestApp();
  anonymous = new TestClient(t.app);
  await anonymous.page();
  buyer = new TestClient(t.app);
  expect((await buyer.login('anna@kodumasin.test')).statusCode).toBe(200);
  for (const role of STAFF_ROLES) staff[role] = await staffClient(t, role);
}, 60_000);

afterAll(async () => {
  await t.close();
});

const signIn = new Set<string>(STAFF_SIGN_IN_ROUTES);
const key = (route: StaffRoute) => `${route.method} ${route.url}`;
const guarded = () => t.app.staffRoutes.filter((route) => !signIn.has(key(route)));

/** The route's URL with a number for each parameter (naming nothing, so nothing is changed). */
const concrete = (url: string) => url.replace(/:[^/]+/g, '999999').replace(/\*/g, 'x');

async function call(client: TestClient, route: StaffRoute) {
  const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const response = await client.api(method, concrete(route.url), method === 'GET' ? undefined : {});
  return response.statusCode;
}

/** Each route's status for `client` where it is not what `expected` says it should be. */
async function mismatches(client: TestClient, expected: (route: StaffRoute) => (status: number) => boolean) {
  const wrong: string[] = [];
  for (const route of guarded()) {
    const status = await call(client, route);
    if (!expected(route)(status)) wrong.push(`${key(route)} → ${status}`);
  }
  return wrong;
}

const is = (code: number) => () => (status: number) => status === code;

describe('the back-office role matrix', () => {
  it('knows the core routes, and every /api/admin route but sign-in has the staff guard', () => {
    const keys = t.app.staffRoutes.map(key);
    for (const expected of [
      ...STAFF_SIGN_IN_ROUTES,
      'GET /api/admin/me',
      'GET /api/admin/audit',
      'GET /api/admin/audit/export.csv',
      'GET /api/admin/staff',
      'POST /api/admin/staff',
      'PUT /api/admin/staff/:id',
      'POST /api/admin/staff/:id/reset-totp',
    ]) {
      expect(keys).toContain(expected);
    }
    expect(
      guarded()
        .filter((route) => route.roles === null)
        .map(key),
    ).toEqual([]);
  });

  it('answers anonymous callers 401 everywhere', async () => {
    expect(await mismatches(anonymous, is(401))).toEqual([]);
  });

  it('answers a signed-in buyer 403 everywhere', async () => {
    expect(await mismatches(buyer, is(403))).toEqual([]);
  });

  it.each(STAFF_ROLES)('lets %s in exactly where the route allows it', async (role) => {
    const wrong = await mismatches(staff[role], (route) =>
      route.roles?.includes(role)
        ? (status) => status !== 401 && status !== 403 && status < 500
        : (status) => status === 403,
    );
    expect(wrong).toEqual([]);
  });

  it('lets admins into every route', () => {
    expect(
      guarded()
        .filter((route) => !route.roles?.includes('admin'))
        .map(key),
    ).toEqual([]);
  });
});
