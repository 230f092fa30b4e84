import { describe, expect, it } from 'vitest';
import { formatMessage, localeMessages, messages, overrideMessages } from './messages.js';
import type { RuleName, Rules } from './types.js';
import { validateValue } from './validate.js';

const ctx = { label: 'Väli', values: { password: 'salasõna' }, labels: { password: 'Salasõna' } };

/** One failing value per rule, with the message the user must see. */
const failures: [RuleName, Rules, unknown, string][] = [
  ['required', { required: true }, '', 'Väli on nõutud väli.'],
  ['alpha', { alpha: true }, 'a1', 'Väli võib sisaldada vaid tähti.'],
  ['alpha_num', { alpha_num: true }, 'a-1', 'Väli võib sisaldada vaid tähti ja numbreid.'],
  [
    'alpha_dash',
    { alpha_dash: true },
    'a b',
    'Väli võib sisaldada vaid tähti, numbreid, kriipse ja alakriipse.',
  ],
  ['alpha_spaces', { alpha_spaces: true }, 'a1', 'Väli võib sisaldada vaid tähti ja tühikuid.'],
  ['between', { between: [1, 10] }, '11', 'Väli peab olema vahemikus 1 kuni 10.'],
  ['confirmed', { confirmed: 'password' }, 'muu', 'Väli väljad ei klapi.'],
  ['digits', { digits: 4 }, '12', 'Väli ei ole numbrid.'],
  ['email', { email: true }, 'anna', 'Väli peab olema e-maili aadress.'],
  ['integer', { integer: true }, '1.5', 'Väli peab olema täisarv.'],
  ['numeric', { numeric: true }, 'x', 'Väli võib sisaldada vaid numbreid.'],
  ['min', { min: 8 }, 'abc', 'Väli peaks olema vähemalt 8 tähemärki.'],
  ['max', { max: 2 }, 'abc', 'Väli ei tohi olla pikem kui 2 tähemärki.'],
  ['min_value', { min_value: 1 }, '0', 'Väli ei ole märgitud.'],
  ['max_value', { max_value: 5 }, '6', 'Väli peab olema 5 või väiksem.'],
  ['length', { length: 4 }, 'abc', 'Väli peab olema täpselt 4 tähemärki pikk.'],
  ['regex', { regex: /^x$/ }, 'y', 'Väli ei ole korrektne.'],
  ['size', { size: 2 }, { size: 4096 }, 'Väli peab olema väiksem kui 2KB.'],
  ['double', { double: 2 }, '1.234', 'Väli peab olema kümnendarv.'],
  ['image', { image: true }, 'a.pdf', 'Väli peab olema pilt.'],
  ['ext', { ext: ['pdf'] }, 'a.doc', 'Väli peab olema sobiv fail.'],
  ['mimes', { mimes: ['image/*'] }, { type: 'text/plain' }, 'Väli peab olema sobivat tüüpi fail.'],
  [
    'dimensions',
    { dimensions: { width: 75, height: 100 } },
    { width: 1, height: 1 },
    'Väli peab olema 75 korda 100 pikslit suur.',
  ],
  ['is', { is: 'jah' }, 'ei', 'Väli peab olema jah.'],
  ['is_not', { is_not: 'jah' }, 'jah', 'Väli ei tohi olla jah.'],
  ['oneOf', { oneOf: ['a'] }, 'b', 'Väli ei oma sobivat väärtust.'],
  ['excluded', { excluded: ['a'] }, 'a', 'Väli ei oma sobivat väärtust.'],
];

describe('effective message of every rule', () => {
  it.each(failures)('%s', (_rule, rules, value, expected) => {
    expect(validateValue(value, rules, ctx)).toEqual([expected]);
  });

  it('covers every rule', () => {
    expect(failures.map(([rule]) => rule).sort()).toEqual(Object.keys(messages).sort());
  });
});

describe('localeMessages (vee-validate Estonian)', () => {
  it.each<[RuleName, string]>([
    ['alpha', '{field} võib sisaldada vaid tähti'],
    ['between', '{field} peab olema vahemikus {min} kuni {max}'],
    ['regex', '{field} pole sobival kujul'],
    ['required', '{field} on nõutud väli'],
    ['min_value', '{field} peab olema {min} või suurem'],
    ['size', '{field} peab olema väiksem kui {size}KB'],
    ['min', '{field} peab olema vähemalt {length} tähemärki pikk'],
    ['confirmed', '{field} on kontrollist erinev'],
    ['digits', '{field} peab koosnema täpselt {length}-st numbrist'],
    ['email', '{field} peab olema e-maili aadress'],
  ])('%s', (rule, text) => {
    expect(localeMessages[rule]).toBe(text);
  });

  it('has a text with {field} for every rule, none ending in a period', () => {
    for (const text of Object.values(localeMessages)) {
      expect(text).toMatch(/^\{field\} /);
      expect(text).not.toMatch(/\.$/);
    }
  });
});

