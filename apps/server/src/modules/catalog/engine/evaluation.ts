/**
 * What a listing's filters leave, with the facet counts beside it. Facets are disjunctive:
 * each facet is counted with every other facet's filter applied but not its own, so a buyer who
 * ticked Bosch still sees how many Siemens products the other filters leave. A product that
 * fails exactly one filter group therefore still counts for that group's own facet.
 */
export interface Evaluation {
  /** The products passing every filter, in the base set's order. */
  result: Int32Array;
  /** Per facet value id, the disjunctive count. */
  counts: Int32Array;
  /** Per range attribute, min and max over the products its own filter does not exclude. */
  rangeMin: Float64Array;
  rangeMax: Float64Array;
  /** Min and max shown price (cents) over the products the price filter does not exclude. */
  priceMin: number;
  priceMax: number;
  /** Products with an active campaign that the campaign filter does not exclude. */
  campaignCount: number;
}
