import type { User } from '@kodumasinad/contract';
import { estonianDay } from '../../platform/estonian-calendar.js';
import type { CatalogStore } from './catalog-store.js';
import type { CatalogSnapshot } from './engine/catalog-snapshot.js';
import { priceView, type PriceView } from './engine/price-views.js';

/** The current snapshot and the user's prices in it (client, active price list, today's campaigns). */
export async function pricedSnapshot(
  store: CatalogStore,
  user: User,
  now: Date,
): Promise<{ snapshot: CatalogSnapshot; view: PriceView }> {
  const snapshot = await store.snapshot();
  const view = priceView(snapshot, user.b2b_client.id, user.active_pricelist, estonianDay(now));
  return { snapshot, view };
}