describe('overrideMessages (SPEC §5)', () => {
  it('holds exactly the app’s own wording', () => {
    expect(overrideMessages).toEqual({
      regex: '{field} ei ole korrektne',
      min_value: '{field} ei ole märgitud',
      digits: '{field} ei ole numbrid',
      min: '{field} peaks olema vähemalt {length} tähemärki',
      confirmed: '{field} väljad ei klapi',
      email: '{field} peab olema e-maili aadress',
    });
  });

  it('wins over the locale in the effective table', () => {
    for (const [rule, text] of Object.entries(overrideMessages)) {
      expect(messages[rule as RuleName]).toBe(text);
    }
    expect(messages.required).toBe(localeMessages.required);
    expect(messages.alpha).toBe(localeMessages.alpha);
  });
});

describe('formatMessage', () => {
  it('fills every placeholder it knows', () => {
    const template = '{field} {min} {max} {length} {size} {width} {height} {other}';
    const params = { field: 'F', min: 1, max: 2, length: 3, size: 4, width: 5, height: 6, other: 'O' };
    expect(formatMessage(template, params)).toBe('F 1 2 3 4 5 6 O.');
  });

  it('fills a placeholder used twice', () => {
    expect(formatMessage('{field} ja {field}', { field: 'Nimi' })).toBe('Nimi ja Nimi.');
  });

  it('leaves unknown placeholders visible', () => {
    expect(formatMessage('{field} {nope}', { field: 'Nimi' })).toBe('Nimi {nope}.');
  });

  it('does not read inherited keys as params', () => {
    expect(formatMessage('{toString}', {})).toBe('{toString}.');
  });

  it('adds one period, never a second', () => {
    expect(formatMessage('Valmis', {})).toBe('Valmis.');
    expect(formatMessage('Valmis.', {})).toBe('Valmis.');
    expect(formatMessage('Valmis!', {})).toBe('Valmis!');
    expect(formatMessage('Valmis?  ', {})).toBe('Valmis?');
  });

  it('inserts values literally, even ones that look like placeholders or $-patterns', () => {
    expect(formatMessage('{field}', { field: '$& {min}' })).toBe('$& {min}.');
  });
});

describe('interpolation through validateValue', () => {
  it('uses the label of the other field for {other}', () => {
    const rules: Rules = { confirmed: 'password' };
    const own = { ...ctx, messages: { confirmed: '{field} ja {other} ei klapi' } };
    expect(validateValue('muu', rules, own)).toEqual(['Väli ja Salasõna ei klapi.']);
  });

  it('falls back to the field key for {other} without labels', () => {
    const own = { label: 'Väli', values: {}, messages: { confirmed: '{other}' } };
    expect(validateValue('x', { confirmed: 'password' }, own)).toEqual(['password.']);
  });

  it('puts the locale {min} of min_value and {max} of between', () => {
    const own = { ...ctx, messages: { min_value: localeMessages.min_value } };
    expect(validateValue('2', { min_value: 3 }, own)).toEqual(['Väli peab olema 3 või suurem.']);
    expect(validateValue('0', { between: [0.5, 2.5] }, ctx)).toEqual([
      'Väli peab olema vahemikus 0.5 kuni 2.5.',
    ]);
  });

  it('uses the locale texts for min, regex, digits and confirmed when asked', () => {
    const own = {
      ...ctx,
      messages: {
        min: localeMessages.min,
        regex: localeMessages.regex,
        digits: localeMessages.digits,
        confirmed: localeMessages.confirmed,
      },
    };
    expect(validateValue('ab', { min: 3 }, own)).toEqual(['Väli peab olema vähemalt 3 tähemärki pikk.']);
    expect(validateValue('y', { regex: /^x$/ }, own)).toEqual(['Väli pole sobival kujul.']);
    expect(validateValue('12', { digits: 4 }, own)).toEqual(['Väli peab koosnema täpselt 4-st numbrist.']);
    expect(validateValue('x', { confirmed: 'password' }, own)).toEqual(['Väli on kontrollist erinev.']);
  });
});

describe('a field’s own messages', () => {
  it('override both tables, only for the rules they name', () => {
    const own = { ...ctx, messages: { required: 'Palun sisesta {field}', email: 'Vigane aadress.' } };
    expect(validateValue('', { required: true }, own)).toEqual(['Palun sisesta Väli.']);
    expect(validateValue('x', { email: true }, own)).toEqual(['Vigane aadress.']);
    expect(validateValue('x', { min: 5 }, own)).toEqual(['Väli peaks olema vähemalt 5 tähemärki.']);
  });
});
