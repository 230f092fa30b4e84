import {
  AuditListReplySchema,
  StaffAccountReplySchema,
  StaffListReplySchema,
} from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStaff,
  signInStaff,
  staffClient,
  type StaffTestClient,
} from '../../test-support/staff-client.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';

let t: TestApp;
let admin: StaffTestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t, 'admin');
});

afterAll(async () => {
  await t.close();
});

async function auditOf(entityId: number) {
  const response = await admin.api('GET', `/api/admin/audit?entity=staff&per_page=100`);
  expect(response.statusCode).toBe(200);
  return strict(AuditListReplySchema)
    .parse(response.json())
    .data.filter((entry) => entry.entity_id === String(entityId));
}

describe('staff accounts', () => {
  it('creates a member who can then sign in and enrol, with an audit entry of the creation', async () => {
    const email = `uus-${Date.now()}@kodumasinad.test`;
    const response = await admin.api('POST', '/api/admin/staff', {
      email: email.toUpperCase(),
      name: 'Uus Töötaja',
      role: 'content',
      password: 'Salasona123',
    });
    expect(response.statusCode).toBe(200);
    const created = strict(StaffAccountReplySchema).parse(response.json()).data;
    expect(created).toMatchObject({
      email,
      name: 'Uus Töötaja',
      role: 'content',
      active: true,
      totp_enrolled: false,
    });

    const [entry, ...more] = await auditOf(created.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'staff.create',
      staff: { id: admin.staff.id },
      before: null,
      after: { email, name: 'Uus Töötaja', role: 'content', active: true, totp_enrolled: false },
    });
    expect(JSON.stringify(entry)).not.toMatch(/argon2|password_hash|totp_secret/);

    const client = new TestClient(t.app);
    await client.page();
    const login = await client.api('POST', '/api/admin/login', { email, password: 'Salasona123' });
    expect(login.json()).toMatchObject({ next: 'enroll' });
  });

  it('refuses a taken e-mail and bad fields with Estonian field errors, saving nothing', async () => {
    const before = await t.db
      .selectFrom('audit_log')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const taken = await admin.api('POST', '/api/admin/staff', {
      email: admin.staff.email,
      name: 'Teine',
      role: 'sales',
      password: 'Salasona123',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ errors: { email: ['Selle e-postiga töötaja on juba olemas.'] } });

    const bad = await admin.api('POST', '/api/admin/staff', {
      email: 'x',
      name: '',
      role: 'boss',
      password: 'lühike',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
      'email',
      'name',
      'password',
      'role',
    ]);
    expect(bad.json()).toMatchObject({ errors: { role: ['Roll ei ole korrektne.'] } });
    const after = await t.db
      .selectFrom('audit_log')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('changes name and role, and deactivating signs the member out, each audited with before and after', async () => {
    const member = await staffClient(t, 'sales');
    const id = member.staff.id;
    const renamed = await admin.api('PUT', `/api/admin/staff/${id}`, { name: 'Müüja Mari', role: 'content' });
    expect(renamed.statusCode).toBe(200);
    expect(strict(StaffAccountReplySchema).parse(renamed.json()).data).toMatchObject({
      name: 'Müüja Mari',
      role: 'content',
      active: true,
    });
    await expect(member.api('GET', '/api/admin/me').then((r) => r.json())).resolves.toMatchObject({
      staff: { role: 'content' },
    });

    const deactivated = await admin.api('PUT', `/api/admin/staff/${id}`, {
      name: 'Müüja Mari',
      role: 'content',
      active: false,
    });
    expect(deactivated.statusCode).toBe(200);
    expect((await member.api('GET', '/api/admin/me')).statusCode).toBe(401);
    const sessions = await t.db.selectFrom('sessions').select('id').where('staff_id', '=', id).execute();
    expect(sessions).toEqual([]);

    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(['staff.update', 'staff.update']);
    expect(entries[0]).toMatchObject({ before: { active: true }, after: { active: false } });
    expect(entries[1]).toMatchObject({
      before: { name: member.staff.name, role: 'sales' },
      after: { name: 'Müüja Mari', role: 'content' },
    });
  });

  it('keeps an admin from changing their own role or state', async () => {
    const response = await admin.api('PUT', `/api/admin/staff/${admin.staff.id}`, {
      name: 'Mina',
      role: 'admin',
      active: false,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { active: ['Oma rolli ega olekut ei saa ise muuta.'] } });
    expect((await admin.api('GET', '/api/admin/me')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown member', async () => {
    const response = await admin.api('PUT', '/api/admin/staff/999999', { name: 'X', role: 'sales' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Töötajat ei leitud.' });
  });

  it('resets the authenticator: sessions end, the next sign-in enrols anew, audited', async () => {
    const member = await staffClient(t, 'content');
    const id = member.staff.id;
    const response = await admin.api('POST', `/api/admin/staff/${id}/reset-totp`);
    expect(response.statusCode).toBe(200);
    expect(strict(StaffAccountReplySchema).parse(response.json()).data.totp_enrolled).toBe(false);
    expect((await member.api('GET', '/api/admin/me')).statusCode).toBe(401);

    const client = new TestClient(t.app);
    await client.page();
    const login = await client.api('POST', '/api/admin/login', {
      email: member.staff.email,
      password: member.staff.password,
    });
    expect(login.json()).toMatchObject({ next: 'enroll' });

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'staff.reset_totp',
      before: { totp_enrolled: true },
      after: { totp_enrolled: false },
    });
  });

  it('lists, filters and sorts staff with {data, meta}', async () => {
    const response = await admin.api('GET', '/api/admin/staff?role=admin&sort=email&dir=asc&per_page=2');
    expect(response.statusCode).toBe(200);
    const reply = strict(StaffListReplySchema).parse(response.json());
    expect(reply.data.every((row) => row.role === 'admin')).toBe(true);
    expect(reply.meta).toMatchObject({ current_page: 1, per_page: 2 });
    const emails = reply.data.map((row) => row.email);
    expect(emails).toEqual([...emails].sort());

    const bad = await admin.api('GET', '/api/admin/staff?per_page=500&sort=salary');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      errors: { per_page: ['Ridu lehel võib olla 1 kuni 100.'], sort: ['Järjestus ei ole korrektne.'] },
    });
  });

  it('exports the accounts the filters show as CSV, every page, with the filters checked', async () => {
    const member = await createStaff(t, 'content');
    const csv = await admin.api(
      'GET',
      `/api/admin/staff/export.csv?role=content&q=${member.email}&per_page=1`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('tootajad.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Nimi;E-post;Roll;Olek;Autentimisrakendus;Lisatud');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;${member.email};Sisu;Aktiivne;Seotud;`);

    const all = await admin.api('GET', '/api/admin/staff/export.csv?per_page=1');
    expect(all.body.trim().split('\r\n').length).toBeGreaterThan(2);
    expect((await admin.api('GET', '/api/admin/staff/export.csv?role=boss')).statusCode).toBe(422);
  });
});

describe('the audit log', () => {
  it('filters by staff member, action and period, and exports the same as CSV', async () => {
    const other = await createStaff(t, 'admin');
    const otherClient = new TestClient(t.app);
    await signInStaff(otherClient, other);
    const target = await createStaff(t, 'sales');
    expect(
      (await otherClient.api('PUT', `/api/admin/staff/${target.id}`, { name: 'Auditis', role: 'sales' }))
        .statusCode,
    ).toBe(200);

    const today = new Date().toISOString().slice(0, 10);
    const byOther = await admin.api('GET', `/api/admin/audit?staff=${other.id}&from=${today}&to=${today}`);
    const entries = strict(AuditListReplySchema).parse(byOther.json());
    // Newest first: the change, then the member's own sign-in (decision 052).
    expect(entries.data.map((entry) => [entry.action, entry.entity_id])).toEqual([
      ['staff.update', String(target.id)],
      ['sign_in.success', String(other.id)],
    ]);
    expect(entries.meta.total).toBe(2);
    const changes = await admin.api('GET', `/api/admin/audit?staff=${other.id}&entity=staff`);
    expect(strict(AuditListReplySchema).parse(changes.json()).meta.total).toBe(1);

    const yesterday = await admin.api('GET', `/api/admin/audit?staff=${other.id}&to=2020-01-01`);
    expect(strict(AuditListReplySchema).parse(yesterday.json()).data).toEqual([]);
    const period = await admin.api('GET', '/api/admin/audit?from=2026-02-01&to=2026-01-01');
    expect(period.statusCode).toBe(422);

    const csv = await admin.api('GET', `/api/admin/audit/export.csv?staff=${other.id}&entity=staff`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Aeg;Töötaja;Tegevus;Objekt;Objekti ID;Enne;Pärast;IP-aadress');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';staff.update;staff;');
  });

  it('is for admins only', async () => {
    const sales = await staffClient(t, 'sales');
    expect((await sales.api('GET', '/api/admin/audit')).statusCode).toBe(403);
  });
});
