import { describe, expect, it } from 'vitest';
import {
  cellText,
  guessMapping,
  isFormula,
  moneyText,
  readDay,
  readFlag,
  readMoney,
} from './import-fields.js';

const attributes = [
  { id: 1, code: 'energiaklass', name: 'Energiaklass', kind: 'enum' as const, unit: null, choices: null },
  { id: 2, code: 'laius', name: 'Laius', kind: 'number' as const, unit: 'cm', choices: null },
];

describe('import fields', () => {
  it('maps headers that are field names, Estonian labels or attribute names, once each', () => {
    expect(
      guessMapping(
        ['KOOD', 'nimetus', 'price', 'Kaubamärk', 'Laius (cm)', 'energiaklass', 'Kood', 'Muu'],
        attributes,
      ),
    ).toEqual({
      KOOD: 'code',
      nimetus: 'title',
      price: 'price',
      Kaubamärk: 'brand',
      'Laius (cm)': 'attr:laius',
      energiaklass: 'attr:energiaklass',
      Kood: '',
      Muu: '',
    });
  });

  it('reads money as Estonian Excel writes it, and writes it back the same way', () => {
    expect(readMoney('1 234,56')).toBe(123456);
    expect(readMoney('1\u00a0234,56 €')).toBe(123456);
    expect(readMoney('1234.5')).toBe(123450);
    expect(readMoney('')).toBeNull();
    expect(readMoney('12,3x')).toBe('12,3x');
    expect(moneyText(123456)).toBe('1 234,56');
    expect(readMoney(moneyText(100000005))).toBe(100000005);
  });

  it('reads days, flags, formulas and the export’s inert cells', () => {
    expect(readDay('1.2.2026')).toBe('2026-02-01');
    expect(readDay('2026-02-01')).toBe('2026-02-01');
    expect(readDay('')).toBeNull();
    expect(readFlag('Jah')).toBe(true);
    expect(readFlag('ei')).toBe(false);
    expect(readFlag('võib-olla')).toBeNull();
    expect(isFormula(' =SUM(A1)')).toBe(true);
    expect(isFormula("'=SUM(A1)")).toBe(false);
    expect(cellText("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(cellText("'kas")).toBe("'kas");
  });

  it('guesses picture columns (several may be pictures)', () => {
    const headers = [
      'Kood',
      'pilt',
      'Pildid',
      'pilt1',
      'Pilt 2',
      'image_url',
      'Images',
      'Pildi URL',
      'pildistaja',
    ];
    expect(guessMapping(headers, [])).toEqual({
      Kood: 'code',
      pilt: 'pictures',
      Pildid: 'pictures',
      pilt1: 'pictures',
      'Pilt 2': 'pictures',
      image_url: 'pictures',
      Images: 'pictures',
      'Pildi URL': 'pictures',
      pildistaja: '',
    });
  });
});
