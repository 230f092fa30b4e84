import { DEFAULT_CART_QUANTITY, MAX_CART_QUANTITY, type FieldErrors } from '@kodumasinad/contract';
import { invalidInput } from '../../platform/errors.js';
import type { CartInsert } from './cart.service.js';

/**
 * Reading the cart calls' bodies (contract CartInsertRequestSchema and friends). The SPA sends
 * numbers; digit strings are accepted too (a plain form post), anything else is a 422 keyed by
 * the field, never a 500.
 */
export const ID_MESSAGE = 'Toote tunnus on vigane.';
export const QUANTITY_MESSAGE = `Kogus peab olema täisarv 1 kuni ${MAX_CART_QUANTITY}.`;
export const ROW_ID_MESSAGE = 'Ostukorvi rea tunnus on vigane.';
export const CHECKED_MESSAGE = 'Valiku väärtus on vigane.';

const MAX_ID = 2_147_483_647;

const isAbsent = (value: unknown) => value === undefined || value === null;

function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value)) return Number(value);
  return null;
}

function inRange(value: unknown, min: number, max: number): number | null {
  const n = wholeNumber(value);
  return n !== null && n >= min && n <= max ? n : null;
}

function fields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

function fail(errors: FieldErrors): never {
  const first = Object.values(errors)[0]?.[0];
  throw invalidInput(errors, first);
}

export function readProductId(body: unknown): number {
  const id = inRange(fields(body).id, 1, MAX_ID);
  if (id === null) fail({ id: [ID_MESSAGE] });
  return id;
}

export function readInsert(body: unknown): CartInsert {
  const input = fields(body);
  const errors: FieldErrors = {};
  const productId = inRange(input.id, 1, MAX_ID);
  if (productId === null) errors.id = [ID_MESSAGE];
  const quantity = isAbsent(input.quantity)
    ? DEFAULT_CART_QUANTITY
    : inRange(input.quantity, 1, MAX_CART_QUANTITY);
  if (quantity === null) errors.quantity = [QUANTITY_MESSAGE];
  const parentRowId = isAbsent(input.row_id) ? null : inRange(input.row_id, 1, MAX_ID);
  if (parentRowId === null && !isAbsent(input.row_id)) errors.row_id = [ROW_ID_MESSAGE];
  const checked = readFlag(input.checked);
  if (checked === null) errors.checked = [CHECKED_MESSAGE];
  if (Object.keys(errors).length > 0) fail(errors);
  return {
    productId: productId as number,
    quantity: quantity as number,
    parentRowId,
    checked: checked as boolean,
  };
}

/** `checked` may be left out (true), a boolean, or its form spellings. */
function readFlag(value: unknown): boolean | null {
  if (isAbsent(value)) return true;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return null;
}

export function readUpdate(body: unknown): { productId: number; quantity: number } {
  const input = fields(body);
  const errors: FieldErrors = {};
  const productId = inRange(input.id, 1, MAX_ID);
  if (productId === null) errors.id = [ID_MESSAGE];
  const quantity = inRange(input.quantity, 1, MAX_CART_QUANTITY);
  if (quantity === null) errors.quantity = [QUANTITY_MESSAGE];
  if (Object.keys(errors).length > 0) fail(errors);
  return { productId: productId as number, quantity: quantity as number };
}

export function readTransportBody(body: unknown): { code: unknown; county: unknown } {
  const input = fields(body);
  return { code: input.code, county: input.county };
}
