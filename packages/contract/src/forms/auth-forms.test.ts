import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { parseForm, validateForm } from '../validation/index.js';
import { loginForm, passwordEmailForm, passwordResetForm } from './index.js';

describe('loginForm', () => {
  it('accepts an e-mail and a password', () => {
    expect(validateForm(loginForm, { email: 'anna@kodumasin.test', password: 'Demo1234!' })).toEqual({});
  });

  it('requires both fields', () => {
    expect(validateForm(loginForm, { email: '', password: '' })).toEqual({
      email: ['E-post on nõutud väli.'],
      password: ['Salasõna on nõutud väli.'],
    });
  });

  it('rejects a malformed e-mail', () => {
    expect(validateForm(loginForm, { email: 'anna@', password: 'x' })).toEqual({
      email: ['E-post peab olema e-maili aadress.'],
    });
  });

  it('does not impose the new-password length on login', () => {
    expect(validateForm(loginForm, { email: 'anna@kodumasin.test', password: 'x' })).toEqual({});
  });

  it('parses to exactly email and password', () => {
    expect(
      parseForm(loginForm, { email: ' anna@kodumasin.test ', password: 'Demo1234!', remember: 1 }),
    ).toEqual({
      ok: true,
      value: { email: 'anna@kodumasin.test', password: 'Demo1234!' },
    });
  });
});

describe('passwordEmailForm', () => {
  it('has only the e-mail field', () => {
    expect(Object.keys(passwordEmailForm)).toEqual(['email']);
    expect(passwordEmailForm.email.label).toBe('E-post');
  });

  it.each<[unknown, Record<string, string[]>]>([
    [{ email: 'mart@kodumasin.test' }, {}],
    [{ email: '  ' }, { email: ['E-post on nõutud väli.'] }],
    [{ email: 'mart' }, { email: ['E-post peab olema e-maili aadress.'] }],
  ])('%j → %j', (values, errors) => {
    expect(validateForm(passwordEmailForm, values as Record<string, unknown>)).toEqual(errors);
  });
});

describe('passwordResetForm', () => {
  const valid = {
    token: 'abc123',
    email: 'anna@kodumasin.test',
    password: 'Uus12345',
    password_confirmation: 'Uus12345',
  };

  it('accepts a complete reset', () => {
    expect(validateForm(passwordResetForm, valid)).toEqual({});
  });

  it('labels the code "Taastamise kood" and requires it', () => {
    expect(validateForm(passwordResetForm, { ...valid, token: '' })).toEqual({
      token: ['Taastamise kood on nõutud väli.'],
    });
  });

  it(`asks for at least ${PASSWORD_MIN_LENGTH} characters`, () => {
    const short = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);
    expect(
      validateForm(passwordResetForm, { ...valid, password: short, password_confirmation: short }),
    ).toEqual({
      password: [`Salasõna peaks olema vähemalt ${PASSWORD_MIN_LENGTH} tähemärki.`],
    });
    const exact = 'x'.repeat(PASSWORD_MIN_LENGTH);
    expect(
      validateForm(passwordResetForm, { ...valid, password: exact, password_confirmation: exact }),
    ).toEqual({});
  });

  it('reports a mismatching confirmation on the confirmation field', () => {
    expect(validateForm(passwordResetForm, { ...valid, password_confirmation: 'Uus12346' })).toEqual({
      password_confirmation: ['Salasõna uuesti väljad ei klapi.'],
    });
  });

  it('reports an empty confirmation as a mismatch', () => {
    expect(validateForm(passwordResetForm, { ...valid, password_confirmation: '' })).toEqual({
      password_confirmation: ['Salasõna uuesti väljad ei klapi.'],
    });
  });

  it('reports every missing field of an empty body', () => {
    expect(parseForm(passwordResetForm, undefined)).toEqual({
      ok: false,
      errors: {
        token: ['Taastamise kood on nõutud väli.'],
        email: ['E-post on nõutud väli.'],
        password: ['Salasõna on nõutud väli.'],
      },
    });
  });
});

describe('passwords are kept exactly as typed', () => {
  it('does not trim the login or new password', () => {
    const login = parseForm(loginForm, { email: ' anna@kodumasin.test ', password: ' salajane ' });
    expect(login).toEqual({ ok: true, value: { email: 'anna@kodumasin.test', password: ' salajane ' } });
    const reset = parseForm(passwordResetForm, {
      token: 'abc',
      email: 'anna@kodumasin.test',
      password: 'Uus parool 1 ',
      password_confirmation: 'Uus parool 1 ',
    });
    expect(reset.ok && reset.value.password).toBe('Uus parool 1 ');
  });
});
