import { LoginReplySchema, UserReplySchema } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { readOutbox, TestClient } from '../../test-support/test-client.js';
import { strict } from '../../test-support/strict.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const SENT = {
  message: 'Kui see e-posti aadress on meil registreeritud, saatsime sinna salasõna taastamise lingi.',
};

/** Asks for a reset link and returns the token and e-mail from the link in the outbox mail. */
async function requestLink(client: TestClient, email: string): Promise<{ token: string; email: string }> {
  const before = readOutbox(t.dataDir).length;
  const response = await client.api('POST', '/api/password/email', { email });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual(SENT);
  await t.app.idleMail();
  const mails = readOutbox(t.dataDir);
  expect(mails).toHaveLength(before + 1);
  const mail = mails.find((m, index) => index >= before && m.to === email.toLowerCase());
  const match = /http:\/\/localhost:3000\/password\/reset\/([\w-]+)\?email=([^\s"]+)/.exec(mail?.text ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in ${JSON.stringify(mail)}`);
  return { token: match[1], email: decodeURIComponent(match[2]) };
}

const reset = (client: TestClient, link: { token: string; email: string }, password = 'UusSalasona1') =>
  client.api('POST', '/api/password/reset', { ...link, password, password_confirmation: password });

describe('password reset', () => {
  it('runs the whole flow: mail, reset, logged in, old password gone, token single-use', async () => {
    const other = new TestClient(t.app);
    await other.login('anna@kodumasin.test');

    const client = new TestClient(t.app);
    await client.page();
    const link = await requestLink(client, 'Anna@Kodumasin.test');
    expect(link.email).toBe('anna@kodumasin.test');
    const mail = readOutbox(t.dataDir).at(-1);
    expect(mail).toMatchObject({
      to: 'anna@kodumasin.test',
      subject: 'Salasõna taastamine – Kodumasinad B2B',
    });
    expect(mail?.text).toContain('Tere, Anna Tamm!');

    const response = await reset(client, link);
    expect(response.statusCode).toBe(200);
    const reply = strict(LoginReplySchema).parse(response.json());
    expect(reply.data.email).toBe('anna@kodumasin.test');
    expect(reply.message).toBe('Salasõna on muudetud ja oled sisse logitud.');
    client.csrf = reply.csrf_token;
    expect(strict(UserReplySchema).parse((await client.api('GET', '/api/user')).json()).data.name).toBe(
      'Anna Tamm',
    );

    expect((await other.api('GET', '/api/user')).statusCode).toBe(401);

    const oldPassword = new TestClient(t.app);
    expect((await oldPassword.login('anna@kodumasin.test')).statusCode).toBe(422);
    const newPassword = new TestClient(t.app);
    expect((await newPassword.login('anna@kodumasin.test', 'UusSalasona1')).statusCode).toBe(200);

    const reuse = await reset(client, link, 'TeineSalasona2');
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json()).toMatchObject({
      errors: { token: ['Salasõna taastamise link on vigane või juba kasutatud. Telli uus link.'] },
    });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const client = new TestClient(t.app);
    await client.page();
    const before = readOutbox(t.dataDir).length;
    const response = await client.api('POST', '/api/password/email', { email: 'keegi@kodumasin.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SENT);
    await t.app.idleMail();
    expect(readOutbox(t.dataDir)).toHaveLength(before);
  });

  it('validates the e-mail field', async () => {
    const client = new TestClient(t.app);
    await client.page();
    const response = await client.api('POST', '/api/password/email', { email: 'mart' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { email: ['E-post peab olema e-maili aadress.'] } });
  });

  it('rejects an expired token', async () => {
    const client = new TestClient(t.app);
    await client.page();
    const link = await requestLink(client, 'mart@kodumasin.test');
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', 'mart@kodumasin.test')
      .execute();
    const response = await reset(client, link);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'Salasõna taastamine ebaõnnestus.',
      errors: { token: ['Salasõna taastamise link on aegunud. Telli uus link.'] },
    });
    expect((await new TestClient(t.app).login('mart@kodumasin.test')).statusCode).toBe(200);
  });

  it('rejects an unknown token, a token for another address and an older token', async () => {
    const client = new TestClient(t.app);
    await client.page();
    expect(
      (await reset(client, { token: 'x'.repeat(43), email: 'peeter@ehitus.test' })).json(),
    ).toMatchObject({
      errors: { token: [expect.any(String)] },
    });

    const older = await requestLink(client, 'peeter@ehitus.test');
    const newer = await requestLink(client, 'peeter@ehitus.test');
    const mismatch = await reset(client, { token: newer.token, email: 'anna@kodumasin.test' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({
      errors: { email: ['See e-posti aadress ei vasta taastamise lingile.'] },
    });
    expect((await reset(client, older)).statusCode).toBe(422);
    expect((await reset(client, newer)).statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const client = new TestClient(t.app);
    await client.page();
    const link = await requestLink(client, 'mart@kodumasin.test');
    const rows = await t.db.selectFrom('password_resets').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).not.toContain(link.token);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('validates the new password and its confirmation', async () => {
    const client = new TestClient(t.app);
    await client.page();
    const response = await client.api('POST', '/api/password/reset', {
      token: 'abc',
      email: 'mart@kodumasin.test',
      password: 'lühike',
      password_confirmation: 'muu',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
      'password',
      'password_confirmation',
    ]);
  });
});
