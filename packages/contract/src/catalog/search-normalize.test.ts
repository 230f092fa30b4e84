import { describe, expect, it } from 'vitest';
import { normalizeSearchText, searchTerms } from './search-normalize.js';

describe('normalizeSearchText', () => {
  it('folds case and Estonian diacritics', () => {
    expect(normalizeSearchText('Külmik ÕHUPUHASTI šahtiga Žürii')).toBe('kulmik ohupuhasti sahtiga zurii');
    expect(normalizeSearchText('kulmik')).toBe(normalizeSearchText('KÜLMIK'));
  });
  it('keeps codes and turns punctuation into spaces', () => {
    expect(normalizeSearchText('  WAV28K90ME, (Bosch)/Serie-8  ')).toBe('wav28k90me bosch serie 8');
  });
});

describe('searchTerms', () => {
  it('splits into unique words in order', () => {
    expect(searchTerms('Bosch bosch  pesumasin')).toEqual(['bosch', 'pesumasin']);
    expect(searchTerms('  ')).toEqual([]);
  });
});
