import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { STAFF_EMAIL_TAKEN_MESSAGE, StaffTotpReplySchema } from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { open } from '../../platform/secret-box.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { currentCode } from '../admin/core/totp.js';
import { createAdmin } from './create-admin.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** Signs in through the back-office's two calls; the reply of the code step. */
async function signIn(email: string, password: string, secret: string) {
  const client = new TestClient(t.app);
  await client.page();
  const login = await client.api('POST', '/api/admin/login', { email, password });
  expect(login.statusCode).toBe(200);
  expect(login.json()).toMatchObject({ next: 'totp' });
  client.csrf = login.json<{ csrf_token: string }>().csrf_token;
  const code = await client.api('POST', '/api/admin/login/totp', { code: await currentCode(secret) });
  expect(code.statusCode).toBe(200);
  const reply = strict(StaffTotpReplySchema).parse(code.json());
  client.csrf = reply.csrf_token;
  return { client, staff: reply.staff };
}

/** The field errors `run` is refused with (422). */
async function refusal(run: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await run.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(422);
  return (error as AppError).errors ?? {};
}

const staffRows = (email: string) =>
  t.db.selectFrom('staff').selectAll().where('email', '=', email).execute();

describe('createAdmin (npm run create-admin)', () => {
  it('creates an admin with an enrolled authenticator who signs in with the printed password and code', async () => {
    const created = await createAdmin(t.db, t.config.staffTotpKey, {
      email: 'Esimene.Admin@Pood.ee',
      name: 'Esimene Admin',
    });
    expect(created.account).toMatchObject({
      email: 'esimene.admin@pood.ee',
      name: 'Esimene Admin',
      role: 'admin',
      active: true,
      totp_enrolled: true,
    });
    expect(created.passwordGenerated).toBe(true);
    expect(created.password).toMatch(/^[\w-]{24}$/);
    expect(created.totp.otpauthUrl).toContain(`secret=${created.totp.secret}`);
    // Stored sealed with STAFF_TOTP_KEY, as the sign-in's enrolment stores it; the password hashed.
    const [row] = await staffRows('esimene.admin@pood.ee');
    expect(row?.totp_secret).not.toContain(created.totp.secret);
    expect(open(t.config.staffTotpKey, row?.totp_secret ?? '')).toBe(created.totp.secret);
    expect(row?.password_hash).not.toContain(created.password);

    // With the password alone the account opens nothing: the code step follows.
    const { client, staff } = await signIn('esimene.admin@pood.ee', created.password, created.totp.secret);
    expect(staff).toEqual({
      id: created.account.id,
      email: 'esimene.admin@pood.ee',
      name: 'Esimene Admin',
      role: 'admin',
    });
    expect((await client.api('GET', '/api/admin/staff')).statusCode).toBe(200);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'staff')
      .where('entity_id', '=', String(created.account.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'staff.create', staff_id: null, email: 'command:create-admin' });
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toEqual({
      email: 'esimene.admin@pood.ee',
      name: 'Esimene Admin',
      role: 'admin',
      active: true,
      totp_enrolled: true,
    });
  });

  it('takes a given password', async () => {
    const created = await createAdmin(t.db, t.config.staffTotpKey, {
      email: 'antud@pood.ee',
      name: 'Antud Salasõna',
      password: 'Minu oma salasõna 1!',
    });
    expect(created).toMatchObject({ password: 'Minu oma salasõna 1!', passwordGenerated: false });
    await signIn('antud@pood.ee', 'Minu oma salasõna 1!', created.totp.secret);
  });

  it('refuses an e-mail a staff member has, in any case, and changes nothing', async () => {
    await createAdmin(t.db, t.config.staffTotpKey, { email: 'kordus@pood.ee', name: 'Esimene' });
    const before = await staffRows('kordus@pood.ee');
    const errors = await refusal(
      createAdmin(t.db, t.config.staffTotpKey, { email: 'KORDUS@pood.ee', name: 'Teine' }),
    );
    expect(errors).toEqual({ email: [STAFF_EMAIL_TAKEN_MESSAGE] });
    expect(await staffRows('kordus@pood.ee')).toEqual(before);
    // The demo admin's address is taken as well.
    expect(
      await refusal(createAdmin(t.db, t.config.staffTotpKey, { email: 'admin@kodumasinad.test', name: 'X' })),
    ).toEqual({ email: [STAFF_EMAIL_TAKEN_MESSAGE] });
  });

  it('refuses missing and invalid input with the staff form’s Estonian messages', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('staff')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const staffBefore = await count();
    expect(
      await refusal(createAdmin(t.db, t.config.staffTotpKey, { email: undefined, name: undefined })),
    ).toEqual({
      email: ['E-post on nõutud väli.'],
      name: ['Nimi on nõutud väli.'],
    });
    expect(
      await refusal(
        createAdmin(t.db, t.config.staffTotpKey, { email: 'pole-aadress', name: 'Nimi', password: 'lühike' }),
      ),
    ).toEqual({
      email: ['E-post peab olema e-maili aadress.'],
      password: ['Salasõna peaks olema vähemalt 8 tähemärki.'],
    });
    expect(await count()).toBe(staffBefore);
  });
});

