import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-users.js';
import { HASH_OPTIONS } from '../../platform/passwords.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const storedHash = async (email: string) =>
  (
    await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).password_hash;

describe('hashes made with older parameters', () => {
  it('still let the user in, and are replaced by a hash with the current parameters', async () => {
    const email = 'mart@kodumasin.test';
    const old = await argon2.hash(DEMO_PASSWORD, {
      type: argon2.argon2id,
      memoryCost: 65_536,
      timeCost: 3,
      parallelism: 4,
    });
    await t.db.updateTable('users').set({ password_hash: old }).where('email', '=', email).execute();

    const client = new TestClient(t.app);
    expect((await client.login(email)).statusCode).toBe(200);
    const renewed = await storedHash(email);
    expect(renewed).not.toBe(old);
    expect(argon2.needsRehash(renewed, HASH_OPTIONS)).toBe(false);
    expect(await argon2.verify(renewed, DEMO_PASSWORD)).toBe(true);
  }, 30_000);

  it('are left alone after a wrong password', async () => {
    const email = 'peeter@ehitus.test';
    const old = await argon2.hash(DEMO_PASSWORD, {
      type: argon2.argon2id,
      memoryCost: 65_536,
      timeCost: 3,
      parallelism: 4,
    });
    await t.db.updateTable('users').set({ password_hash: old }).where('email', '=', email).execute();
    const client = new TestClient(t.app);
    expect((await client.login(email, 'Vale1234!')).statusCode).toBe(422);
    expect(await storedHash(email)).toBe(old);
  }, 30_000);
});
