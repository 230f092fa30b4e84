import { OrderStatusSchema, type FieldErrors } from '@kodumasinad/contract';
import { invalidInput } from '../../platform/errors.js';
import { addDays, dayStartUtc, isDay } from '../../platform/estonian-calendar.js';
import type { OrderListFilter } from './orders.repository.js';

export const DEFAULT_ORDERS_PER_PAGE = 20;
export const MAX_ORDERS_PER_PAGE = 100;

export const STATUS_MESSAGE = 'Tellimuse olek ei ole korrektne.';
export const DATE_MESSAGE = 'Kuupäev ei ole korrektne.';
export const PERIOD_MESSAGE = 'Perioodi algus peab olema enne lõppu.';
export const PAGE_MESSAGE = 'Lehekülje number ei ole korrektne.';
export const PER_PAGE_MESSAGE = `Ridu lehel võib olla 1 kuni ${MAX_ORDERS_PER_PAGE}.`;

function text(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function positive(value: string | undefined, max: number): number | null {
  if (value === undefined) return null;
  if (!/^\d{1,6}$/.test(value)) return Number.NaN;
  const n = Number(value);
  return n >= 1 && n <= max ? n : Number.NaN;
}

/**
 * GET /api/orders query (contract OrdersQuerySchema): status, a period of Estonian days from/to
 * (both inclusive), page and per_page. Invalid values are a 422 keyed by the parameter.
 */
export function readOrdersQuery(raw: unknown): { filter: OrderListFilter; page: number; perPage: number } {
  const query = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const errors: FieldErrors = {};
  const filter: OrderListFilter = {};

  const status = text(query, 'status');
  if (status !== undefined) {
    const parsed = OrderStatusSchema.safeParse(status);
    if (parsed.success) filter.status = parsed.data;
    else errors.status = [STATUS_MESSAGE];
  }
  const from = text(query, 'from');
  const to = text(query, 'to');
  if (from !== undefined) {
    if (isDay(from)) filter.from = dayStartUtc(from);
    else errors.from = [DATE_MESSAGE];
  }
  if (to !== undefined) {
    if (isDay(to)) filter.to = dayStartUtc(addDays(to, 1));
    else errors.to = [DATE_MESSAGE];
  }
  if (from !== undefined && to !== undefined && isDay(from) && isDay(to) && from > to) {
    errors.to = [PERIOD_MESSAGE];
  }
  const page = positive(text(query, 'page'), 1_000_000);
  if (Number.isNaN(page)) errors.page = [PAGE_MESSAGE];
  const perPage = positive(text(query, 'per_page'), MAX_ORDERS_PER_PAGE);
  if (Number.isNaN(perPage)) errors.per_page = [PER_PAGE_MESSAGE];

  const first = Object.values(errors)[0]?.[0];
  if (first !== undefined) throw invalidInput(errors, first);
  return { filter, page: page ?? 1, perPage: perPage ?? DEFAULT_ORDERS_PER_PAGE };
}
