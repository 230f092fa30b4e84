import { AuditListReplySchema, type AuditEntry } from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '../../../platform/rate-limit.js';
import {
  createStaff,
  signInStaff,
  staffClient,
  totpCode,
  type StaffTestClient,
  type TestStaff,
} from '../../../test-support/staff-client.js';
import { strict } from '../../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { TestClient } from '../../../test-support/test-client.js';

const FAILURES = 3;
let t: TestApp;
let admin: StaffTestClient;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_FAILURES: String(FAILURES) });
  admin = await staffClient(t, 'admin');
});

afterAll(async () => {
  await t.close();
});

let addressCount = 0;
/** Each test signs in from an address of its own, so the entries are told apart by it. */
function newAddress(): string {
  addressCount += 1;
  return `198.51.100.${addressCount}`;
}

async function entries(query: string): Promise<AuditEntry[]> {
  const response = await admin.api('GET', `/api/admin/audit?per_page=100&${query}`);
  expect(response.statusCode).toBe(200);
  return strict(AuditListReplySchema).parse(response.json()).data;
}

const summary = (entry: AuditEntry) => ({
  action: entry.action,
  entity: entry.entity,
  entity_id: entry.entity_id,
  staff: entry.staff?.id ?? null,
  email: entry.email,
  ip: entry.ip,
});

async function passwordStep(client: TestClient, email: string, password: string) {
  if (client.csrf === null) await client.page();
  const response = await client.api('POST', '/api/admin/login', { email, password });
  if (response.statusCode === 200) client.csrf = response.json<{ csrf_token: string }>().csrf_token;
  return response;
}

const wrongCode = async (staff: TestStaff) =>
  (await totpCode(staff.totpSecret)) === '000000' ? '111111' : '000000';

describe('staff sign-ins in the audit log', () => {
  it('records a sign-in once the code is accepted, not at the password step, and the sign-out', async () => {
    const ip = newAddress();
    const staff = await createStaff(t, 'sales');
    const client = new TestClient(t.app, ip);
    expect((await passwordStep(client, staff.email, staff.password)).statusCode).toBe(200);
    expect(await entries(`q=${ip}`)).toEqual([]);

    const code = await totpCode(staff.totpSecret);
    const reply = await client.api('POST', '/api/admin/login/totp', { code });
    expect(reply.statusCode).toBe(200);
    client.csrf = reply.json<{ csrf_token: string }>().csrf_token;
    expect((await client.api('POST', '/api/admin/logout')).statusCode).toBe(200);

    const found = await entries(`q=${ip}`);
    expect(found.map(summary)).toEqual([
      {
        action: 'sign_in.sign_out',
        entity: 'sign_in',
        entity_id: String(staff.id),
        staff: staff.id,
        email: staff.email,
        ip,
      },
      {
        action: 'sign_in.success',
        entity: 'sign_in',
        entity_id: String(staff.id),
        staff: staff.id,
        email: staff.email,
        ip,
      },
    ]);
    expect(found[0]?.staff).toEqual({ id: staff.id, name: staff.name, email: staff.email });
    expect(JSON.stringify(found)).not.toContain(code);
  });

  it('records wrong passwords with the e-mail typed, for a staff member or nobody, never the password', async () => {
    const ip = newAddress();
    const staff = await createStaff(t, 'content');
    const client = new TestClient(t.app, ip);
    expect((await passwordStep(client, staff.email.toUpperCase(), 'Vale-salasona-1')).statusCode).toBe(422);
    expect((await passwordStep(client, 'keegi.muu@kodumasinad.test', 'Vale-salasona-2')).statusCode).toBe(
      422,
    );

    const found = await entries(`q=${ip}&action=sign_in.password_failed`);
    expect(found.map(summary)).toEqual([
      {
        action: 'sign_in.password_failed',
        entity: 'sign_in',
        entity_id: null,
        staff: null,
        email: 'keegi.muu@kodumasinad.test',
        ip,
      },
      {
        action: 'sign_in.password_failed',
        entity: 'sign_in',
        entity_id: String(staff.id),
        staff: staff.id,
        email: staff.email,
        ip,
      },
    ]);
    expect(JSON.stringify(found)).not.toMatch(/Vale-salasona/);
    // The search finds an unknown e-mail too, and the staff filter the member's attempts.
    expect((await entries('q=keegi.muu')).length).toBe(1);
    expect((await entries(`staff=${staff.id}&entity=sign_in`)).map((e) => e.action)).toEqual([
      'sign_in.password_failed',
    ]);
  });

  it('records a wrong code and exports sign-ins with the address', async () => {
    const ip = newAddress();
    const staff = await createStaff(t, 'sales');
    const client = new TestClient(t.app, ip);
    await passwordStep(client, staff.email, staff.password);
    const wrong = await wrongCode(staff);
    expect((await client.api('POST', '/api/admin/login/totp', { code: wrong })).statusCode).toBe(422);

    const found = await entries(`q=${ip}`);
    expect(found.map(summary)).toEqual([
      {
        action: 'sign_in.code_failed',
        entity: 'sign_in',
        entity_id: String(staff.id),
        staff: staff.id,
        email: staff.email,
        ip,
      },
    ]);
    expect(found[0]?.after).toBeNull();

    const csv = await admin.api('GET', `/api/admin/audit/export.csv?q=${ip}`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';sign_in.code_failed;sign_in;');
    expect(lines[1]).toMatch(new RegExp(`;${ip.replaceAll('.', '\\.')}$`));
  });

  it('records the lockout after too many wrong passwords', async () => {
    const ip = newAddress();
    const staff = await createStaff(t, 'admin');
    const client = new TestClient(t.app, ip);
    for (let i = 0; i < FAILURES; i++) {
      expect((await passwordStep(client, staff.email, 'Vale1234!')).statusCode).toBe(422);
    }
    const locked = await passwordStep(client, staff.email, staff.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ message: RATE_LIMIT_MESSAGE });

    const found = await entries(`q=${ip}`);
    expect(found.map((entry) => entry.action)).toEqual([
      'sign_in.locked',
      ...Array<string>(FAILURES).fill('sign_in.password_failed'),
    ]);
    expect(found[0]?.after).toEqual({ step: 'password' });
    expect(found[0]?.staff?.id).toBe(staff.id);
  });
});

