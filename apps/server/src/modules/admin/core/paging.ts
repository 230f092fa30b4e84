/** The back-office lists' paging: the `meta` every list reply carries (shared with the shop's lists). */
export { listMeta } from '../../../platform/list-meta.js';

/** A CSV export reads every row the filters show, a page this size at a time at most. */
export const EXPORT_MAX_ROWS = 10_000;
