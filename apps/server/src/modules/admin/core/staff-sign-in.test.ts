import { StaffLoginReplySchema, StaffMeReplySchema, StaffTotpReplySchema } from '@kodumasinad/contract/admin';
import { DEMO_STAFF } from '../../../db/seed/demo-staff.js';
import { DEMO_PASSWORD } from '../../../db/seed/demo-users.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createStaff,
  signInStaff,
  staffClient,
  totpCode,
  type TestStaff,
} from '../../../test-support/staff-client.js';
import { open, seal } from '../../../platform/secret-box.js';
import { strict } from '../../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { TestClient } from '../../../test-support/test-client.js';
import { currentCode, TOTP_PERIOD_SECONDS } from './totp.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

afterEach(() => {
  vi.useRealTimers();
});

async function passwordStep(staff: TestStaff, client = new TestClient(t.app)) {
  await client.page();
  const response = await client.api('POST', '/api/admin/login', {
    email: staff.email,
    password: staff.password,
  });
  expect(response.statusCode).toBe(200);
  const reply = strict(StaffLoginReplySchema).parse(response.json());
  client.csrf = reply.csrf_token;
  return { client, reply };
}

const sendCode = (client: TestClient, code: string) => client.api('POST', '/api/admin/login/totp', { code });

/** Pins the clock in the middle of a TOTP step, so "one step before" means exactly that. */
function midStep() {
  const step = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS) + 10;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime((step * TOTP_PERIOD_SECONDS + TOTP_PERIOD_SECONDS / 2) * 1000);
}

