import { describe, expect, it } from 'vitest';
import { parseTextLine, quantityOf } from './quick-order-parse.js';

const readings = (text: string) => parseTextLine(text, 1)?.readings.map((r) => [r.code, r.quantityText]);

describe('parseTextLine', () => {
  it('reads a separator as one reading, the unit after the quantity dropped', () => {
    expect(readings('WAT28420SN;2')).toEqual([['WAT28420SN', '2']]);
    expect(readings('QOF 17534 X\t4 tk')).toEqual([['QOF 17534 X', '4']]);
    expect(readings('  ')).toBeUndefined();
  });

  it('takes the number before tk, tk. or pcs as the quantity', () => {
    expect(readings('RZK 6301 FN 4 tk')).toEqual([['RZK 6301 FN', '4']]);
    expect(readings('CODE 2 tk.')).toEqual([['CODE', '2']]);
    expect(readings('CODE 2tk')).toEqual([['CODE', '2']]);
    expect(readings('CODE 12 PCS')).toEqual([['CODE', '12']]);
    expect(readings('CODE,3 tk')).toEqual([['CODE', '3']]);
    expect(readings('WFP 17534 2 tk')).toEqual([['WFP 17534', '2']]);
  });

  it('reads a comma as a separator, but a comma between digits after a space as a decimal', () => {
    expect(readings('CODE,5')?.[0]).toEqual(['CODE', '5']);
    expect(readings('CODE , 5')?.[0]).toEqual(['CODE', '5']);
    expect(readings('RZK 6301 FN,4')?.[0]).toEqual(['RZK 6301 FN', '4']);
    expect(readings('CODE 2,5')).toEqual([
      ['CODE', '2,5'],
      ['CODE 2,5', ''],
      ['CODE 2', '5'],
    ]);
    expect(readings('CODE 2,0')?.[0]).toEqual(['CODE', '2,0']);
  });

  it('reads spaces both ways: code and quantity, or the whole line as a code', () => {
    expect(readings('WFP 17534 2')).toEqual([
      ['WFP 17534', '2'],
      ['WFP 17534 2', ''],
    ]);
    // The last word is no quantity: most likely the whole line is the code.
    expect(readings('QOF 17534 X')).toEqual([
      ['QOF 17534 X', ''],
      ['QOF 17534', 'X'],
    ]);
    expect(readings('CODE')).toEqual([['CODE', '']]);
  });
});

describe('quantityOf', () => {
  it('reads whole numbers 1…999 with an optional unit, 1 when missing', () => {
    expect(quantityOf('')).toBe(1);
    expect(quantityOf('4')).toBe(4);
    expect(quantityOf('4 tk')).toBe(4);
    expect(quantityOf('4 tk.')).toBe(4);
    expect(quantityOf('4pcs')).toBe(4);
    expect(quantityOf('2,0')).toBe(2);
    expect(quantityOf('2,5')).toBeNull();
    expect(quantityOf('0 tk')).toBeNull();
    expect(quantityOf('1000')).toBeNull();
    expect(quantityOf('tk')).toBeNull();
  });
});