const CLI = fileURLToPath(new URL('../../ops/create-admin-cli.ts', import.meta.url));

/** Runs the command as `npm run create-admin` does, on the test app's database and keys. */
function runCommand(
  args: string[],
  stdin?: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const { database } = t.config;
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--conditions=@kodumasinad/source', '--import', 'tsx', CLI, ...args],
      {
        cwd: fileURLToPath(new URL('../../..', import.meta.url)),
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          DATA_DIR: t.dataDir,
          APP_SECRET: t.config.appSecret,
          APP_URL: t.config.appUrl,
          DATABASE_URL: database.kind === 'postgres' ? database.url : '',
        },
      },
      (error, stdout, stderr) =>
        resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout, stderr }),
    );
    child.stdin?.end(stdin ?? '');
  });
}

describe('the create-admin command', () => {
  it('prints the password and the authenticator key that sign in, and refuses the address again', async () => {
    const first = await runCommand(['--email', 'kask@pood.ee', '--name', 'Käsurea Admin']);
    expect(first.code).toBe(0);
    const password = /Salasõna \(näidatakse ainult nüüd[^:]*: (\S+)/.exec(first.stdout)?.[1];
    const secret = /Võti: ([A-Z2-7]+)/.exec(first.stdout)?.[1];
    expect(password).toBeDefined();
    expect(secret).toBeDefined();
    expect(first.stdout).toContain('otpauth://totp/');
    expect(first.stdout).toContain(`${t.config.appUrl}/haldus`);
    await signIn('kask@pood.ee', password ?? '', secret ?? '');

    const again = await runCommand(['--email', 'kask@pood.ee', '--name', 'Teine'], undefined);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`--email: ${STAFF_EMAIL_TAKEN_MESSAGE}`);
  });

  it('reads the password from stdin and names the options in its Estonian errors', async () => {
    const piped = await runCommand(
      ['--email', 'toru@pood.ee', '--name', 'Toru Admin', '--password-stdin'],
      'Torust tulnud salasõna\n',
    );
    expect(piped.code).toBe(0);
    expect(piped.stdout).not.toContain('Torust tulnud salasõna');
    const secret = /Võti: ([A-Z2-7]+)/.exec(piped.stdout)?.[1] ?? '';
    await signIn('toru@pood.ee', 'Torust tulnud salasõna', secret);

    const bad = await runCommand(['--email', 'toru', '--password-stdin'], 'lühike');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--email: E-post peab olema e-maili aadress.');
    expect(bad.stderr).toContain('--name: Nimi on nõutud väli.');
    expect(bad.stderr).toContain('--password-stdin: Salasõna peaks olema vähemalt 8 tähemärki.');
  });
});
