import type { User } from '@kodumasinad/contract';
import { describe, expect, it } from 'vitest';
import type { SessionRow } from '../db/schema.js';
import { AuthCache } from './auth-cache.js';

function row(id: string): SessionRow {
  return {
    id,
    user_id: 1,
    staff_id: null,
    staff_stage: null,
    staff_enroll_secret: null,
    flash: null,
    ip: null,
    user_agent: null,
    created_at: '2026-11-22T10:00:00.000Z',
    last_seen_at: '2026-11-22T10:00:00.000Z',
    expires_at: '2026-12-06T10:00:00.000Z',
  };
}

const user = (id: number) => ({ id, name: `User ${id}`, b2b_client: { id: 1 } }) as unknown as User;

function setup(refreshMs = 1000) {
  const state = { version: 1, reads: 0, now: 0 };
  const cache = new AuthCache(
    async () => {
      state.reads += 1;
      return state.version;
    },
    { refreshMs, maxEntries: 3, clock: () => state.now },
  );
  return { cache, state };
}

describe('AuthCache', () => {
  it('reads the version at most once per refresh period unless forced', async () => {
    const { cache, state } = setup();
    await cache.sync();
    await cache.sync();
    state.now = 999;
    await cache.sync();
    expect(state.reads).toBe(1);
    state.now = 1000;
    await cache.sync();
    expect(state.reads).toBe(2);
    await cache.sync(true);
    expect(state.reads).toBe(3);
  });

  it('drops sessions and users when the database version moves, and only then', async () => {
    const { cache, state } = setup();
    await cache.sync();
    cache.storeSession(cache.mark(), row('a'));
    cache.storeUser(cache.mark(), user(1));
    await cache.sync(true);
    expect(cache.session('a')?.id).toBe('a');
    expect(cache.user(1)?.name).toBe('User 1');
    state.version = 2;
    await cache.sync(true);
    expect(cache.session('a')).toBeUndefined();
    expect(cache.user(1)).toBeUndefined();
  });

  it('does not store a read that started before a drop', async () => {
    const { cache, state } = setup();
    await cache.sync();
    const mark = cache.mark();
    state.version = 2;
    await cache.sync(true);
    cache.storeSession(mark, row('a'));
    cache.storeUser(mark, user(1));
    expect(cache.session('a')).toBeUndefined();
    expect(cache.user(1)).toBeUndefined();
  });

  it('hands out copies of session rows and frozen users', async () => {
    const { cache } = setup();
    cache.storeSession(cache.mark(), row('a'));
    const copy = cache.session('a');
    if (copy === undefined) throw new Error('not cached');
    copy.flash = 'changed';
    expect(cache.session('a')?.flash).toBeNull();
    cache.storeUser(cache.mark(), user(1));
    expect(Object.isFrozen(cache.user(1))).toBe(true);
    expect(Object.isFrozen(cache.user(1)?.b2b_client)).toBe(true);
  });

  it('forgets a session and keeps at most maxEntries of each kind, oldest out first', () => {
    const { cache } = setup();
    for (const id of ['a', 'b', 'c', 'd']) cache.storeSession(cache.mark(), row(id));
    expect(cache.session('a')).toBeUndefined();
    expect(cache.session('d')?.id).toBe('d');
    cache.forgetSession('d');
    expect(cache.session('d')).toBeUndefined();
    for (const id of [1, 2, 3, 4]) cache.storeUser(cache.mark(), user(id));
    expect(cache.user(1)).toBeUndefined();
    expect(cache.user(4)?.id).toBe(4);
  });
});
