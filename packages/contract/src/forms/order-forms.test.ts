import { describe, expect, it } from 'vitest';
import { parseForm } from '../validation/index.js';
import { orderContactsForm } from './order-forms.js';

const valid = {
  company: 'Kodumasin Pluss OÜ',
  contact_name: 'Anna Tamm',
  phone: '+372 5123 4567',
  email: 'anna@kodumasin.test',
  address: 'Riia 15',
  city: 'Tartu',
  postal_code: '51010',
  county: 'Tartu',
  notes: '',
};

describe('orderContactsForm', () => {
  it('accepts complete contacts', () => {
    expect(parseForm(orderContactsForm, valid)).toEqual({ ok: true, value: valid });
  });
  it('names each missing or malformed field in Estonian', () => {
    const result = parseForm(orderContactsForm, {
      ...valid,
      company: ' ',
      postal_code: '5101',
      county: 'Lapimaa',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.company).toEqual(['Ettevõte on nõutud väli.']);
    expect(result.errors.postal_code).toEqual(['Postiindeks ei ole numbrid.']);
    expect(result.errors.county?.[0]).toMatch(/^Maakond /);
    expect(Object.keys(result.errors).sort()).toEqual(['company', 'county', 'postal_code']);
  });
});
