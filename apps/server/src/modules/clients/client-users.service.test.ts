import {
  LoginReplySchema,
  UserReplySchema,
  INVITE_EXPIRED_MESSAGE,
  INVITE_INVALID_MESSAGE,
} from '@kodumasinad/contract';
import { USER_EMAIL_TAKEN_MESSAGE, type ClientUserInvite } from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, loggedIn } from '../../test-support/checkout-fixtures.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { readOutbox, TestClient } from '../../test-support/test-client.js';
import { createMailer } from '../../platform/mail.js';
import { MailQueue } from '../../platform/mail-queue.js';
import type { AuditChange } from '../admin/core/index.js';
import { ClientUsersService } from './client-users.service.js';

/**
 * A client's users (decision 046): the invitation's whole way from the back-office's service to
 * the invitee's public page calls, resending, deactivating and the reset mail. The services are
 * built on the test app's database with an audit recorder that keeps what it is given.
 */
let t: TestApp;
let clientId: number;
const audit: { actor: string; entry: AuditChange }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const client = await t.db
    .selectFrom('b2b_clients')
    .select('id')
    .where('name', '=', 'Ehitusmaailm AS')
    .executeTakeFirstOrThrow();
  clientId = client.id;
});

afterAll(async () => {
  await t.close();
});

function service(clock?: () => Date) {
  return new ClientUsersService<string>({
    db: t.db,
    mail: new MailQueue(t.db, createMailer(t.config, t.app.log), t.app.log),
    audit: async (_trx, actor, entry) => {
      audit.push({ actor, entry });
    },
    appUrl: t.config.appUrl,
    seller: t.config.seller,
    ...(clock === undefined ? {} : { clock }),
  });
}

/** The token of the latest invitation mail to `email`. */
async function inviteToken(email: string): Promise<string> {
  await t.app.idleMail();
  const mail = readOutbox(t.dataDir).findLast((entry) => entry.to === email);
  const match = /http:\/\/localhost:3000\/kutse\/([\w-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no invitation link in ${JSON.stringify(mail)}`);
  return match[1];
}

const accept = async (client: TestClient, token: string, password = 'Kutse1234') => {
  if (client.csrf === null) await client.page(`/kutse/${token}`);
  return client.api('POST', `/api/invite/${token}`, { password, password_confirmation: password });
};

const invitee = (email: string): ClientUserInvite => ({ name: 'Kati Kuusk', email, phone: null });

describe('inviting a user', () => {
  it('creates the user without a password, mails a link that works once and signs them in', async () => {
    const user = await service().invite('myyk', clientId, invitee('kati@ehitus.test'));
    expect(user).toMatchObject({ email: 'kati@ehitus.test', status: 'invited', status_label: 'Kutsutud' });
    expect(audit.at(-1)).toMatchObject({
      actor: 'myyk',
      entry: {
        action: 'user.invite',
        entity: 'user',
        entity_id: user.id,
        before: null,
        after: { status: 'invited' },
      },
    });
    const token = await inviteToken('kati@ehitus.test');
    const mail = readOutbox(t.dataDir).at(-1);
    expect(mail).toMatchObject({ to: 'kati@ehitus.test', subject: 'Kutse Kodumasinad B2B e-poodi' });
    expect(mail?.text).toContain('Ehitusmaailm AS');
    expect(mail?.text).toContain('kehtib 7 päeva');

    // No password yet: no sign-in with anything.
    expect((await new TestClient(t.app).login('kati@ehitus.test', '')).statusCode).toBe(422);

    const visitor = new TestClient(t.app);
    await visitor.page(`/kutse/${token}`);
    const shown = await visitor.api('GET', `/api/invite/${token}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({
      data: { name: 'Kati Kuusk', email: 'kati@ehitus.test', company: 'Ehitusmaailm AS' },
    });

    const mismatch = await visitor.api('POST', `/api/invite/${token}`, {
      password: 'Kutse1234',
      password_confirmation: 'Kutse12345',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(Object.keys(mismatch.json<{ errors: object }>().errors)).toEqual(['password_confirmation']);
    const short = await accept(visitor, token, 'lühike');
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json<{ errors: object }>().errors)).toEqual(['password']);

    const accepted = await accept(visitor, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const reply = strict(LoginReplySchema).parse(accepted.json());
    expect(reply.data.email).toBe('kati@ehitus.test');
    visitor.csrf = reply.csrf_token;
    const me = strict(UserReplySchema).parse((await visitor.api('GET', '/api/user')).json());
    expect(me.data.b2b_client.name).toBe('Ehitusmaailm AS');
    expect((await new TestClient(t.app).login('kati@ehitus.test', 'Kutse1234')).statusCode).toBe(200);

    // Used once: the link shows a clear message and sets nothing.
    const again = new TestClient(t.app);
    const reused = await accept(again, token, 'Teine1234');
    expect(reused.statusCode).toBe(404);
    expect(reused.json()).toMatchObject({ message: INVITE_INVALID_MESSAGE });
    expect((await again.api('GET', `/api/invite/${token}`)).json()).toMatchObject({
      message: INVITE_INVALID_MESSAGE,
    });
    expect((await new TestClient(t.app).login('kati@ehitus.test', 'Teine1234')).statusCode).toBe(422);
  });

  it('refuses an e-mail that a user already has, on the field', async () => {
    const before = audit.length;
    for (const email of ['anna@kodumasin.test', 'kati@ehitus.test']) {
      await expect(service().invite('myyk', clientId, invitee(email))).rejects.toMatchObject({
        status: 422,
        errors: { email: [USER_EMAIL_TAKEN_MESSAGE] },
      });
    }
    expect(audit.length).toBe(before);
  });

  it('lets a link work for 7 days and no longer', async () => {
    const now = Date.now();
    const daysAgo = (days: number) => () => new Date(now - days * 24 * 60 * 60 * 1000);
    await service(daysAgo(6.9)).invite('myyk', clientId, invitee('uus1@ehitus.test'));
    const fresh = await inviteToken('uus1@ehitus.test');
    await service(daysAgo(7.1)).invite('myyk', clientId, invitee('uus2@ehitus.test'));
    const stale = await inviteToken('uus2@ehitus.test');

    const visitor = new TestClient(t.app);
    const expired = await accept(visitor, stale);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ message: INVITE_EXPIRED_MESSAGE });
    expect((await visitor.api('GET', `/api/invite/${stale}`)).statusCode).toBe(410);
    expect((await accept(new TestClient(t.app), fresh)).statusCode).toBe(200);
  });

  it('resends a new link and retires the old one', async () => {
    const user = await service().invite('myyk', clientId, invitee('uus3@ehitus.test'));
    const first = await inviteToken('uus3@ehitus.test');
    const resent = await service().resendInvite('myyk', user.id);
    expect(resent.status).toBe('invited');
    expect(audit.at(-1)?.entry).toMatchObject({ action: 'user.invite_resend', entity_id: user.id });
    const second = await inviteToken('uus3@ehitus.test');
    expect(second).not.toBe(first);
    expect((await accept(new TestClient(t.app), first)).statusCode).toBe(404);
    expect((await accept(new TestClient(t.app), second)).statusCode).toBe(200);
    // Nothing to resend once the password is set.
    await expect(service().resendInvite('myyk', user.id)).rejects.toMatchObject({ status: 409 });
  });
});

