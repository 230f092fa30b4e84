import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './modules/staff/index.js';
import { createTestApp, type TestApp } from './test-support/test-app.js';
import { TestClient } from './test-support/test-client.js';
import { currentCode } from './modules/admin/core/totp.js';

/** What the demo data fills: none of it may appear in a production database by itself. */
const DEMO_TABLES = [
  'users',
  'b2b_clients',
  'staff',
  'categories',
  'brands',
  'products',
  'client_discounts',
  'import_profiles',
  'orders',
  'offers',
  'invoices',
  'pages',
  'news',
  'settings',
] as const;

let t: TestApp;
const PRODUCTION = {
  NODE_ENV: 'production',
  STAFF_TOTP_KEY: randomBytes(32).toString('base64'),
  LOG_LEVEL: 'warn',
  CATALOG_BUILD_WORKER: 'off',
};
/** The warnings a start logs. */
const warnings = (lines: string[]) =>
  lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((line) => line.level === 40);
const startLog: string[] = [];
let startWarnings: { msg: string }[] = [];

beforeAll(async () => {
  // As deploy/kodumasinad.env.example starts it: production, no DEMO_DATA.
  t = await createTestApp(PRODUCTION, { logStream: { write: (line) => startLog.push(line) } });
  startWarnings = warnings(startLog);
});

afterAll(async () => {
  await t.close();
});

describe('a production start on an empty database (decision 087)', () => {
  it('migrates and seeds nothing: no demo buyers, staff, catalogue or content', async () => {
    expect(t.config.demoData).toBe(false);
    const counts: Record<string, number> = {};
    for (const table of DEMO_TABLES) {
      const row = await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    expect(counts).toEqual(Object.fromEntries(DEMO_TABLES.map((table) => [table, 0])));
    // The empty shop serves its pages; nobody can sign in with the README's demo logins.
    const client = new TestClient(t.app);
    expect((await client.page()).statusCode).toBe(200);
    const demo = await client.api('POST', '/api/admin/login', {
      email: 'admin@kodumasinad.test',
      password: 'Demo1234!',
    });
    expect(demo.statusCode).toBe(422);
    expect(
      (await client.api('POST', '/api/login', { email: 'anna@kodumasin.test', password: 'Demo1234!' }))
        .statusCode,
    ).toBe(422);
  });

  it('tells the operator how to add the first admin', () => {
    expect(startWarnings).toEqual([
      expect.objectContaining({ msg: expect.stringContaining('npm run create-admin') as string }),
    ]);
  });

  it('opens the back-office to the admin that create-admin makes', async () => {
    const created = await createAdmin(t.db, t.config.staffTotpKey, {
      email: 'omanik@pood.ee',
      name: 'Omanik',
    });
    const client = new TestClient(t.app);
    await client.page();
    const login = await client.api('POST', '/api/admin/login', {
      email: 'omanik@pood.ee',
      password: created.password,
    });
    expect(login.statusCode).toBe(200);
    client.csrf = login.json<{ csrf_token: string }>().csrf_token;
    const code = await client.api('POST', '/api/admin/login/totp', {
      code: await currentCode(created.totp.secret),
    });
    expect(code.statusCode).toBe(200);
    client.csrf = code.json<{ csrf_token: string }>().csrf_token;
    expect((await client.api('GET', '/api/admin/me')).json()).toMatchObject({ staff: { role: 'admin' } });

    // The next start has an admin: no warning.
    const log: string[] = [];
    const next = await createTestApp(PRODUCTION, { logStream: { write: (line) => log.push(line) } }, t);
    await next.close();
    expect(warnings(log)).toEqual([]);
  });

  it('seeds the demo data when DEMO_DATA=true says so', async () => {
    const demo = await createTestApp({ ...PRODUCTION, LOG_LEVEL: 'silent', DEMO_DATA: 'true' });
    try {
      const staff = await demo.db
        .selectFrom('staff')
        .select('email')
        .where('email', '=', 'admin@kodumasinad.test')
        .execute();
      expect(staff).toHaveLength(1);
    } finally {
      await demo.close();
    }
  });
});