describe('staff sign-in with a TOTP code', () => {
  it('asks for the code after the password, on a new session token, and opens nothing before it', async () => {
    const staff = await createStaff(t, 'admin');
    const client = new TestClient(t.app);
    await client.page();
    const anonymousCookie = client.cookie;
    const { reply } = await passwordStep(staff, client);
    expect(reply).toEqual({ next: 'totp', csrf_token: expect.any(String) });
    expect(client.cookie).not.toBe(anonymousCookie);
    const passwordCookie = client.cookie;

    expect((await client.api('GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await client.api('GET', '/api/admin/audit')).statusCode).toBe(401);
    expect((await client.api('GET', '/api/admin/staff')).statusCode).toBe(401);

    const response = await sendCode(client, await totpCode(staff.totpSecret));
    expect(response.statusCode).toBe(200);
    const signedIn = strict(StaffTotpReplySchema).parse(response.json());
    expect(signedIn.staff).toEqual({ id: staff.id, email: staff.email, name: staff.name, role: 'admin' });
    expect(client.cookie).not.toBe(passwordCookie);
    client.csrf = signedIn.csrf_token;

    const me = await client.api('GET', '/api/admin/me');
    expect(me.statusCode).toBe(200);
    expect(strict(StaffMeReplySchema).parse(me.json()).staff.id).toBe(staff.id);

    // The password step's session is gone once the code moved the session on.
    const old = new TestClient(t.app);
    old.cookie = passwordCookie;
    old.csrf = reply.csrf_token;
    const replay = await sendCode(old, await totpCode(staff.totpSecret));
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ message: 'Palun logi uuesti sisse.' });
  });

  it('refuses a wrong code with a field error and keeps the session at the password step', async () => {
    const staff = await createStaff(t, 'sales');
    const { client } = await passwordStep(staff);
    const right = await totpCode(staff.totpSecret);
    const wrong = right === '000000' ? '111111' : '000000';
    const response = await sendCode(client, wrong);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Kood on vale või aegunud.',
      code: 'invalid_code',
      errors: { code: ['Kood on vale või aegunud.'] },
    });
    expect((await client.api('GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await sendCode(client, right)).statusCode).toBe(200);
  });

  it('reports a code that is not six digits in Estonian', async () => {
    const staff = await createStaff(t, 'sales');
    const { client } = await passwordStep(staff);
    const response = await sendCode(client, '12ab');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { code: ['Kood on kuuekohaline number.'] } });
  });

  it('takes a code of the step before or after, not older ones', async () => {
    midStep();
    const staff = await createStaff(t, 'content');
    const now = Date.now();
    const { client } = await passwordStep(staff);
    const period = TOTP_PERIOD_SECONDS * 1000;
    expect((await sendCode(client, await currentCode(staff.totpSecret, now - 2 * period))).statusCode).toBe(
      422,
    );
    expect((await sendCode(client, await currentCode(staff.totpSecret, now + 2 * period))).statusCode).toBe(
      422,
    );
    expect((await sendCode(client, await currentCode(staff.totpSecret, now - period))).statusCode).toBe(200);

    const other = await createStaff(t, 'content');
    const next = await passwordStep(other);
    expect((await sendCode(next.client, await currentCode(other.totpSecret, now + period))).statusCode).toBe(
      200,
    );
  });

  it('never takes a code twice, nor an earlier one after a later one', async () => {
    midStep();
    const staff = await createStaff(t, 'admin');
    const code = await totpCode(staff.totpSecret);
    const first = await passwordStep(staff);
    expect((await sendCode(first.client, code)).statusCode).toBe(200);

    const second = await passwordStep(staff);
    expect((await sendCode(second.client, code)).statusCode).toBe(422);
    const earlier = await currentCode(staff.totpSecret, Date.now() - TOTP_PERIOD_SECONDS * 1000);
    expect((await sendCode(second.client, earlier)).statusCode).toBe(422);
    expect((await second.client.api('GET', '/api/admin/me')).statusCode).toBe(401);
  });

  it('refuses the code step without a password step', async () => {
    const staff = await createStaff(t, 'admin');
    const client = new TestClient(t.app);
    await client.page();
    const response = await sendCode(client, await totpCode(staff.totpSecret));
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['a wrong password', (s: TestStaff) => ({ email: s.email, password: 'Vale1234!' })],
    ['an unknown address', () => ({ email: 'keegi@kodumasinad.test', password: 'Haldus1234!' })],
    ['a buyer’s login', () => ({ email: 'anna@kodumasin.test', password: 'Demo1234!' })],
  ])('answers %s with the same 422 field error', async (_case, body) => {
    const staff = await createStaff(t, 'admin');
    const client = new TestClient(t.app);
    await client.page();
    const response = await client.api('POST', '/api/admin/login', body(staff));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Sisselogimine ebaõnnestus.',
      code: 'invalid_credentials',
      errors: { email: ['E-post või salasõna on vale.'] },
    });
  });

  it('refuses a deactivated staff member as if the password were wrong', async () => {
    const staff = await createStaff(t, 'sales');
    await t.db.updateTable('staff').set({ active: 0 }).where('id', '=', staff.id).execute();
    const client = new TestClient(t.app);
    await client.page();
    const response = await client.api('POST', '/api/admin/login', {
      email: staff.email,
      password: staff.password,
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('the first sign-in enrols an authenticator', () => {
  it('shows the secret as text, URI and QR code, and keeps it only after its first code', async () => {
    const staff = await createStaff(t, 'sales', { enrolled: false });
    const { client, reply } = await passwordStep(staff);
    expect(reply.next).toBe('enroll');
    const enroll = reply.enroll!;
    expect(enroll.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enroll.otpauth_url).toMatch(/^otpauth:\/\/totp\/Kodumasinad%20B2B:/);
    expect(enroll.otpauth_url).toContain(`secret=${enroll.secret}`);
    expect(enroll.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const stored = () =>
      t.db.selectFrom('staff').select('totp_secret').where('id', '=', staff.id).executeTakeFirstOrThrow();
    const right = await currentCode(enroll.secret);
    expect((await sendCode(client, right === '000000' ? '111111' : '000000')).statusCode).toBe(422);
    expect((await stored()).totp_secret).toBeNull();

    expect((await sendCode(client, right)).statusCode).toBe(200);
    // Kept sealed with the app's key (decision 052), never as the base32 text.
    const kept = (await stored()).totp_secret!;
    expect(kept).not.toContain(enroll.secret);
    expect(open(t.config.staffTotpKey, kept)).toBe(enroll.secret);

    // The next sign-in asks for a code of the enrolled secret.
    await t.db.updateTable('staff').set({ totp_last_step: null }).where('id', '=', staff.id).execute();
    const again = await passwordStep(staff);
    expect(again.reply).toEqual({ next: 'totp', csrf_token: expect.any(String) });
  });

  it('offers a new secret at each password step until one is confirmed', async () => {
    const staff = await createStaff(t, 'content', { enrolled: false });
    const first = await passwordStep(staff);
    const second = await passwordStep(staff);
    expect(second.reply.enroll?.secret).not.toBe(first.reply.enroll?.secret);
    // The abandoned secret's code does not pass on the second session.
    const stale = await currentCode(first.reply.enroll!.secret);
    const fresh = await currentCode(second.reply.enroll!.secret);
    if (stale !== fresh) expect((await sendCode(second.client, stale)).statusCode).toBe(422);
    expect((await sendCode(second.client, fresh)).statusCode).toBe(200);
  });
});

describe('staff and buyer sessions stay apart', () => {
  it('answers the buyer’s API 401 for a staff session, and a buyer 403 in the back-office', async () => {
    const staff = await staffClient(t, 'admin');
    expect((await staff.api('GET', '/api/user')).statusCode).toBe(401);
    expect((await staff.api('GET', '/api/cart')).statusCode).toBe(401);

    const buyer = new TestClient(t.app);
    await buyer.login('mart@kodumasin.test');
    expect((await buyer.api('GET', '/api/admin/me')).statusCode).toBe(403);
  });

  it('signs out with POST /api/admin/logout', async () => {
    const client = await staffClient(t, 'content');
    const response = await client.api('POST', '/api/admin/logout');
    expect(response.statusCode).toBe(200);
    client.csrf = response.json<{ csrf_token: string }>().csrf_token;
    expect((await client.api('GET', '/api/admin/me')).statusCode).toBe(401);
  });

  it('ends a session when the staff member is deactivated at the database', async () => {
    const client = await staffClient(t, 'sales');
    expect((await client.api('GET', '/api/admin/me')).statusCode).toBe(200);
    await t.db.updateTable('staff').set({ active: 0 }).where('id', '=', client.staff.id).execute();
    expect((await client.api('GET', '/api/admin/me')).statusCode).toBe(401);
  });

  it('signs the same member in again on a later step', async () => {
    const staff = await createStaff(t, 'admin');
    const client = new TestClient(t.app);
    await signInStaff(client, staff);
    await t.db.updateTable('staff').set({ totp_last_step: 0 }).where('id', '=', staff.id).execute();
    await signInStaff(new TestClient(t.app), staff);
  });
});

describe('the demo staff', () => {
  it.each(DEMO_STAFF.map((staff) => [staff.email, staff] as const))(
    '%s signs in with Demo1234! and a code of the documented secret',
    async (_email, demo) => {
      const client = new TestClient(t.app);
      const reply = await signInStaff(client, {
        id: 0,
        email: demo.email,
        name: demo.name,
        role: demo.role,
        password: DEMO_PASSWORD,
        totpSecret: demo.totpSecret,
      });
      expect(reply.staff).toMatchObject({ email: demo.email, role: demo.role });
      // The seed stored the documented secret sealed (decision 052).
      const row = await t.db
        .selectFrom('staff')
        .select('totp_secret')
        .where('email', '=', demo.email)
        .executeTakeFirstOrThrow();
      expect(row.totp_secret).not.toContain(demo.totpSecret);
      expect(open(t.config.staffTotpKey, row.totp_secret!)).toBe(demo.totpSecret);
    },
  );
});

describe('TOTP secrets at rest', () => {
  it('asks for a reset of the authenticator when the secret was sealed with another key', async () => {
    const staff = await createStaff(t, 'sales');
    await t.db
      .updateTable('staff')
      .set({ totp_secret: seal(Buffer.alloc(32, 9), staff.totpSecret) })
      .where('id', '=', staff.id)
      .execute();
    const { client } = await passwordStep(staff);
    const response = await sendCode(client, await totpCode(staff.totpSecret));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'totp_unreadable',
      errors: { code: [expect.any(String)] },
    });
    expect((await client.api('GET', '/api/admin/me')).statusCode).toBe(401);
  });

  it('keeps the secret of an enrolment under way sealed in the session', async () => {
    const staff = await createStaff(t, 'content', { enrolled: false });
    const { reply } = await passwordStep(staff);
    const sessions = await t.db
      .selectFrom('sessions')
      .select('staff_enroll_secret')
      .where('staff_id', '=', staff.id)
      .execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.staff_enroll_secret).not.toContain(reply.enroll!.secret);
    expect(open(t.config.staffTotpKey, sessions[0]!.staff_enroll_secret!)).toBe(reply.enroll!.secret);
  });
});