describe('the code step is rate-limited', () => {
  it('answers 429 in Estonian after too many wrong codes, even to the right one, and opens nothing', async () => {
    const ip = newAddress();
    const staff = await createStaff(t, 'admin');
    const client = new TestClient(t.app, ip);
    expect((await passwordStep(client, staff.email, staff.password)).statusCode).toBe(200);
    const wrong = await wrongCode(staff);
    for (let i = 0; i < FAILURES; i++) {
      const response = await client.api('POST', '/api/admin/login/totp', { code: wrong });
      expect(response.statusCode).toBe(422);
    }
    const refused = await client.api('POST', '/api/admin/login/totp', {
      code: await totpCode(staff.totpSecret),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: RATE_LIMIT_MESSAGE });
    expect(refused.headers['retry-after']).toBeDefined();

    // Nothing of the back-office opens on the password step's session.
    for (const path of ['/api/admin/me', '/api/admin/audit', '/api/admin/staff', '/api/admin/orders']) {
      expect((await client.api('GET', path)).statusCode, path).toBe(401);
    }
    // A new password step does not lift the limit: it counts per staff member.
    const again = new TestClient(t.app, newAddress());
    expect((await passwordStep(again, staff.email, staff.password)).statusCode).toBe(200);
    const stillRefused = await again.api('POST', '/api/admin/login/totp', {
      code: await totpCode(staff.totpSecret),
    });
    expect(stillRefused.statusCode).toBe(429);

    const found = await entries(`q=${ip}`);
    expect(found.map((entry) => entry.action)).toEqual([
      'sign_in.locked',
      ...Array<string>(FAILURES).fill('sign_in.code_failed'),
    ]);
    expect(found[0]?.after).toEqual({ step: 'code' });
  });

  it('lets another staff member sign in meanwhile', async () => {
    const other = await createStaff(t, 'content');
    await signInStaff(new TestClient(t.app, newAddress()), other);
  });
});
