import { describe, expect, it } from 'vitest';
import { deriveSecretKey, isSealed, open, parseSecretKey, seal, SecretBoxError } from './secret-box.js';

const key = Buffer.alloc(32, 1);

describe('secret box', () => {
  it('seals with a fresh nonce each time and opens with the same key only', () => {
    const first = seal(key, 'KODUMASINADADMINDEMOSECRET234567');
    const second = seal(key, 'KODUMASINADADMINDEMOSECRET234567');
    expect(first).not.toBe(second);
    expect(first).not.toContain('KODUMASINAD');
    expect(isSealed(first)).toBe(true);
    expect(isSealed('KODUMASINADADMINDEMOSECRET234567')).toBe(false);
    expect(open(key, first)).toBe('KODUMASINADADMINDEMOSECRET234567');
    expect(() => open(Buffer.alloc(32, 2), first)).toThrow(SecretBoxError);
  });

  it('refuses a tampered or malformed value', () => {
    const sealed = seal(key, 'SECRET');
    const parts = sealed.split(':');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => open(key, parts.join(':'))).toThrow(SecretBoxError);
    expect(() => open(key, 'SECRET')).toThrow(SecretBoxError);
    expect(() => open(key, 'v1:abc')).toThrow(SecretBoxError);
  });

  it('reads a 32-byte key as hex or base64, nothing else', () => {
    expect(parseSecretKey('ab'.repeat(32))).toEqual(Buffer.alloc(32, 0xab));
    expect(parseSecretKey(Buffer.alloc(32, 5).toString('base64'))).toEqual(Buffer.alloc(32, 5));
    expect(parseSecretKey(Buffer.alloc(32, 5).toString('base64url'))).toEqual(Buffer.alloc(32, 5));
    expect(parseSecretKey('ab'.repeat(31))).toBeNull();
    expect(parseSecretKey(Buffer.alloc(24).toString('base64'))).toBeNull();
    expect(parseSecretKey('not a key')).toBeNull();
  });

  it('derives the same key from the same secret, another from another', () => {
    const a = deriveSecretKey('s'.repeat(32), 'staff-totp');
    expect(a).toHaveLength(32);
    expect(deriveSecretKey('s'.repeat(32), 'staff-totp')).toEqual(a);
    expect(deriveSecretKey('t'.repeat(32), 'staff-totp')).not.toEqual(a);
  });
});
