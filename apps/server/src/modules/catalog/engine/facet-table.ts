import { FILTER_CODES, filterToken } from '@kodumasinad/contract';
import type { AttributeFilter, AttributeKindValue } from '../../../db/schema.js';
import type { BrandNode, CategoryNode, Facet, FacetValue, RangeAttribute } from './catalog-snapshot.js';

const collator = new Intl.Collator('et');
const ENERGY_CLASS = /^([A-G])(\+*)$/;

/** Energy classes in scale order (A+++ before A++ before A), everything else alphabetically. */
export function compareLabels(a: string, b: string): number {
  const ea = ENERGY_CLASS.exec(a);
  const eb = ENERGY_CLASS.exec(b);
  if (ea && eb) {
    if (ea[1] !== eb[1]) return (ea[1] as string) < (eb[1] as string) ? -1 : 1;
    return (eb[2] as string).length - (ea[2] as string).length;
  }
  return collator.compare(a, b);
}

const numberLabel = (n: number) => n.toLocaleString('et-EE', { maximumFractionDigits: 2 });

interface AttributeRow {
  id: number;
  code: string;
  name: string;
  kind: AttributeKindValue;
  unit: string | null;
  filter: AttributeFilter;
}

/** How one attribute's stored values become facet values or range numbers. */
type Target =
  | { kind: 'enum'; facet: number; ids: Map<string, number> }
  | { kind: 'measure'; facet: number; ids: Map<number, number> }
  | { kind: 'range'; range: number };

/**
 * The facets of a snapshot (brand, category, then the attributes filtered by value) and their
 * values, interned as they are met while loading: each distinct label is tokenised once.
 */
export class FacetTable {
  readonly facets: Facet[] = [];
  readonly values: FacetValue[] = [];
  readonly valueByToken = new Map<string, number>();
  readonly ranges: RangeAttribute[] = [];
  /** Per brand index and per category index (-1 for a category with children), the facet value. */
  readonly brandValue: number[];
  readonly categoryValue: number[];
  private readonly targets = new Map<number, Target>();

  constructor(
    brands: readonly BrandNode[],
    categories: readonly CategoryNode[],
    attributes: readonly AttributeRow[],
  ) {
    this.facets.push({ code: FILTER_CODES.brand, name: 'Tootja', kind: 'brand', unit: null, values: [] });
    this.facets.push({
      code: FILTER_CODES.category,
      name: 'Kategooria',
      kind: 'category',
      unit: null,
      values: [],
    });
    this.brandValue = brands.map((b) => this.add(0, b.slug, b.name));
    this.categoryValue = categories.map((c) => (c.children.length === 0 ? this.add(1, c.slug, c.title) : -1));
    for (const a of attributes) {
      if (a.filter === 'values') {
        const facet = this.facets.length;
        const measure = a.kind === 'number';
        this.facets.push({
          code: a.code,
          name: a.name,
          kind: measure ? 'measure' : 'enum',
          unit: a.unit,
          values: [],
        });
        this.targets.set(
          a.id,
          measure ? { kind: 'measure', facet, ids: new Map() } : { kind: 'enum', facet, ids: new Map() },
        );
      } else if (a.filter === 'range' && a.kind === 'number') {
        this.targets.set(a.id, { kind: 'range', range: this.ranges.length });
        this.ranges.push({ code: a.code, name: a.name, unit: a.unit, values: new Float64Array(0) });
      }
    }
  }

  private add(facet: number, token: string, label: string, num = NaN): number {
    const key = `${facet}:${token}`;
    const existing = this.valueByToken.get(key);
    if (existing !== undefined) return existing;
    const id = this.values.length;
    this.values.push({ facet, token, label, num });
    this.valueByToken.set(key, id);
    (this.facets[facet] as Facet).values.push(id);
    return id;
  }

  /** The attributes filtered by range, each with its column in `ranges`. */
  rangeAttributes(): { attributeId: number; range: RangeAttribute }[] {
    return [...this.targets].flatMap(([attributeId, target]) =>
      target.kind === 'range' ? [{ attributeId, range: this.ranges[target.range] as RangeAttribute }] : [],
    );
  }

  /** The facet value of a stored value, or -1 when its attribute is not filtered by value. */
  valueId(attributeId: number, text: string | null, num: number | null): number {
    const target = this.targets.get(attributeId);
    if (target === undefined || target.kind === 'range') return -1;
    if (target.kind === 'measure') {
      if (num === null) return -1;
      let id = target.ids.get(num);
      if (id === undefined) {
        id = this.add(target.facet, String(num), numberLabel(num), num);
        target.ids.set(num, id);
      }
      return id;
    }
    if (text === null) return -1;
    let id = target.ids.get(text);
    if (id === undefined) {
      id = this.add(target.facet, filterToken(text), text);
      target.ids.set(text, id);
    }
    return id;
  }

  /** Puts each facet's values in display order; categories stay in menu order. */
  sortValues(): void {
    const byValue = (compare: (a: FacetValue, b: FacetValue) => number) => (a: number, b: number) =>
      compare(this.values[a] as FacetValue, this.values[b] as FacetValue);
    for (const facet of this.facets) {
      if (facet.kind === 'measure') facet.values.sort(byValue((a, b) => a.num - b.num));
      else if (facet.kind === 'enum') facet.values.sort(byValue((a, b) => compareLabels(a.label, b.label)));
      else if (facet.kind === 'brand')
        facet.values.sort(byValue((a, b) => collator.compare(a.label, b.label)));
    }
  }
}
