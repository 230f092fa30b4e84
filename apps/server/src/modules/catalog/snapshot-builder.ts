import { SearchIndex } from '../search/index.js';
import type { CatalogRepository } from './catalog.repository.js';
import type { BrandNode, CatalogSnapshot, CategoryNode } from './engine/catalog-snapshot.js';
import { FacetTable } from './engine/facet-table.js';
import { IntBuffer } from './engine/int-buffer.js';
import type { DiscountRule } from './engine/pricing.js';
import { IdIndex, UrlIndex } from './engine/product-index.js';

/** Products per query while loading: keeps the rows held in memory at once small. */
const CHUNK = 5000;
const collator = new Intl.Collator('et');

type Rows<K extends keyof CatalogRepository> = Awaited<ReturnType<CatalogRepository[K]>>;

/**
 * Top categories in menu order, each followed by its children in menu order. Hidden categories
 * (and the children of a hidden one) are left out: buyers never see them nor their products.
 */
function buildCategories(
  rows: Rows<'categories'>,
  filterRows: Rows<'categoryFilters'>,
): { nodes: CategoryNode[]; byId: Map<number, number> } {
  const nodes: CategoryNode[] = [];
  const byId = new Map<number, number>();
  const filters = new Map<number, string[]>();
  for (const row of filterRows) {
    const list = filters.get(row.category_id) ?? [];
    list.push(row.code);
    filters.set(row.category_id, list);
  }
  const add = (row: Rows<'categories'>[number], parent: number) => {
    byId.set(row.id, nodes.length);
    const node: CategoryNode = {
      id: row.id,
      slug: row.slug,
      title: row.title,
      parent,
      twoColumns: row.two_columns === 1,
      children: [],
      products: new Int32Array(0),
      filters: filters.get(row.id) ?? (parent >= 0 ? (nodes[parent]?.filters ?? null) : null),
    };
    nodes.push(node);
    return node;
  };
  const shown = rows.filter((row) => row.hidden === 0);
  for (const top of shown.filter((row) => row.parent_id === null)) {
    const topIndex = nodes.length;
    const node = add(top, -1);
    for (const child of shown.filter((row) => row.parent_id === top.id)) {
      node.children.push(nodes.length);
      add(child, topIndex);
    }
  }
  return { nodes, byId };
}

/** Each client's discount rules, from the client_discounts rows. */
export function discountRules(rows: Rows<'discounts'>): Map<number, DiscountRule[]> {
  const rules = new Map<number, DiscountRule[]>();
  for (const row of rows) {
    const list = rules.get(row.b2b_client_id) ?? [];
    list.push({ brandId: row.brand_id, categoryId: row.category_id, percent: row.percent });
    rules.set(row.b2b_client_id, list);
  }
  return rules;
}

/** All products in an order, and each product's rank in it; ties keep the id order. */
function orderBy(size: number, compare: (a: number, b: number) => number): [Int32Array, Int32Array] {
  const order = Int32Array.from({ length: size }, (_, i) => i).sort((a, b) => compare(a, b) || a - b);
  const rank = new Int32Array(size);
  for (let i = 0; i < size; i++) rank[order[i] as number] = i;
  return [order, rank];
}

