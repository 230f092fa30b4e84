import { describe, expect, it } from 'vitest';
import { parseForm } from './parse-form.js';
import type { FormDef } from './types.js';

const form = {
  name: { label: 'Nimi', rules: { required: true } },
  phone: { label: 'Telefon', rules: { regex: /^\d+$/ } },
  count: { label: 'Kogus', rules: { min_value: 1 } },
  agree: { label: 'Tingimused', rules: { min_value: 1 } },
} satisfies FormDef;

describe('parseForm', () => {
  it('returns trimmed strings, only for the form’s fields', () => {
    const result = parseForm(form, {
      name: '  Mari Õun ',
      phone: ' 555 ',
      count: ' 2 ',
      agree: '1',
      admin: true,
    });
    expect(result).toEqual({ ok: true, value: { name: 'Mari Õun', phone: '555', count: '2', agree: '1' } });
  });

  it('turns absent optional fields into empty strings', () => {
    expect(parseForm(form, { name: 'Mari' })).toEqual({
      ok: true,
      value: { name: 'Mari', phone: '', count: '', agree: '' },
    });
  });

  it('turns null optional fields into empty strings', () => {
    expect(parseForm(form, { name: 'Mari', phone: null })).toEqual({
      ok: true,
      value: { name: 'Mari', phone: '', count: '', agree: '' },
    });
  });

  it('validates numbers and booleans as sent and returns them as text', () => {
    expect(parseForm(form, { name: 'Mari', count: 3, agree: true })).toEqual({
      ok: true,
      value: { name: 'Mari', phone: '', count: '3', agree: 'true' },
    });
    expect(parseForm(form, { name: 'Mari', agree: false })).toEqual({
      ok: false,
      errors: { agree: ['Tingimused ei ole märgitud.'] },
    });
  });

  it('returns the errors of the trimmed values', () => {
    expect(parseForm(form, { name: '   ', phone: ' 55a ', count: '0' })).toEqual({
      ok: false,
      errors: {
        name: ['Nimi on nõutud väli.'],
        phone: ['Telefon ei ole korrektne.'],
        count: ['Kogus ei ole märgitud.'],
      },
    });
  });

  it.each([[null], [undefined], ['name=Mari'], [42], [['Mari']], [true]])(
    'reads the non-object body %j as {}',
    (body) => {
      expect(parseForm(form, body)).toEqual({ ok: false, errors: { name: ['Nimi on nõutud väli.'] } });
    },
  );

  it('treats objects and arrays sent for a text field as missing', () => {
    expect(parseForm(form, { name: { $ne: '' } })).toEqual({
      ok: false,
      errors: { name: ['Nimi on nõutud väli.'] },
    });
    expect(parseForm(form, { name: ['Mari'] })).toEqual({
      ok: false,
      errors: { name: ['Nimi on nõutud väli.'] },
    });
  });

  it('does not read inherited properties as values', () => {
    const onlyToString = { toString: { label: 'Tekst', rules: { required: true } } } satisfies FormDef;
    expect(parseForm(onlyToString, {})).toEqual({
      ok: false,
      errors: { toString: ['Tekst on nõutud väli.'] },
    });
  });

  it('compares a confirmation with the trimmed original', () => {
    const passwords = {
      password: { label: 'Salasõna', rules: { required: true } },
      password_confirmation: { label: 'Salasõna uuesti', rules: { confirmed: 'password' } },
    } satisfies FormDef;
    expect(parseForm(passwords, { password: ' Demo1234! ', password_confirmation: 'Demo1234!' })).toEqual({
      ok: true,
      value: { password: 'Demo1234!', password_confirmation: 'Demo1234!' },
    });
  });
});
