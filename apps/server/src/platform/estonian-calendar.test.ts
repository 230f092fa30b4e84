import { describe, expect, it } from 'vitest';
import { isDay } from '@kodumasinad/contract';
import { addDays, dayStartUtc, estonianDay, estonianYear } from './estonian-calendar.js';

describe('Estonian calendar days', () => {
  it('takes the day and year in Europe/Tallinn, not UTC', () => {
    expect(estonianDay(new Date('2025-12-31T22:30:00.000Z'))).toBe('2026-01-01');
    expect(estonianYear(new Date('2025-12-31T22:30:00.000Z'))).toBe(2026);
    expect(estonianDay(new Date('2025-12-31T21:59:00.000Z'))).toBe('2025-12-31');
  });

  it('finds where a day starts in winter, in summer and on the transition days', () => {
    expect(dayStartUtc('2026-01-15')).toBe('2026-01-14T22:00:00.000Z');
    expect(dayStartUtc('2026-07-01')).toBe('2026-06-30T21:00:00.000Z');
    expect(dayStartUtc('2026-03-29')).toBe('2026-03-28T22:00:00.000Z');
    expect(dayStartUtc('2026-03-30')).toBe('2026-03-29T21:00:00.000Z');
    expect(dayStartUtc('2026-10-25')).toBe('2026-10-24T21:00:00.000Z');
    expect(dayStartUtc('2026-10-26')).toBe('2026-10-25T22:00:00.000Z');
  });

  it('adds days across months and years, and knows real days', () => {
    expect(addDays('2026-01-25', 14)).toBe('2026-02-08');
    expect(addDays('2025-12-20', 30)).toBe('2026-01-19');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-1-05')).toBe(false);
    expect(isDay('homme')).toBe(false);
  });
});

describe('estonianDay for campaigns', () => {
  it('is the Estonian calendar day, not the UTC one', () => {
    expect(estonianDay(new Date('2026-03-31T21:30:00Z'))).toBe('2026-04-01');
    expect(estonianDay(new Date('2026-07-15T20:59:00Z'))).toBe('2026-07-15');
    expect(estonianDay(new Date('2026-07-15T21:00:00Z'))).toBe('2026-07-16');
  });

  it('turns at midnight exactly, though it formats the date once a minute', () => {
    expect(estonianDay(new Date('2026-11-22T21:59:00.000Z'))).toBe('2026-11-22');
    expect(estonianDay(new Date('2026-11-22T21:59:59.999Z'))).toBe('2026-11-22');
    expect(estonianDay(new Date('2026-11-22T22:00:00.000Z'))).toBe('2026-11-23');
    expect(estonianDay(new Date('2026-11-22T22:00:59.999Z'))).toBe('2026-11-23');
    expect(estonianDay(new Date('2026-11-22T21:59:59.999Z'))).toBe('2026-11-22');
  });
});
