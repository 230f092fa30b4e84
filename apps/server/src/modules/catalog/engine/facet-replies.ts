import {
  FILTER_CODES,
  serializeFilters,
  toggleFilterValue,
  type Filters,
  type MeasuresReplySchema,
  type PriceRangeReplySchema,
  type PropertiesReplySchema,
  type SelectedFiltersReplySchema,
  type ValueRangesReplySchema,
} from '@kodumasinad/contract';
import type { z } from 'zod';
import type { CatalogSnapshot, Facet, FacetKind } from './catalog-snapshot.js';
import { CAMPAIGN_TOKEN, type FilterGroup } from './filter-plan.js';
import type { Evaluation } from './listing-engine.js';

type PropertyFacet = z.infer<typeof PropertiesReplySchema>['data'][number];
type MeasureFacet = z.infer<typeof MeasuresReplySchema>['data'][number];
type ValueRangeFacet = z.infer<typeof ValueRangesReplySchema>['data'][number];
type PriceRange = z.infer<typeof PriceRangeReplySchema>['data'];
type SelectedFilter = z.infer<typeof SelectedFiltersReplySchema>['data'][number];

const CAMPAIGN_NAME = 'Kampaania';
const CAMPAIGN_LABEL = 'Jah';
const PRICE_NAME = 'Hind';
const numberText = (n: number) => n.toLocaleString('et-EE', { maximumFractionDigits: 2 });

function selectedTokens(groups: readonly FilterGroup[], code: string): string[] {
  const group = groups.find((g) => g.code === code);
  return group?.kind === 'values' ? group.tokens : [];
}

/** A facet's values that occur in the listing (count > 0) or are selected. */
function facetValues(snapshot: CatalogSnapshot, facet: Facet, counts: Int32Array, selected: string[]) {
  const shown = facet.values.flatMap((id) => {
    const value = snapshot.values[id];
    if (value === undefined) return [];
    const isSelected = selected.includes(value.token);
    const count = counts[id] as number;
    return count > 0 || isSelected
      ? [{ value: value.token, label: value.label, count, selected: isSelected }]
      : [];
  });
  // A selected token that names no value (an old link) is still listed, so it can be unticked.
  for (const token of selected) {
    if (!shown.some((v) => v.value === token))
      shown.push({ value: token, label: token, count: 0, selected: true });
  }
  return shown;
}

/**
 * The attribute filters a listing offers, in order: the listing category's own choice
 * (`CategoryNode.filters`), or every filterable attribute in the attributes' order.
 */
function offeredAttributes<T extends { code: string }>(
  snapshot: CatalogSnapshot,
  category: number | null,
  items: T[],
): T[] {
  const codes = category === null ? null : (snapshot.categories[category]?.filters ?? null);
  if (codes === null) return items;
  const position = new Map(codes.map((code, i) => [code, i]));
  return items
    .filter((item) => position.has(item.code))
    .sort((a, b) => (position.get(a.code) as number) - (position.get(b.code) as number));
}

/** Brand, category (search mode), enumerated properties, then the campaign filter. */
export function propertiesOf(
  snapshot: CatalogSnapshot,
  evaluation: Evaluation,
  groups: readonly FilterGroup[],
  searchMode: boolean,
  category: number | null = null,
): PropertyFacet[] {
  const { counts } = evaluation;
  const kinds: FacetKind[] = searchMode ? ['brand', 'category'] : ['brand'];
  const reply = (facet: Facet) => {
    const values = facetValues(snapshot, facet, counts, selectedTokens(groups, facet.code));
    return values.length > 0 ? [{ code: facet.code, name: facet.name, values }] : [];
  };
  const facets = [
    ...snapshot.facets.filter((facet) => kinds.includes(facet.kind)),
    ...offeredAttributes(
      snapshot,
      category,
      snapshot.facets.filter((facet) => facet.kind === 'enum'),
    ),
  ].flatMap(reply);
  const campaignSelected = groups.some((g) => g.kind === 'campaign');
  if (evaluation.campaignCount > 0 || campaignSelected) {
    facets.push({
      code: FILTER_CODES.campaign,
      name: CAMPAIGN_NAME,
      values: [
        {
          value: CAMPAIGN_TOKEN,
          label: CAMPAIGN_LABEL,
          count: evaluation.campaignCount,
          selected: campaignSelected,
        },
      ],
    });
  }
  return facets;
}

