import { describe, expect, it } from 'vitest';
import { parseForm } from '../validation/index.js';
import { deliveryAddressForm, orderContactsForm } from './order-forms.js';

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

describe('deliveryAddressForm', () => {
  const delivery = {
    recipient_name: 'Mari Maasikas',
    recipient_phone: '+372 5555 1234',
    address: 'Õuna 5-2',
    city: 'Elva',
    postal_code: '61505',
    county: 'Tartu',
  };
  it('accepts a complete address', () => {
    expect(parseForm(deliveryAddressForm, delivery)).toEqual({ ok: true, value: delivery });
  });
  it('names each missing or malformed field in Estonian', () => {
    const result = parseForm(deliveryAddressForm, { ...delivery, recipient_name: '', recipient_phone: 'x' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.recipient_name).toEqual(['Vastuvõtja nimi on nõutud väli.']);
    expect(Object.keys(result.errors).sort()).toEqual(['recipient_name', 'recipient_phone']);
  });
});
