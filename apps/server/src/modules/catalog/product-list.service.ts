import { imageUrl, withVat, DEFAULT_VAT_MULTIPLIER, type Meta } from '@kodumasinad/contract';
import type {
  AdminProductListItem,
  AdminProductOptions,
  AdminProductsListReply,
  AdminProductsQuery,
  ProductFacetCount,
} from '@kodumasinad/contract/admin';
import type { Db } from '../../db/database.js';
import { estonianDay } from '../../platform/estonian-calendar.js';
import { listMeta } from '../admin/core/index.js';
import { ProductsRepository } from './products.repository.js';

function parseChoices(text: string | null): string[] | null {
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map(String) : null;
  } catch {
    return null;
  }
}

/**
 * The back-office's product list (issue 24, decision 077): SQL over the products table, so staff
 * see hidden products and filter by what buyers cannot (no picture, no price, changed since),
 * with facet counts by category and brand; and the editor's choices.
 */
export class ProductListService {
  private readonly vat: number;

  constructor(private readonly deps: { db: Db; clock?: (() => Date) | undefined; vatMultiplier?: number }) {
    this.vat = deps.vatMultiplier ?? DEFAULT_VAT_MULTIPLIER;
  }

  async list(query: AdminProductsQuery): Promise<AdminProductsListReply> {
    const repo = new ProductsRepository(this.deps.db);
    const today = estonianDay(this.deps.clock?.() ?? new Date());
    const [{ rows, total }, facets] = await Promise.all([repo.list(query, today), repo.facets(query, today)]);
    const data: AdminProductListItem[] = rows.map((row) => ({
      id: row.id,
      code: row.code,
      title: row.title,
      url: row.url,
      category_id: row.category_id,
      category_title: row.category_title,
      brand_id: row.brand_id,
      brand_name: row.brand_name,
      price: row.price_cents,
      retail_price: withVat(row.retail_cents, this.vat),
      campaign_price: row.campaign_price_cents,
      discount_start: row.discount_start,
      discount_end: row.discount_end,
      featured: row.featured === 1,
      hidden: row.hidden === 1,
      picture: row.filename === null ? null : imageUrl(row.filename),
      updated_at: row.updated_at,
    }));
    const meta: Meta = listMeta(query, total);
    return { data, meta, facets: await this.facetCounts(repo, facets) };
  }

  /** Leaf counts plus each top category's sum; brands as counted. Sorted by name. */
  private async facetCounts(
    repo: ProductsRepository,
    facets: Awaited<ReturnType<ProductsRepository['facets']>>,
  ): Promise<AdminProductsListReply['facets']> {
    const categories = new Map<number, ProductFacetCount>();
    const parentCounts = new Map<number, number>();
    for (const row of facets.categories) {
      const count = Number(row.count);
      categories.set(row.id, { id: row.id, name: row.name, count });
      if (row.parent_id !== null)
        parentCounts.set(row.parent_id, (parentCounts.get(row.parent_id) ?? 0) + count);
    }
    for (const parent of await repo.categoryTitles([...parentCounts.keys()])) {
      categories.set(parent.id, {
        id: parent.id,
        name: parent.title,
        count: parentCounts.get(parent.id) ?? 0,
      });
    }
    const byName = (a: ProductFacetCount, b: ProductFacetCount) => a.name.localeCompare(b.name, 'et');
    return {
      categories: [...categories.values()].sort(byName),
      brands: facets.brands
        .map((row) => ({ id: row.id, name: row.name, count: Number(row.count) }))
        .sort(byName),
    };
  }

  async options(): Promise<AdminProductOptions> {
    const { categories, brands, attributes, categoryAttributes } = await new ProductsRepository(
      this.deps.db,
    ).options();
    const byCategory = new Map<number, number[]>();
    for (const row of categoryAttributes) {
      const list = byCategory.get(row.category_id) ?? [];
      list.push(row.attribute_id);
      byCategory.set(row.category_id, list);
    }
    return {
      categories: categories.map((category) => ({
        id: category.id,
        parent_id: category.parent_id,
        title: category.title,
        attribute_ids: byCategory.get(category.id) ?? [],
      })),
      brands,
      attributes: attributes.map((attribute) => ({
        id: attribute.id,
        code: attribute.code,
        name: attribute.name,
        kind: attribute.kind,
        unit: attribute.unit,
        choices: parseChoices(attribute.choices),
      })),
    };
  }
}
