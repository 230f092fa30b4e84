import { describe, expect, it } from 'vitest';
import { centsInputText, formatEuroCents, formatEuroCentsPlain } from './money.js';

describe('formatEuroCents', () => {
  it('groups thousands always, four-digit amounts too', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatEuroCents(373855))).toBe('3 738,55 €');
    expect(plain(formatEuroCents(99999))).toBe('999,99 €');
    expect(plain(formatEuroCents(123456789))).toBe('1 234 567,89 €');
    expect(formatEuroCents(373855, 'en')).toBe('€3,738.55');
  });

  it('has a plain-space form for documents and mails', () => {
    expect(formatEuroCentsPlain(123456789)).toBe('1 234 567,89 €');
    expect(formatEuroCentsPlain(-373855)).toMatch(/^[−-]3 738,55 €$/);
  });
});

describe('centsInputText', () => {
  it('writes cents as a field edits them: two decimals after a comma, no grouping', () => {
    expect(centsInputText(123450)).toBe('1234,50');
    expect(centsInputText(5)).toBe('0,05');
  });
});
