import { describe, expect, it } from 'vitest';
import { formatCents, formatDate } from './format';

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
