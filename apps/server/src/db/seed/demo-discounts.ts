import { bumpCatalogVersion } from '../catalog-version.js';
import type { Db } from '../database.js';

/**
 * The demo clients' own discounts (decision 004): a client's regular net price is the base list
 * price less the best discount that applies to the product's brand, leaf category or its parent.
 */
const DEMO_DISCOUNTS: { client: string; brand?: string; category?: string; percent: number }[] = [
  { client: 'Kodumasin Pluss OÜ', brand: 'bosch', percent: 8 },
  { client: 'Kodumasin Pluss OÜ', brand: 'miele', percent: 5 },
  { client: 'Kodumasin Pluss OÜ', category: 'kulmutus', percent: 4 },
  { client: 'Ehitusmaailm AS', brand: 'electrolux', percent: 6 },
  { client: 'Ehitusmaailm AS', brand: 'aeg', percent: 6 },
  { client: 'Ehitusmaailm AS', category: 'pliidiplaadid', percent: 3 },
];

/** Inserts the demo discounts for the demo clients that exist. */
export async function seedDemoDiscounts(db: Db): Promise<void> {
  const clients = await db.selectFrom('b2b_clients').select(['id', 'name']).execute();
  const brands = await db.selectFrom('brands').select(['id', 'slug']).execute();
  const categories = await db.selectFrom('categories').select(['id', 'slug']).execute();
  const clientId = new Map(clients.map((c) => [c.name, c.id]));
  const brandId = new Map(brands.map((b) => [b.slug, b.id]));
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
  const rows = DEMO_DISCOUNTS.flatMap((d) => {
    const client = clientId.get(d.client);
    if (client === undefined) return [];
    return [
      {
        b2b_client_id: client,
        brand_id: d.brand === undefined ? null : (brandId.get(d.brand) ?? null),
        category_id: d.category === undefined ? null : (categoryId.get(d.category) ?? null),
        percent: d.percent,
      },
    ];
  });
  if (rows.length === 0) return;
  await db.insertInto('client_discounts').values(rows).execute();
  await bumpCatalogVersion(db);
}
