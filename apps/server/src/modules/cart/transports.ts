import {
  COUNTIES,
  TRANSPORT_CODES,
  TRANSPORT_LABELS,
  transportNeedsCounty,
  type County,
  type TransportCode,
  type TransportOption,
} from '@kodumasinad/contract';

/** Counties with the middle price band; Harju is the cheapest, every other county the dearest. */
const NEAR_COUNTIES: readonly County[] = ['Tartu', 'Ida-Viru', 'Pärnu'];

/**
 * Net prices per order in cents: [Harju, near counties, others]; null for the transports whose price
 * does not depend on the county (the contract's transportNeedsCounty says which do).
 */
const TRANSPORTS: Record<TransportCode, { description: string; bands: [number, number, number] | null }> = {
  TTH1: { description: 'Toome kauba teie lattu.', bands: [2500, 3500, 4500] },
  TTH2: { description: 'Kauba saab kätte meie laost Tallinnas.', bands: null },
  TTH3: { description: 'Toome seadme paigalduskohta.', bands: [3900, 4900, 6900] },
};

export function isCounty(value: unknown): value is County {
  return typeof value === 'string' && (COUNTIES as readonly string[]).includes(value);
}

export function isTransportCode(value: unknown): value is TransportCode {
  return typeof value === 'string' && (TRANSPORT_CODES as readonly string[]).includes(value);
}

/** The net price of a transport to a county (cents); a county-priced one without county costs 0. */
export function transportPrice(code: TransportCode, county: County | null): number {
  const bands = TRANSPORTS[code].bands;
  if (bands === null || county === null) return 0;
  if (county === 'Harju') return bands[0];
  return NEAR_COUNTIES.includes(county) ? bands[1] : bands[2];
}

/** GET /api/cart/transports: every transport with its prices. */
export function transportOptions(): TransportOption[] {
  return TRANSPORT_CODES.map((code) => {
    const required = transportNeedsCounty(code);
    return {
      code,
      title: TRANSPORT_LABELS[code],
      description: TRANSPORTS[code].description,
      county_required: required,
      prices: required
        ? Object.fromEntries(COUNTIES.map((county) => [county, transportPrice(code, county)]))
        : null,
      price: required ? null : 0,
    };
  });
}
