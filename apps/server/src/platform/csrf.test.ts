import { describe, expect, it } from 'vitest';
import { csrfToken, isValidCsrfToken } from './csrf.js';

const SECRET = 'k'.repeat(32);

describe('CSRF tokens', () => {
  it('are deterministic per session and differ between sessions and secrets', () => {
    expect(csrfToken(SECRET, 'a')).toBe(csrfToken(SECRET, 'a'));
    expect(csrfToken(SECRET, 'a')).not.toBe(csrfToken(SECRET, 'b'));
    expect(csrfToken(SECRET, 'a')).not.toBe(csrfToken('z'.repeat(32), 'a'));
    expect(csrfToken(SECRET, 'a')).toMatch(/^[\w-]{43}$/);
  });

  it('validate only the token of the same session', () => {
    const token = csrfToken(SECRET, 'session-1');
    expect(isValidCsrfToken(SECRET, 'session-1', token)).toBe(true);
    expect(isValidCsrfToken(SECRET, 'session-2', token)).toBe(false);
  });

  it.each([
    ['no session', null, 'x'],
    ['a missing header', 'session-1', undefined],
    ['a repeated header', 'session-1', ['a', 'b']],
    ['a shorter value', 'session-1', 'abc'],
    ['an empty value', 'session-1', ''],
  ])('reject %s', (_case, session, provided) => {
    expect(isValidCsrfToken(SECRET, session, provided)).toBe(false);
  });
});
