import { describe, expect, it } from 'vitest';
import type { FormDef } from './types.js';
import { firstErrors, validateForm, validateValue } from './validate.js';
import { DEFAULT_TRIGGERS } from './index.js';

const ctx = { label: 'Kood', values: {} };

describe('validateValue', () => {
  it('gives no messages for a valid value', () => {
    expect(validateValue('AB12', { required: true, alpha_num: true, length: 4 }, ctx)).toEqual([]);
  });

  it('reports every failing rule in the order the rules were written', () => {
    expect(validateValue('a-', { min: 3, alpha: true }, ctx)).toEqual([
      'Kood peaks olema vähemalt 3 tähemärki.',
      'Kood võib sisaldada vaid tähti.',
    ]);
    expect(validateValue('a-', { alpha: true, min: 3 }, ctx)).toEqual([
      'Kood võib sisaldada vaid tähti.',
      'Kood peaks olema vähemalt 3 tähemärki.',
    ]);
  });

  it('reports a failing required alone, wherever it is written', () => {
    expect(
      validateValue(
        '  ',
        { min: 3, required: true, confirmed: 'x' },
        { label: 'Kood', values: { x: 'abc' } },
      ),
    ).toEqual(['Kood on nõutud väli.']);
  });

  it('runs the other rules once required holds', () => {
    expect(validateValue('ab', { required: true, min: 3 }, ctx)).toEqual([
      'Kood peaks olema vähemalt 3 tähemärki.',
    ]);
  });

  it('skips rules switched off with false or undefined', () => {
    expect(validateValue('a1', { alpha: false, email: undefined, numeric: false }, ctx)).toEqual([]);
  });

  it('judges text without its surrounding whitespace', () => {
    expect(validateValue('  abc  ', { max: 3, alpha: true }, ctx)).toEqual([]);
  });
});

const form = {
  name: { label: 'Nimi', rules: { required: true, max: 5 } },
  code: { label: 'Kood', rules: { digits: 4, min_value: 1000 } },
  repeat: { label: 'Kood uuesti', rules: { confirmed: 'code' } },
  county: {
    label: 'Maakond',
    rules: { oneOf: ['Harju', 'Tartu'] },
    messages: { oneOf: 'Vali {field} nimekirjast' },
  },
} satisfies FormDef;

describe('validateForm', () => {
  it('gives {} for a valid form', () => {
    expect(validateForm(form, { name: 'Mari', code: '1234', repeat: '1234', county: 'Tartu' })).toEqual({});
  });

  it('gives {} when optional fields are absent', () => {
    expect(validateForm(form, { name: 'Mari' })).toEqual({});
  });

  it('lists only the fields with errors, each with all its messages', () => {
    expect(validateForm(form, { name: 'Mari', code: '0x1', repeat: '', county: 'Pärnu' })).toEqual({
      code: ['Kood ei ole numbrid.', 'Kood ei ole märgitud.'],
      repeat: ['Kood uuesti väljad ei klapi.'],
      county: ['Vali Maakond nimekirjast.'],
    });
  });

  it('reports missing required fields', () => {
    expect(validateForm(form, {})).toEqual({ name: ['Nimi on nõutud väli.'] });
  });

  it('ignores values of fields the form does not have', () => {
    expect(validateForm(form, { name: 'Mari', extra: 'x'.repeat(10) })).toEqual({});
  });

  it('does not read inherited properties as values', () => {
    const inherited = { toString: { label: 'Tekst', rules: { required: true } } } satisfies FormDef;
    expect(validateForm(inherited, {})).toEqual({ toString: ['Tekst on nõutud väli.'] });
  });

  it('gives the other field’s label to {other}', () => {
    const withOther = {
      ...form,
      repeat: {
        label: 'Kood uuesti',
        rules: { confirmed: 'code' },
        messages: { confirmed: '{field} ≠ {other}' },
      },
    } satisfies FormDef;
    expect(validateForm(withOther, { name: 'Mari', code: '1234', repeat: '4321' })).toEqual({
      repeat: ['Kood uuesti ≠ Kood.'],
    });
  });
});

describe('firstErrors', () => {
  it('keeps the first message of each field, in field order', () => {
    const first = firstErrors({ code: ['a', 'b'], name: ['c'], empty: [] });
    expect(first).toEqual({ code: 'a', name: 'c' });
    expect(Object.values(first)).toEqual(['a', 'c']);
  });

  it('gives {} for no errors', () => {
    expect(firstErrors({})).toEqual({});
  });
});

describe('DEFAULT_TRIGGERS', () => {
  it('are input and blur (SPEC §5)', () => {
    expect(DEFAULT_TRIGGERS).toEqual(['input', 'blur']);
  });
});
