import { COUNTIES } from '@kodumasinad/contract';
import { describe, expect, it } from 'vitest';
import { readTransportChoice, transportOptions, transportPrice } from './transports.js';

describe('transport prices (net cents per order)', () => {
  it.each([
    ['TTH1', 'Harju', 2500],
    ['TTH1', 'Tartu', 3500],
    ['TTH1', 'Ida-Viru', 3500],
    ['TTH1', 'Pärnu', 3500],
    ['TTH1', 'Võru', 4500],
    ['TTH3', 'Harju', 3900],
    ['TTH3', 'Pärnu', 4900],
    ['TTH3', 'Saare', 6900],
    ['TTH2', 'Harju', 0],
  ] as const)('%s to %s costs %i', (code, county, price) => {
    expect(transportPrice(code, county)).toBe(price);
  });

  it('lists every transport, county prices for all 15 counties where the county matters', () => {
    const options = transportOptions();
    expect(options.map((o) => [o.code, o.title, o.county_required, o.price])).toEqual([
      ['TTH1', 'Transport tellija lattu', true, null],
      ['TTH2', 'Klient tuleb ise järele', false, 0],
      ['TTH3', 'Kohaletoimetamine paigalduse aadressile', true, null],
    ]);
    expect(Object.keys(options[0]?.prices ?? {})).toEqual([...COUNTIES]);
    expect(options[1]?.prices).toBeNull();
  });
});

describe('readTransportChoice', () => {
  it('needs a county for TTH1 and TTH3 and drops it for TTH2', () => {
    expect(readTransportChoice('TTH1', undefined)).toEqual({
      ok: false,
      errors: { county: ['Maakond on nõutud väli.'] },
    });
    expect(readTransportChoice('TTH3', 'Atlantis', 'transport.')).toEqual({
      ok: false,
      errors: { 'transport.county': ['Maakond ei ole korrektne.'] },
    });
    expect(readTransportChoice('TTH2', 'Harju')).toEqual({
      ok: true,
      choice: { code: 'TTH2', county: null },
    });
    expect(readTransportChoice('TTH3', 'Lääne-Viru')).toEqual({
      ok: true,
      choice: { code: 'TTH3', county: 'Lääne-Viru' },
    });
    expect(readTransportChoice('', null)).toEqual({
      ok: false,
      errors: { code: ['Transport on nõutud väli.'] },
    });
    expect(readTransportChoice(7, null)).toEqual({
      ok: false,
      errors: { code: ['Sellist transporti ei ole.'] },
    });
  });
});
