import { describe, expect, it } from 'vitest';
import type { Rules } from './types.js';
import { validateValue } from './validate.js';

/** True when the value passes the rules, judged through the public entry point. */
function passes(value: unknown, rules: Rules, values: Record<string, unknown> = {}): boolean {
  return validateValue(value, rules, { label: 'Väli', values }).length === 0;
}

type Case = [value: unknown, expected: boolean];

function table(rules: Rules, cases: Case[]): void {
  it.each(cases)('%j → %s', (value, expected) => {
    expect(passes(value, rules)).toBe(expected);
  });
}

describe('required', () => {
  table({ required: true }, [
    ['a', true],
    [' a ', true],
    [0, true],
    [true, true],
    [['x'], true],
    [{ name: 'a.png', size: 1 }, true],
    ['', false],
    ['   ', false],
    ['\t\n ', false],
    [null, false],
    [undefined, false],
    [false, false],
    [[], false],
  ]);

  it('is off when set to false', () => {
    expect(passes('', { required: false })).toBe(true);
  });
});

describe('empty values pass every rule but required (optional fields)', () => {
  const rules: Rules = {
    email: true,
    min: 3,
    alpha: true,
    regex: /^x$/,
    numeric: true,
    digits: 4,
    min_value: 1,
    between: [1, 2],
    image: true,
    size: 1,
    oneOf: ['x'],
    is: 'x',
    length: 2,
  };
  it.each([[''], ['  '], [null], [undefined], [[]]])('%j', (value) => {
    expect(passes(value, rules)).toBe(true);
  });
});

describe('alpha (Unicode letters incl. õäöüšž)', () => {
  table({ alpha: true }, [
    ['Tere', true],
    ['õäöüšžÕÄÖÜŠŽ', true],
    ['Jüri', true],
    ['Jo\u0303geva', true],
    ['Tere1', false],
    ['Tere maailm', false],
    ['tere-tore', false],
    ['tere_', false],
    [123, false],
    [{}, false],
  ]);
});

describe('alpha_num', () => {
  table({ alpha_num: true }, [
    ['Tänav12', true],
    ['šžõ9', true],
    ['123', true],
    ['Tänav 12', false],
    ['a-1', false],
    ['a.1', false],
  ]);
});

describe('alpha_dash', () => {
  table({ alpha_dash: true }, [
    ['Pärnu-mnt_12', true],
    ['õun', true],
    ['a b', false],
    ['a/b', false],
    ['a@b', false],
  ]);
});

describe('alpha_spaces', () => {
  table({ alpha_spaces: true }, [
    ['Mari Õunapuu', true],
    ['Žanna Šiškina', true],
    ['Mari1', false],
    ['Mari-Liis', false],
  ]);
});

describe('between', () => {
  table({ between: [1, 10] }, [
    ['1', true],
    ['10', true],
    ['5.5', true],
    [7, true],
    ['0', false],
    ['10.01', false],
    ['-3', false],
    ['abc', false],
    ['0x5', false],
    ['1e1', false],
  ]);
});

describe('confirmed', () => {
  it('passes when both fields match (after trimming)', () => {
    expect(passes('salasõna', { confirmed: 'password' }, { password: 'salasõna' })).toBe(true);
    expect(passes(' salasõna ', { confirmed: 'password' }, { password: 'salasõna' })).toBe(true);
  });
  it('fails on a different value', () => {
    expect(passes('salasona', { confirmed: 'password' }, { password: 'salasõna' })).toBe(false);
  });
  it('fails when the repeat is empty but the original is not', () => {
    expect(passes('', { confirmed: 'password' }, { password: 'salasõna' })).toBe(false);
    expect(passes(undefined, { confirmed: 'password' }, { password: 'salasõna' })).toBe(false);
  });
  it('passes when both are empty (the original field reports that)', () => {
    expect(passes('', { confirmed: 'password' }, { password: '' })).toBe(true);
    expect(passes('', { confirmed: 'password' }, {})).toBe(true);
  });
});

