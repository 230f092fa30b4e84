import { FILTER_CODES, parseRange, type FieldErrors, type Filters } from '@kodumasinad/contract';
import type { CatalogSnapshot } from './catalog-snapshot.js';
import { invalidInput } from '../../../platform/errors.js';

/** The campaign filter has one value: `kampaania:jah`. */
export const CAMPAIGN_TOKEN = 'jah';

interface GroupBase {
  code: string;
  /** This group's bit in the evaluation's pass/fail masks. */
  bit: number;
}

/** Products with any of the selected values of a facet (brand, category, enumeration, measure). */
export interface ValueGroup extends GroupBase {
  kind: 'values';
  facet: number;
  tokens: string[];
  /** The selected tokens that name existing values; unknown tokens simply match nothing. */
  valueIds: number[];
}

/** Products whose number (a range attribute, or the shown price in cents) lies in [min, max]. */
export interface RangeGroup extends GroupBase {
  kind: 'range';
  /** Index into snapshot.ranges. */
  range: number;
  min: number | null;
  max: number | null;
}

export interface PriceGroup extends GroupBase {
  kind: 'price';
  /** As given, in euros. */
  min: number | null;
  max: number | null;
}

export interface CampaignGroup extends GroupBase {
  kind: 'campaign';
}

export type FilterGroup = ValueGroup | RangeGroup | PriceGroup | CampaignGroup;
type UnplacedGroup = FilterGroup extends infer G ? (G extends FilterGroup ? Omit<G, 'bit'> : never) : never;

const filterError = (message: string): FieldErrors => ({ filters: [message] });

function singleRange(code: string, values: string[]): { min: number | null; max: number | null } {
  const range = values.length === 1 ? parseRange(values[0]) : null;
  if (range === null) throw invalidInput(filterError(`Filtri „${code}“ vahemik peab olema kujul min-max.`));
  return range;
}

/**
 * Resolves a parsed filters segment against the catalogue, in a fixed order (facets, ranges,
 * price, campaign). Unknown codes and malformed ranges are 422; unknown values of a known code
 * are not (they match nothing), so old links keep working.
 */
export function planFilters(snapshot: CatalogSnapshot, filters: Filters): FilterGroup[] {
  const groups: UnplacedGroup[] = [];
  const order = (code: string) => {
    const facet = snapshot.facetByCode.get(code);
    if (facet !== undefined) return facet;
    const range = snapshot.rangeByCode.get(code);
    if (range !== undefined) return snapshot.facets.length + range;
    return snapshot.facets.length + snapshot.ranges.length + (code === FILTER_CODES.price ? 0 : 1);
  };
  const known = (code: string) =>
    snapshot.facetByCode.has(code) ||
    snapshot.rangeByCode.has(code) ||
    code === FILTER_CODES.price ||
    code === FILTER_CODES.campaign;
  const codes = Object.keys(filters);
  const unknown = codes.find((code) => !known(code));
  if (unknown !== undefined) throw invalidInput(filterError(`Filtrit „${unknown}“ ei ole.`));

  for (const code of codes.sort((a, b) => order(a) - order(b))) {
    const tokens = filters[code] ?? [];
    const facet = snapshot.facetByCode.get(code);
    const range = snapshot.rangeByCode.get(code);
    if (facet !== undefined) {
      const valueIds = tokens.flatMap((token) => {
        const id = snapshot.valueByToken.get(`${facet}:${token}`);
        return id === undefined ? [] : [id];
      });
      groups.push({ kind: 'values', code, facet, tokens, valueIds });
    } else if (range !== undefined) {
      groups.push({ kind: 'range', code, range, ...singleRange(code, tokens) });
    } else if (code === FILTER_CODES.price) {
      groups.push({ kind: 'price', code, ...singleRange(code, tokens) });
    } else {
      if (tokens.length !== 1 || tokens[0] !== CAMPAIGN_TOKEN) {
        throw invalidInput(filterError(`Filtri „${code}“ väärtus saab olla ainult „${CAMPAIGN_TOKEN}“.`));
      }
      groups.push({ kind: 'campaign', code });
    }
  }
  return groups.map((group, i) => ({ ...group, bit: 1 << i }) as FilterGroup);
}
