import { describe, expect, it, vi } from 'vitest';
import { estonianDay, formatDay } from './dates.js';

describe('formatDay', () => {
  it('prints a calendar day as dd.mm.yyyy', () => {
    expect(formatDay('2026-03-09')).toBe('09.03.2026');
  });

  it('leaves anything that is not a calendar day as it is', () => {
    expect(formatDay('')).toBe('');
    expect(formatDay('9.3.2026')).toBe('9.3.2026');
  });
});

describe('estonianDay', () => {
  it('gives the day in Tallinn, not in UTC, in winter and in summer time', () => {
    expect(estonianDay(new Date('2026-11-27T21:59:59.000Z'))).toBe('2026-11-27');
    expect(estonianDay(new Date('2026-11-27T22:00:00.000Z'))).toBe('2026-11-28');
    expect(estonianDay(new Date('2026-06-30T20:59:59.000Z'))).toBe('2026-06-30');
    expect(estonianDay(new Date('2026-06-30T21:00:00.000Z'))).toBe('2026-07-01');
  });

  it('is today in Tallinn by default', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T22:30:00.000Z') });
    try {
      expect(estonianDay()).toBe('2026-11-28');
    } finally {
      vi.useRealTimers();
    }
  });
});
