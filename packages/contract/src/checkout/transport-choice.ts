import { COUNTIES } from '../constants.js';
import {
  TRANSPORT_CODES,
  transportNeedsCounty,
  transportNeedsDeliveryAddress,
  type TransportCode,
} from './labels.js';

export const TRANSPORT_REQUIRED_MESSAGE = 'Vali transpordiviis.';
export const TRANSPORT_UNKNOWN_MESSAGE = 'Sellist transporti ei ole.';
export const COUNTY_REQUIRED_MESSAGE = 'Maakond on nõutud väli.';
export const COUNTY_INVALID_MESSAGE = 'Maakond ei ole korrektne.';

/** As cart/cart.ts `County`, read from the list itself: cart.ts imports this file. */
type County = (typeof COUNTIES)[number];

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

export const DELIVERY_COUNTY_MISMATCH_MESSAGE =
  'Tarneaadressi maakond peab olema sama, mille järgi transport on hinnatud.';
export const DELIVERY_ADDRESS_FIRST_MESSAGE = 'Palun sisesta enne tarneaadress.';

/** The delivery address of a transport to the installation site (issue 22 item 8). */
export interface DeliveryAddress {
  recipient_name: string;
  recipient_phone: string;
  address: string;
  city: string;
  postal_code: string;
  county: County;
}

/**
 * Whether a stored delivery address fits the transport: none is needed, or one is given in the
 * transport's county. Checked again when the order is placed (the cart's transport may change).
 */
export function deliveryFitsTransport(transport: TransportChoice, delivery: DeliveryAddress | null): boolean {
  if (!transportNeedsDeliveryAddress(transport.code)) return true;
  return delivery !== null && delivery.county === transport.county;
}