describe('digits', () => {
  table({ digits: 4 }, [
    ['1234', true],
    ['0007', true],
    [1234, true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
    ['-123', false],
    ['12.4', false],
  ]);
});

describe('email', () => {
  table({ email: true }, [
    ['anna@kodumasin.test', true],
    ['ANNA.TAMM+pood@kodumasin.ee', true],
    ['jüri@näide.ee', true],
    [' anna@kodumasin.test ', true],
    ['anna', false],
    ['anna@', false],
    ['anna@kodumasin', false],
    ['@kodumasin.ee', false],
    ['anna tamm@kodumasin.ee', false],
    ['anna@@kodumasin.ee', false],
    ['anna..tamm@kodumasin.ee', false],
    ['.anna@kodumasin.ee', false],
    ['anna@-kodumasin.ee', false],
    ['anna@kodumasin.e', false],
    [`${'a'.repeat(250)}@x.ee`, false],
  ]);
});

describe('integer', () => {
  table({ integer: true }, [
    ['42', true],
    ['-42', true],
    [0, true],
    ['4.2', false],
    ['+4', false],
    ['4e2', false],
    ['neli', false],
  ]);
});

describe('numeric (digits only, as in vee-validate)', () => {
  table({ numeric: true }, [
    ['0123', true],
    [5, true],
    ['-1', false],
    ['1.5', false],
    ['1 000', false],
  ]);
});

describe('min / max (characters, not bytes)', () => {
  it.each<[unknown, Rules, boolean]>([
    ['abc', { min: 3 }, true],
    ['ab', { min: 3 }, false],
    ['õõõ', { min: 3 }, true],
    ['  ab  ', { min: 3 }, false],
    ['abc', { max: 3 }, true],
    ['abcd', { max: 3 }, false],
    ['šžõ', { max: 3 }, true],
    ['😀😀😀', { max: 3 }, true],
    [12345, { max: 4 }, false],
    [{ a: 1 }, { max: 100 }, false],
    [['ab', 'abc'], { max: 3 }, true],
    [['ab', 'abcd'], { max: 3 }, false],
  ])('%j %j → %s', (value, rules, expected) => {
    expect(passes(value, rules)).toBe(expected);
  });
});

describe('min_value / max_value', () => {
  it.each<[unknown, Rules, boolean]>([
    ['1', { min_value: 1 }, true],
    ['1.5', { min_value: 1 }, true],
    [true, { min_value: 1 }, true],
    ['0', { min_value: 1 }, false],
    [false, { min_value: 1 }, false],
    ['abc', { min_value: 1 }, false],
    ['10', { max_value: 10 }, true],
    ['-5', { max_value: 10 }, true],
    ['10.5', { max_value: 10 }, false],
    ['kümme', { max_value: 10 }, false],
  ])('%j %j → %s', (value, rules, expected) => {
    expect(passes(value, rules)).toBe(expected);
  });
});

describe('length', () => {
  table({ length: 3 }, [
    ['abc', true],
    ['äöü', true],
    [123, true],
    [['a', 'b', 'c'], true],
    ['ab', false],
    ['abcd', false],
    [['a'], false],
  ]);
});

describe('regex', () => {
  table({ regex: /^[A-Z]{2}\d+$/ }, [
    ['EE123', true],
    ['ee123', false],
    ['EE', false],
  ]);

  it('does not carry lastIndex over between calls of a global pattern', () => {
    const rules: Rules = { regex: /^\d+$/g };
    expect(passes('123', rules)).toBe(true);
    expect(passes('123', rules)).toBe(true);
  });
});

describe('size (KB)', () => {
  table({ size: 2 }, [
    [{ name: 'a.png', size: 2048 }, true],
    [{ name: 'a.png', size: 0 }, true],
    [[{ size: 100 }, { size: 2000 }], true],
    [{ name: 'a.png', size: 2049 }, false],
    [[{ size: 100 }, { size: 3000 }], false],
    ['a.png', false],
    [{ name: 'a.png' }, false],
  ]);
});

describe('double', () => {
  it.each<[unknown, Rules, boolean]>([
    ['1.5', { double: true }, true],
    ['-1.12345', { double: true }, true],
    ['15', { double: true }, true],
    [2.5, { double: true }, true],
    ['1,5', { double: true }, true],
    ['12,5', { double: 2 }, true],
    ['1,255', { double: 2 }, false],
    ['1,2,3', { double: true }, false],
    ['1.', { double: true }, false],
    ['abc', { double: true }, false],
    ['1.25', { double: 2 }, true],
    ['1.255', { double: 2 }, false],
    ['1.2', { double: 1 }, true],
  ])('%j %j → %s', (value, rules, expected) => {
    expect(passes(value, rules)).toBe(expected);
  });

  it('is off when set to false', () => {
    expect(passes('abc', { double: false })).toBe(true);
  });
});

describe('image (extension jpg, jpeg, png, gif)', () => {
  table({ image: true }, [
    ['foto.jpg', true],
    ['foto.JPEG', true],
    ['kaust/foto.png', true],
    ['animatsioon.gif', true],
    [{ name: 'pilt.png', size: 10, type: 'image/png' }, true],
    [[{ name: 'a.jpg' }, { name: 'b.gif' }], true],
    ['foto.webp', false],
    ['foto.png.exe', false],
    ['png', false],
    [{ name: 'dokument.pdf' }, false],
    [[{ name: 'a.jpg' }, { name: 'b.pdf' }], false],
    [{ size: 10 }, false],
  ]);
});

describe('ext', () => {
  table({ ext: ['pdf', '.DOCX'] }, [
    ['leping.pdf', true],
    ['leping.docx', true],
    [{ name: 'LEPING.PDF' }, true],
    ['leping.doc', false],
    ['leping', false],
  ]);
});

describe('mimes', () => {
  table({ mimes: ['image/*', 'application/pdf'] }, [
    [{ name: 'a.png', type: 'image/png' }, true],
    [{ name: 'a.pdf', type: 'application/pdf' }, true],
    [{ name: 'a.txt', type: 'text/plain' }, false],
    [{ name: 'a.png' }, false],
    ['image/png', false],
  ]);
});

describe('dimensions', () => {
  table({ dimensions: { width: 100, height: 50 } }, [
    [{ width: 100, height: 50 }, true],
    [{ width: 100, height: 51 }, false],
    [{ width: 99, height: 50 }, false],
    [{ width: '100', height: '50' }, false],
    ['100x50', false],
  ]);
});

describe('is / is_not', () => {
  it.each<[unknown, Rules, boolean]>([
    ['jah', { is: 'jah' }, true],
    ['1', { is: 1 }, true],
    [true, { is: true }, true],
    ['ei', { is: 'jah' }, false],
    ['ei', { is_not: 'jah' }, true],
    ['jah', { is_not: 'jah' }, false],
    [false, { is: false }, true],
    [true, { is_not: false }, true],
  ])('%j %j → %s', (value, rules, expected) => {
    expect(passes(value, rules)).toBe(expected);
  });
});

describe('oneOf / excluded', () => {
  it.each<[unknown, Rules, boolean]>([
    ['Harju', { oneOf: ['Harju', 'Tartu'] }, true],
    ['2', { oneOf: [1, 2] }, true],
    [['Harju', 'Tartu'], { oneOf: ['Harju', 'Tartu'] }, true],
    ['Pärnu', { oneOf: ['Harju', 'Tartu'] }, false],
    [['Harju', 'Pärnu'], { oneOf: ['Harju', 'Tartu'] }, false],
    ['Pärnu', { excluded: ['Harju', 'Tartu'] }, true],
    ['Harju', { excluded: ['Harju', 'Tartu'] }, false],
    [['Pärnu', 'Tartu'], { excluded: ['Harju', 'Tartu'] }, false],
  ])('%j %j → %s', (value, rules, expected) => {
    expect(passes(value, rules)).toBe(expected);
  });
});
