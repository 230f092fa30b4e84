/**
 * The static page of special offers (SPEC §2 `/{page}`, e.g. /eripakkumised): its HTML is
 * followed by the listing of products on a running campaign, whose filters segment follows
 * the slug like a category's (/eripakkumised/tootja:bosch).
 */
export const SPECIAL_OFFERS_SLUG = 'eripakkumised';
