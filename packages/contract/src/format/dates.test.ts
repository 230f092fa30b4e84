import { describe, expect, it } from 'vitest';
import { formatDay } from './dates.js';

describe('formatDay', () => {
  it('prints a calendar day as dd.mm.yyyy', () => {
    expect(formatDay('2026-03-09')).toBe('09.03.2026');
  });

  it('leaves anything that is not a calendar day as it is', () => {
    expect(formatDay('')).toBe('');
    expect(formatDay('9.3.2026')).toBe('9.3.2026');
  });
});
