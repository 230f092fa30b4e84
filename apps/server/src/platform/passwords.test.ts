import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import {
  DUMMY_HASH,
  HASH_OPTIONS,
  HASHING_CONCURRENCY,
  hashingLoad,
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords.js';

describe('password hashing', () => {
  it('runs at most HASHING_CONCURRENCY hashes at once, the rest wait in turn', async () => {
    const hash = await hashPassword('Demo1234!');
    let peak = 0;
    const watch = setInterval(() => {
      peak = Math.max(peak, hashingLoad().active);
    }, 1);
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => verifyPassword(hash, i === 0 ? 'Demo1234!' : `vale-${i}`)),
    );
    clearInterval(watch);
    expect(results).toEqual([true, false, false, false]);
    expect(hashingLoad()).toEqual({ active: 0, waiting: 0 });
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(HASHING_CONCURRENCY);
  }, 30_000);

  it('throws for a stored hash argon2 cannot read instead of calling it a wrong password', async () => {
    await expect(verifyPassword('not-a-hash', 'Demo1234!')).rejects.toThrow();
    await expect(verifyPassword('', 'Demo1234!')).rejects.toThrow();
  });

  it('checks unknown addresses against a dummy with the same cost as real hashes', async () => {
    expect(argon2.needsRehash(DUMMY_HASH, HASH_OPTIONS)).toBe(false);
    const real = await hashPassword('x');
    expect(real.split('$').slice(1, 4)).toEqual(DUMMY_HASH.split('$').slice(1, 4));
    expect(await verifyAgainstDummy('Demo1234!')).toBe(false);
  }, 30_000);
});
