import { describe, expect, it } from 'vitest';
import { readErrorReply } from './error-reply';

describe('readErrorReply', () => {
  it('reads the message, field errors, warning, redirect and code of an error reply', () => {
    const body = {
      message: 'Andmed on vigased.',
      errors: { email: ['E-post on nõutud väli.'] },
      warning: 'Hoiatus',
      redirect: '/',
      code: 'blocked',
    };
    expect(readErrorReply(body)).toEqual(body);
  });

  it('leaves out each part that has not the contract type, and keeps the rest', () => {
    expect(readErrorReply({ message: 5, errors: { email: 'x' }, redirect: null, code: 'c' })).toEqual({
      code: 'c',
    });
    expect(readErrorReply({ message: 'Viga', errors: [['x']] })).toEqual({ message: 'Viga' });
  });

  it('reads nothing from what is not an object', () => {
    for (const body of [undefined, null, 'Viga', 42, ['Viga']]) expect(readErrorReply(body)).toEqual({});
  });
});
