import type { County } from '../api/cart.js';
import { COUNTIES } from '../constants.js';
import { TRANSPORT_CODES, transportNeedsCounty, type TransportCode } from './labels.js';

export const TRANSPORT_REQUIRED_MESSAGE = 'Vali transpordiviis.';
export const TRANSPORT_UNKNOWN_MESSAGE = 'Sellist transporti ei ole.';
export const COUNTY_REQUIRED_MESSAGE = 'Maakond on nõutud väli.';
export const COUNTY_INVALID_MESSAGE = 'Maakond ei ole korrektne.';

export interface TransportChoice {
  code: TransportCode;
  county: County | null;
}

export type TransportChoiceRead =
  { ok: true; value: TransportChoice } | { ok: false; field: 'code' | 'county'; message: string };

const isBlank = (value: unknown) => value === undefined || value === null || value === '';
const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  values.some((known) => known === value);

/**
 * The rule of a transport choice: a known code, and a known county where the price depends on it
 * (ignored, and null, otherwise). TransportChoiceSchema (POST /api/cart/transport) is built on it;
 * the checkout's form calls it directly, on a screen that carries no zod (decision 058).
 */
export function readTransportChoice(input: { code?: unknown; county?: unknown }): TransportChoiceRead {
  const fail = (field: 'code' | 'county', message: string): TransportChoiceRead => ({
    ok: false,
    field,
    message,
  });
  if (isBlank(input.code)) return fail('code', TRANSPORT_REQUIRED_MESSAGE);
  if (!oneOf(TRANSPORT_CODES, input.code)) return fail('code', TRANSPORT_UNKNOWN_MESSAGE);
  const code = input.code;
  if (!transportNeedsCounty(code)) return { ok: true, value: { code, county: null } };
  if (isBlank(input.county)) return fail('county', COUNTY_REQUIRED_MESSAGE);
  if (!oneOf(COUNTIES, input.county)) return fail('county', COUNTY_INVALID_MESSAGE);
  return { ok: true, value: { code, county: input.county } };
}
