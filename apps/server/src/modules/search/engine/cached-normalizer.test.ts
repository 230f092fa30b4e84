import { normalizeSearchText } from '@kodumasinad/contract';
import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../../../db/seed/catalog/generate-catalog.js';
import { createCachedNormalizer, normalizeAscii } from './cached-normalizer.js';

describe('normalizeAscii', () => {
  it('equals normalizeSearchText for every ASCII character and around it', () => {
    for (let code = 0; code < 128; code++) {
      const c = String.fromCharCode(code);
      for (const text of [c, `a${c}b`, `${c}${c}Z9${c}`]) {
        expect(normalizeAscii(text), JSON.stringify(text)).toBe(normalizeSearchText(text));
      }
    }
  });
});

describe('createCachedNormalizer', () => {
  it('equals normalizeSearchText on tricky text', () => {
    const normalize = createCachedNormalizer();
    const samples = [
      'Külmik  ÕHUPUHASTI šahtiga',
      '  WAV28K90ME, (Bosch)/Serie-8  ',
      'e \u0301x',
      'a\u00a0b\u3000c\u2028d',
      'ΟΔΟΣ ΟΔΟΣ. ΑΣ.Β Σ',
      'İstanbul ǅemal ﬁre ½ x²',
      ' - , ',
      '',
      'm³/h 10/7 kg',
    ];
    for (const text of [...samples, ...samples]) {
      expect(normalize(text), JSON.stringify(text)).toBe(normalizeSearchText(text));
    }
  });

  it('equals normalizeSearchText on a generated catalogue', () => {
    const normalize = createCachedNormalizer();
    for (const product of generateCatalog({ products: 2000, seed: 3, now: new Date('2026-03-01') })) {
      for (const text of [product.title, product.code, product.description]) {
        expect(normalize(text)).toBe(normalizeSearchText(text));
      }
    }
  });
});
