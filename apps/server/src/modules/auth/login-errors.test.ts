import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';

let t: TestApp;
const reported: unknown[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { reportError: (error) => reported.push(error) });
});

afterAll(async () => {
  await t.close();
});

describe('a password check that fails', () => {
  it('answers 500 and reports the error instead of calling it a wrong password', async () => {
    await t.db
      .updateTable('users')
      .set({ password_hash: '$argon2id$rikutud' })
      .where('email', '=', 'peeter@ehitus.test')
      .execute();
    const client = new TestClient(t.app);
    const response = await client.login('peeter@ehitus.test');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'server_error' });
    expect(reported).toHaveLength(1);
    // Other accounts are not affected.
    expect((await new TestClient(t.app).login('mart@kodumasin.test')).statusCode).toBe(200);
  });
});
