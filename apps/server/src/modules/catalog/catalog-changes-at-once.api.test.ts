import {
  CategoryListingReplySchema,
  ProductReplySchema,
  SearchJsonReplySchema,
  type Product,
} from '@kodumasinad/contract';
import { PriceFeedReplySchema } from '@kodumasinad/contract/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCategory } from '../../test-support/catalog-fixtures.js';
import { createIntegrationToken, integrationCall } from '../../test-support/integration-client.js';
import {
  buyer,
  create,
  manager,
  productBody,
  t,
  useProductAdminApi,
} from '../../test-support/product-admin-api.js';
import { staffClient } from '../../test-support/staff-client.js';
import { strict } from '../../test-support/strict.js';

/**
 * Issue 24: "changes reach buyers at once on the process that made them". Right after the reply to
 * a staff save (PUT /api/admin/products/{id}) and to the ERP's price feed (PATCH
 * /api/integration/prices), the buyer's very next call — product page, listing, search — shows
 * the change: no waiting, no asking again. The catalogue index checks the database's version at
 * most once a second and serves the old snapshot while it rebuilds (decision 082), so only the
 * writer's awaiting its own rebuild before replying makes this hold.
 */
useProductAdminApi();

/** A category of this file's own, so its listing holds only the products made here. */
const LEAF = 'kohe-naha';
let leafId: number;
let writer: string;

beforeAll(async () => {
  await insertCategory(t.db, 'kohe', 'Kohe nähtavad tooted');
  leafId = await insertCategory(t.db, LEAF, 'Kohe nähtavad masinad', 'kohe');
  writer = (await createIntegrationToken(await staffClient(t, 'admin'), ['products:write'])).token;
});

/** A product of this file's category, made through the staff API (its reply awaits the index). */
const make = (overrides: Record<string, unknown>) =>
  create({ category_id: leafId, values: [], ...overrides });

async function buyerJson(path: string): Promise<unknown> {
  const response = await buyer.api('GET', path);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json();
}
const page = async (url: string) =>
  strict(ProductReplySchema).parse(await buyerJson(`/api/product/${url}`)).data;
const inListing = async (code: string): Promise<Product | undefined> =>
  strict(CategoryListingReplySchema)
    .parse(await buyerJson(`/api/search/category?category=${LEAF}&per_page=96`))
    .data.find((product) => product.code === code);
const found = async (query: string) =>
  strict(SearchJsonReplySchema)
    .parse(await buyerJson(`/api/search/json?query=${encodeURIComponent(query)}`))
    .results.map((product) => product.code);

describe('a change on this process', () => {
  it('shows in the buyer call right after the staff save replies: title and price, in page, listing and search', async () => {
    const made = await make({ title: 'Kaljukotka pesumasin', price: 40000 });
    // The buyer's view of the product before the save (and a freshly checked index).
    expect((await page(made.url)).original_price).toBe(40000);
    expect(await found('Kaljukotka')).toEqual([made.code]);
    expect(await inListing(made.code)).toMatchObject({
      title: 'Kaljukotka pesumasin',
      original_price: 40000,
    });

    const saved = await manager.api(
      'PUT',
      `/api/admin/products/${made.id}`,
      productBody({
        code: made.code,
        url: made.url,
        category_id: leafId,
        values: [],
        title: 'Merikotka pesumasin',
        price: 45500,
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // The very next calls, with nothing in between.
    const after = await page(made.url);
    expect(after).toMatchObject({ title: 'Merikotka pesumasin', original_price: 45500 });
    expect(await inListing(made.code)).toMatchObject({ title: 'Merikotka pesumasin', original_price: 45500 });
    expect(await found('Merikotka')).toEqual([made.code]);
    expect(await found('Kaljukotka')).toEqual([]);
  });

  it("shows in the buyer call right after the ERP's price feed replies", async () => {
    const made = await make({ title: 'Rabapistriku kuivati', price: 30000, retail_price: 50000 });
    expect((await page(made.url)).original_price).toBe(30000);
    expect(await inListing(made.code)).toMatchObject({ original_price: 30000 });

    const response = await integrationCall(t.app, 'PATCH', '/api/integration/prices', writer, [
      { code: made.code, price: 31900 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(PriceFeedReplySchema.parse(response.json()).meta.updated).toBe(1);
    expect((await page(made.url)).original_price).toBe(31900);
    expect(await inListing(made.code)).toMatchObject({ original_price: 31900 });
    const [hit] = strict(SearchJsonReplySchema)
      .parse(await buyerJson('/api/search/json?query=Rabapistriku'))
      .results.filter((product) => product.code === made.code);
    expect(hit?.original_price).toBe(31900);
  });
});