export function measuresOf(
  snapshot: CatalogSnapshot,
  evaluation: Evaluation,
  groups: readonly FilterGroup[],
  category: number | null = null,
): MeasureFacet[] {
  const { counts } = evaluation;
  const measures = snapshot.facets.filter((facet) => facet.kind === 'measure');
  return offeredAttributes(snapshot, category, measures).flatMap((facet) => {
    const values = facetValues(snapshot, facet, counts, selectedTokens(groups, facet.code));
    return values.length > 0 ? [{ code: facet.code, name: facet.name, unit: facet.unit, values }] : [];
  });
}

export function valueRangesOf(
  snapshot: CatalogSnapshot,
  evaluation: Evaluation,
  groups: readonly FilterGroup[],
  category: number | null = null,
): ValueRangeFacet[] {
  const ranges = offeredAttributes(
    snapshot,
    category,
    snapshot.ranges.map((range, r) => ({ code: range.code, range, r })),
  );
  return ranges.flatMap(({ range, r }) => {
    const group = groups.find((g) => g.kind === 'range' && g.range === r);
    const selectedMin = group?.kind === 'range' ? group.min : null;
    const selectedMax = group?.kind === 'range' ? group.max : null;
    let min = evaluation.rangeMin[r] as number;
    let max = evaluation.rangeMax[r] as number;
    if (!Number.isFinite(min)) {
      if (group === undefined) return [];
      min = selectedMin ?? selectedMax ?? 0;
      max = selectedMax ?? selectedMin ?? 0;
    }
    return [
      {
        code: range.code,
        name: range.name,
        unit: range.unit,
        min,
        max,
        selected_min: selectedMin,
        selected_max: selectedMax,
      },
    ];
  });
}

export function priceRangeOf(evaluation: Evaluation, groups: readonly FilterGroup[]): PriceRange {
  const group = groups.find((g) => g.kind === 'price');
  const cents = (euros: number | null) => (euros === null ? null : Math.round(euros * 100));
  const found = Number.isFinite(evaluation.priceMin);
  return {
    min: found ? evaluation.priceMin : 0,
    max: found ? evaluation.priceMax : 0,
    selected_min: group?.kind === 'price' ? cents(group.min) : null,
    selected_max: group?.kind === 'price' ? cents(group.max) : null,
  };
}

function rangeLabel(min: number | null, max: number | null, unit: string | null): string {
  const text =
    min !== null && max !== null
      ? `${numberText(min)}–${numberText(max)}`
      : min !== null
        ? `alates ${numberText(min)}`
        : `kuni ${numberText(max ?? 0)}`;
  return unit ? `${text} ${unit}` : text;
}

/** One chip per selected value or range, each with the filters segment that removes it. */
export function selectedFiltersOf(
  snapshot: CatalogSnapshot,
  filters: Filters,
  groups: readonly FilterGroup[],
): SelectedFilter[] {
  const without = (code: string) => serializeFilters({ ...filters, [code]: [] });
  return groups.flatMap((group): SelectedFilter[] => {
    const { code } = group;
    if (group.kind === 'values') {
      const facet = snapshot.facets[group.facet] as Facet;
      return group.tokens.map((token) => {
        const id = snapshot.valueByToken.get(`${group.facet}:${token}`);
        const label = id === undefined ? token : (snapshot.values[id]?.label ?? token);
        return {
          code,
          name: facet.name,
          label: facet.kind === 'measure' && facet.unit ? `${label} ${facet.unit}` : label,
          remove: serializeFilters(toggleFilterValue(filters, code, token)),
        };
      });
    }
    if (group.kind === 'range') {
      const range = snapshot.ranges[group.range];
      return [
        {
          code,
          name: range?.name ?? code,
          label: rangeLabel(group.min, group.max, range?.unit ?? null),
          remove: without(code),
        },
      ];
    }
    if (group.kind === 'price') {
      return [
        { code, name: PRICE_NAME, label: rangeLabel(group.min, group.max, '€'), remove: without(code) },
      ];
    }
    return [{ code, name: CAMPAIGN_NAME, label: CAMPAIGN_LABEL, remove: without(code) }];
  });
}
