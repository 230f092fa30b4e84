import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../platform/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';
import { readAuthVersion } from './auth-version.js';

let t: TestApp;
let sessionId: string;

beforeAll(async () => {
  t = await createTestApp();
  const client = new TestClient(t.app);
  await client.login('mart@kodumasin.test');
  sessionId = hashToken(client.cookie ?? '');
});

afterAll(async () => {
  await t.close();
});

/** Whether running `change` raised the auth version. */
async function raises(change: () => Promise<unknown>): Promise<boolean> {
  const before = await readAuthVersion(t.db);
  await change();
  return (await readAuthVersion(t.db)) > before;
}

const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

describe('auth_meta.version triggers', () => {
  it('rise on changes to users and clients', async () => {
    const mart = () => t.db.updateTable('users').where('email', '=', 'mart@kodumasin.test');
    expect(await raises(() => mart().set({ offer_valid_days: 31 }).execute())).toBe(true);
    expect(
      await raises(() =>
        t.db.updateTable('b2b_clients').set({ phone: '+372 5555 5555' }).where('id', '=', 1).execute(),
      ),
    ).toBe(true);
  });

  it('rise when a session ends, is shortened or changes hands, not when it is touched', async () => {
    const session = () =>
      t.db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();
    const update = () => t.db.updateTable('sessions').where('id', '=', sessionId);
    const row = await session();
    expect(
      await raises(() =>
        update()
          .set({ last_seen_at: later(row.last_seen_at, 60_000), expires_at: later(row.expires_at, 60_000) })
          .execute(),
      ),
    ).toBe(false);
    const touched = await session();
    expect(
      await raises(() =>
        update()
          .set({ expires_at: later(touched.expires_at, -1000) })
          .execute(),
      ),
    ).toBe(true);
    expect(await raises(() => update().set({ user_id: null }).execute())).toBe(true);
    expect(await raises(() => t.db.deleteFrom('sessions').where('id', '=', sessionId).execute())).toBe(true);
  });

  it('do not rise for a delete that removes nothing', async () => {
    expect(await raises(() => t.db.deleteFrom('sessions').where('id', '=', 'none').execute())).toBe(false);
  });
});