describe('deactivating a user', () => {
  it('signs them out at once and keeps them out until reactivated', async () => {
    const anna = await loggedIn(t.app, ANNA);
    const annaId = (
      await t.db.selectFrom('users').select('id').where('email', '=', ANNA).executeTakeFirstOrThrow()
    ).id;
    const off = await service().setActive('myyk', annaId, false);
    expect(off).toMatchObject({ status: 'inactive', status_label: 'Deaktiveeritud' });
    expect(audit.at(-1)?.entry).toMatchObject({
      action: 'user.deactivate',
      before: { status: 'active' },
      after: { status: 'inactive' },
    });
    expect((await anna.api('GET', '/api/user')).statusCode).toBe(401);
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', annaId).execute()).toEqual(
      [],
    );
    expect((await new TestClient(t.app).login(ANNA)).statusCode).toBe(422);

    await service().setActive('myyk', annaId, true);
    expect(audit.at(-1)?.entry).toMatchObject({ action: 'user.reactivate', after: { status: 'active' } });
    expect((await new TestClient(t.app).login(ANNA)).statusCode).toBe(200);
  });
});

describe('sending a password reset', () => {
  it("queues the password module's reset mail to the user", async () => {
    const annaId = (
      await t.db.selectFrom('users').select('id').where('email', '=', ANNA).executeTakeFirstOrThrow()
    ).id;
    const before = readOutbox(t.dataDir).length;
    await service().sendPasswordReset('myyk', annaId);
    expect(audit.at(-1)?.entry).toMatchObject({ action: 'user.password_reset', entity_id: annaId });
    await t.app.idleMail();
    const mails = readOutbox(t.dataDir).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: ANNA, subject: 'Salasõna taastamine – Kodumasinad B2B' });
    expect(mails[0]?.text).toContain('/password/reset/');
  });
});
