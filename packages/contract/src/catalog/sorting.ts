import { PER_PAGE_OPTIONS } from '../constants.js';

/** The seven sort options of SPEC §9, in the order shown, with their Estonian labels. */
export const SORT_OPTIONS = [
  { value: 'price-asc', key: 'price', direction: 'asc', label: 'Hinna järgi kasvavalt' },
  { value: 'price-desc', key: 'price', direction: 'desc', label: 'Hinna järgi kahanevalt' },
  { value: 'title-asc', key: 'title', direction: 'asc', label: 'Nime järgi kasvavalt' },
  { value: 'title-desc', key: 'title', direction: 'desc', label: 'Nime järgi kahanevalt' },
  { value: 'code-asc', key: 'code', direction: 'asc', label: 'Koodi järgi kasvavalt' },
  { value: 'code-desc', key: 'code', direction: 'desc', label: 'Koodi järgi kahanevalt' },
  { value: 'discount-desc', key: 'discount', direction: 'desc', label: 'Soodustuse järgi kahanevalt' },
] as const;

export type SortValue = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortValue = 'price-asc';

export function parseSort(value: unknown): SortValue | null {
  return SORT_OPTIONS.find((o) => o.value === value)?.value ?? null;
}

export type PerPage = (typeof PER_PAGE_OPTIONS)[number];
export const DEFAULT_PER_PAGE: PerPage = PER_PAGE_OPTIONS[0];

export function parsePerPage(value: unknown): PerPage | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return PER_PAGE_OPTIONS.find((p) => p === n) ?? null;
}