/** Loads the whole catalogue from the database into a new snapshot. */
export async function buildSnapshot(repo: CatalogRepository): Promise<CatalogSnapshot> {
  // Read first: a change made while loading raises the version again and triggers another build.
  const version = await repo.version();
  const brandRows = await repo.brands();
  const { nodes: categories, byId: categoryById } = buildCategories(
    await repo.categories(),
    await repo.categoryFilters(),
  );
  const attributeRows = await repo.attributes();
  const discounts = discountRules(await repo.discounts());
  const brands: BrandNode[] = brandRows.map((b) => ({ id: b.id, slug: b.slug, name: b.name }));
  const brandById = new Map(brandRows.map((b, i) => [b.id, i]));
  const table = new FacetTable(brands, categories, attributeRows);

  // Sized up front: typed arrays that grow by doubling leave freed blocks that the process keeps.
  const expected = await repo.productCount();
  const ids = new IntBuffer(expected);
  const brand = new IntBuffer(expected);
  const category = new IntBuffer(expected);
  const basePrice = new IntBuffer(expected);
  const retailPrice = new IntBuffer(expected);
  const campaignPrice = new IntBuffer(expected);
  const withCampaign = new IntBuffer();
  const featured = new IntBuffer();
  const codes: string[] = [];
  const titles: string[] = [];
  const urls: string[] = [];
  const otherFilenames = new Map<number, string | null>();
  const discountStart: (string | null)[] = [];
  const discountEnd: (string | null)[] = [];
  const members = categories.map(() => new IntBuffer(expected >> 4));

  for (let afterId = 0; ;) {
    const chunk = await repo.productChunk(afterId, CHUNK);
    for (const row of chunk) {
      const leaf = categoryById.get(row.category_id);
      // A hidden category's products are not for buyers.
      if (leaf === undefined) continue;
      const p = ids.length;
      ids.push(row.id);
      brand.push(brandById.get(row.brand_id) ?? 0);
      category.push(leaf);
      basePrice.push(row.price_cents);
      retailPrice.push(row.retail_cents);
      campaignPrice.push(row.campaign_price_cents ?? -1);
      codes.push(row.code);
      titles.push(row.title);
      urls.push(row.url);
      if (row.filename !== `products/${row.url}.png`) otherFilenames.set(p, row.filename);
      discountStart.push(row.discount_start);
      discountEnd.push(row.discount_end);
      if (row.campaign_price_cents !== null) withCampaign.push(p);
      if (row.featured === 1) featured.push(p);
      members[leaf]?.push(p);
      const parent = categories[leaf]?.parent ?? -1;
      if (parent >= 0) members[parent]?.push(p);
    }
    if (chunk.length < CHUNK) break;
    afterId = (chunk[chunk.length - 1] as (typeof chunk)[number]).id;
  }
  const size = ids.length;
  const idColumn = ids.toArray();
  const brandColumn = Uint16Array.from(brand.toArray());
  const categoryColumn = Uint16Array.from(category.toArray());
  categories.forEach((node, i) => (node.products = members[i]?.toArray() ?? new Int32Array(0)));
  const byId = new IdIndex(idColumn);

  // Brand and category words make 'bosch külmik' find products; one shared string per pair. The
  // index is built before the values load, so the memory its construction frees is reused there.
  const extras = new Map<number, string>();
  const extraOf = (p: number) => {
    const key = (brandColumn[p] as number) * 65536 + (categoryColumn[p] as number);
    let extra = extras.get(key);
    if (extra === undefined) {
      const leaf = categories[categoryColumn[p] as number];
      const parent = leaf && leaf.parent >= 0 ? categories[leaf.parent] : undefined;
      extra = [brands[brandColumn[p] as number]?.name, leaf?.title, parent?.title].filter(Boolean).join(' ');
      extras.set(key, extra);
    }
    return extra;
  };
  const search = new SearchIndex(
    Array.from({ length: size }, (_, p) => ({
      id: idColumn[p] as number,
      code: codes[p] as string,
      title: titles[p] as string,
      extra: extraOf(p),
    })),
  );

  // Each product's facet values: its brand and leaf category, then its attribute values, in a
  // CSR layout built from each value's product list (counted first, then filled).
  const postings: { id: number; products: Int32Array }[] = [];
  for (const v of await repo.distinctValues()) {
    const id = table.valueId(v.attribute_id, v.value_text, v.value_num);
    if (id >= 0)
      postings.push({
        id,
        products: await repo.productsWithValue(v.attribute_id, v.value_text, v.value_num),
      });
  }
  const valueStarts = new Int32Array(size + 1);
  for (let p = 0; p < size; p++) {
    valueStarts[p + 1] = 1 + ((table.categoryValue[categoryColumn[p] as number] as number) >= 0 ? 1 : 0);
  }
  for (const { products } of postings) {
    for (const productId of products) {
      const p = byId.get(productId);
      if (p !== undefined) (valueStarts[p + 1] as number)++;
    }
  }
  for (let p = 0; p < size; p++)
    valueStarts[p + 1] = (valueStarts[p + 1] as number) + (valueStarts[p] as number);
  // Value ids fit 16 bits unless a catalogue has over 65,535 distinct filter values.
  const valueCount = valueStarts[size] as number;
  const valueIds = table.values.length <= 0xffff ? new Uint16Array(valueCount) : new Int32Array(valueCount);
  const fill = valueStarts.slice(0, size);
  const put = (p: number, id: number) => (valueIds[(fill[p] as number)++] = id);
  for (let p = 0; p < size; p++) {
    put(p, table.brandValue[brandColumn[p] as number] as number);
    const leafValue = table.categoryValue[categoryColumn[p] as number] as number;
    if (leafValue >= 0) put(p, leafValue);
  }
  for (const { id, products } of postings) {
    for (const productId of products) {
      const p = byId.get(productId);
      if (p !== undefined) put(p, id);
    }
  }
  for (const { attributeId, range } of table.rangeAttributes()) {
    range.values = new Float64Array(size).fill(NaN);
    for (const row of await repo.numbers(attributeId)) {
      const p = byId.get(row.product_id);
      if (p !== undefined && row.value_num !== null) range.values[p] = row.value_num;
    }
  }
  table.sortValues();

  const [titleOrder, titleRank] = orderBy(size, (a, b) =>
    collator.compare(titles[a] as string, titles[b] as string),
  );
  const [codeOrder, codeRank] = orderBy(size, (a, b) =>
    (codes[a] as string) < (codes[b] as string) ? -1 : (codes[a] as string) > (codes[b] as string) ? 1 : 0,
  );

  return {
    version,
    size,
    ids: idColumn,
    codes,
    titles,
    urls,
    otherFilenames,
    brand: brandColumn,
    category: categoryColumn,
    basePrice: basePrice.toArray(),
    retailPrice: retailPrice.toArray(),
    campaignPrice: campaignPrice.toArray(),
    discountStart,
    discountEnd,
    withCampaign: withCampaign.toArray(),
    featured: featured.toArray(),
    categories,
    categoryBySlug: new Map(categories.map((c, i) => [c.slug, i])),
    brands,
    discounts,
    facets: table.facets,
    facetByCode: new Map(table.facets.map((f, i) => [f.code, i])),
    values: table.values,
    valueByToken: table.valueByToken,
    valueStarts,
    valueIds,
    ranges: table.ranges,
    rangeByCode: new Map(table.ranges.map((r, i) => [r.code, i])),
    titleOrder,
    titleRank,
    codeOrder,
    codeRank,
    byId,
    byUrl: new UrlIndex(urls),
    search,
    memo: new Map(),
  };
}
