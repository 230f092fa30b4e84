import { describe, expect, it } from 'vitest';
import { parseForm, validateForm } from '../validation/index.js';
import { FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_NAME_MAX_LENGTH, feedbackForm } from './index.js';

const valid = { name: 'Jüri Õunapuu', email: 'jyri@näide.ee', phone: '+372 5123-4567', message: 'Tere!' };

describe('feedbackForm', () => {
  it('labels its fields in Estonian', () => {
    expect(
      Object.fromEntries(Object.entries(feedbackForm).map(([key, field]) => [key, field.label])),
    ).toEqual({
      name: 'Nimi',
      email: 'E-post',
      phone: 'Telefon',
      message: 'Sõnum',
    });
  });

  it('accepts a complete message', () => {
    expect(validateForm(feedbackForm, valid)).toEqual({});
  });

  it('leaves the phone optional', () => {
    expect(parseForm(feedbackForm, { ...valid, phone: undefined })).toEqual({
      ok: true,
      value: { ...valid, phone: '' },
    });
  });

  it('requires name, e-mail and message', () => {
    expect(validateForm(feedbackForm, { name: ' ', email: '', phone: '', message: '\n' })).toEqual({
      name: ['Nimi on nõutud väli.'],
      email: ['E-post on nõutud väli.'],
      message: ['Sõnum on nõutud väli.'],
    });
  });

  it('limits name and message length', () => {
    expect(FEEDBACK_NAME_MAX_LENGTH).toBe(100);
    expect(FEEDBACK_MESSAGE_MAX_LENGTH).toBe(5000);
    expect(
      validateForm(feedbackForm, { ...valid, name: 'õ'.repeat(100), message: 'ä'.repeat(5000) }),
    ).toEqual({});
    expect(
      validateForm(feedbackForm, { ...valid, name: 'õ'.repeat(101), message: 'ä'.repeat(5001) }),
    ).toEqual({
      name: ['Nimi ei tohi olla pikem kui 100 tähemärki.'],
      message: ['Sõnum ei tohi olla pikem kui 5000 tähemärki.'],
    });
  });

  it.each([['+372 5123 4567'], ['5123-4567'], ['12345'], ['1'.repeat(20)], ['+3725123456']])(
    'accepts the phone %j',
    (phone) => {
      expect(validateForm(feedbackForm, { ...valid, phone })).toEqual({});
    },
  );

  it.each([['1234'], ['1'.repeat(21)], ['(372) 5123'], ['5123 4567 ext'], ['+372/5123'], ['5123\t4567']])(
    'rejects the phone %j',
    (phone) => {
      expect(validateForm(feedbackForm, { ...valid, phone })).toEqual({
        phone: ['Telefon ei ole korrektne.'],
      });
    },
  );

  it('rejects a malformed e-mail', () => {
    expect(validateForm(feedbackForm, { ...valid, email: 'jyri.näide.ee' })).toEqual({
      email: ['E-post peab olema e-maili aadress.'],
    });
  });
});
