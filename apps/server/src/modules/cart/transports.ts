import {
  COUNTIES,
  TRANSPORT_CODES,
  TRANSPORT_LABELS,
  type TransportCode,
  type TransportOption,
} from '@kodumasinad/contract';

export type County = (typeof COUNTIES)[number];

/** Counties with the middle price band; Harju is the cheapest, every other county the dearest. */
const NEAR_COUNTIES: readonly County[] = ['Tartu', 'Ida-Viru', 'Pärnu'];

/** Net prices per order in cents: [Harju, near counties, others]; null when the county does not matter. */
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

export function countyRequired(code: TransportCode): boolean {
  return TRANSPORTS[code].bands !== null;
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
    const required = countyRequired(code);
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

export interface TransportChoice {
  code: TransportCode;
  county: County | null;
}

export const TRANSPORT_REQUIRED_MESSAGE = 'Transport on nõutud väli.';
export const TRANSPORT_UNKNOWN_MESSAGE = 'Sellist transporti ei ole.';
export const COUNTY_REQUIRED_MESSAGE = 'Maakond on nõutud väli.';
export const COUNTY_INVALID_MESSAGE = 'Maakond ei ole korrektne.';

/**
 * Reads a transport choice: the code, and the county where the price depends on it (ignored
 * otherwise). Returns field errors keyed `${prefix}code` / `${prefix}county` instead when invalid.
 */
export function readTransportChoice(
  code: unknown,
  county: unknown,
  prefix = '',
): { ok: true; choice: TransportChoice } | { ok: false; errors: Record<string, string[]> } {
  if (code === undefined || code === null || code === '') {
    return { ok: false, errors: { [`${prefix}code`]: [TRANSPORT_REQUIRED_MESSAGE] } };
  }
  if (!isTransportCode(code))
    return { ok: false, errors: { [`${prefix}code`]: [TRANSPORT_UNKNOWN_MESSAGE] } };
  if (!countyRequired(code)) return { ok: true, choice: { code, county: null } };
  if (county === undefined || county === null || county === '') {
    return { ok: false, errors: { [`${prefix}county`]: [COUNTY_REQUIRED_MESSAGE] } };
  }
  if (!isCounty(county)) return { ok: false, errors: { [`${prefix}county`]: [COUNTY_INVALID_MESSAGE] } };
  return { ok: true, choice: { code, county } };
}
