import { describe, expect, it } from 'vitest';
import {
  checkDateRange,
  DATE_FORMAT_MESSAGE,
  DATE_ORDER_MESSAGE,
  dateInputOf,
  formatCents,
  formatDate,
  formatDateTime,
  maskDateInput,
  parseDateInput,
} from './format';

const nbsp = '\u00a0';

describe('formatCents', () => {
  it.each([
    [123456, `1${nbsp}234,56${nbsp}€`],
    [99, `0,99${nbsp}€`],
    [100000000, `1${nbsp}000${nbsp}000,00${nbsp}€`],
    [-150, `\u22121,50${nbsp}€`],
  ])('%i cents → %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});

describe('formatDate', () => {
  it('shows the Estonian calendar date as dd.mm.yyyy', () => {
    expect(formatDate('2025-07-01T09:00:00Z')).toBe('01.07.2025');
    expect(formatDate('2024-12-31T22:30:00Z')).toBe('01.01.2025');
  });

  it('gives an empty string for an unreadable value', () => {
    expect(formatDate('eile')).toBe('');
  });
});

describe('formatDateTime', () => {
  it("shows Tallinn's date and time to the minute, or to the second", () => {
    expect(formatDateTime('2026-11-23T17:55:02Z')).toBe('23.11.26, 19:55');
    expect(formatDateTime('2026-11-23T17:55:02Z', { seconds: true })).toBe('23.11.26, 19:55:02');
    expect(formatDateTime('2026-06-30T21:05:00Z')).toBe('01.07.26, 00:05');
  });

  it('gives a dash for none and an unreadable value as it is', () => {
    expect(formatDateTime(null)).toBe('–');
    expect(formatDateTime('eile')).toBe('eile');
  });
});

describe('date fields (dd.mm.yyyy whatever the browser language)', () => {
  it.each([
    ['01.03.2026', '2026-03-01'],
    ['1.3.2026', '2026-03-01'],
    [' 29.02.2024 ', '2024-02-29'],
    ['31.12.2025', '2025-12-31'],
  ])('%s → %s', (text, iso) => {
    expect(parseDateInput(text)).toBe(iso);
  });

  it.each(['', '03/01/2026', '2026-03-01', '29.02.2025', '32.01.2026', '01.13.2026', '01.03.26'])(
    'refuses %j',
    (text) => {
      expect(parseDateInput(text)).toBeNull();
    },
  );

  it('shows a calendar date as dd.mm.yyyy', () => {
    expect(dateInputOf('2026-03-01')).toBe('01.03.2026');
    expect(dateInputOf(undefined)).toBe('');
    expect(dateInputOf('eile')).toBe('');
  });

  it.each([
    ['0', '0'],
    ['010', '01.0'],
    ['01032026', '01.03.2026'],
    ['0103202699', '01.03.2026'],
    ['01/03/2026', '01.03.2026'],
    ['01.03.2026x', '01.03.2026'],
    ['01.012', '01.01.2'],
    ['01.', '01.'],
    ['01..03', '01.03'],
    ['1.3.2026', '1.3.2026'],
  ])('masks %j as %j', (typed, shown) => {
    expect(maskDateInput(typed)).toBe(shown);
  });
});

describe('checkDateRange', () => {
  it('gives the dates of a period, either end of which may be empty', () => {
    expect(checkDateRange('1.2.2026', ' 28.02.2026 ')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
      errors: {},
    });
    expect(checkDateRange('', '28.02.2026')).toEqual({ from: undefined, to: '2026-02-28', errors: {} });
    expect(checkDateRange('  ', '')).toEqual({ from: undefined, to: undefined, errors: {} });
  });

  it('names each wrong field, and an end before the start with the given message', () => {
    expect(checkDateRange('31.02.2026', 'eile').errors).toEqual({
      from: DATE_FORMAT_MESSAGE,
      to: DATE_FORMAT_MESSAGE,
    });
    expect(checkDateRange('02.03.2026', '01.03.2026').errors).toEqual({ to: DATE_ORDER_MESSAGE });
    expect(checkDateRange('02.03.2026', '01.03.2026', 'Algus enne lõppu.').errors).toEqual({
      to: 'Algus enne lõppu.',
    });
    expect(checkDateRange('01.03.2026', '01.03.2026').errors).toEqual({});
  });
});
