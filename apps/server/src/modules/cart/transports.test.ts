import { describe, expect, it } from 'vitest';
import { COUNTIES, COUNTY_PRICED_TRANSPORTS, TRANSPORT_CODES } from '@kodumasinad/contract';
import { transportOptions, transportPrice } from './transports.js';

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

describe('county pricing agrees with the contract', () => {
  it.each(TRANSPORT_CODES)('%s is priced by county exactly when the contract asks for a county', (code) => {
    const byCounty = COUNTIES.some(
      (county) => transportPrice(code, county) !== transportPrice(code, 'Harju'),
    );
    expect(byCounty).toBe(COUNTY_PRICED_TRANSPORTS.includes(code));
  });
});
