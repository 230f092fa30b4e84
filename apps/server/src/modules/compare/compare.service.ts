import {
  MAX_COMPARE_PRODUCTS,
  PRODUCT_NOT_FOUND_MESSAGE,
  type ComparesReply,
  type ProductDetail,
  type User,
} from '@kodumasinad/contract';
import { AppError, notFound } from '../../platform/errors.js';
import type { CatalogService, ProductPageService } from '../catalog/index.js';
import type { CompareRepository } from './compare.repository.js';

export const COMPARE_FULL_MESSAGE = `Võrrelda saab korraga kuni ${MAX_COMPARE_PRODUCTS} toodet. Eemalda enne mõni toode võrdlusest.`;
export const COMPARE_ADDED_MESSAGE = 'Toode lisati võrdlusesse.';
export const COMPARE_REMOVED_MESSAGE = 'Toode eemaldati võrdlusest.';

/** Rows of the comparison table: every specification name in first-seen order, one value per product. */
export function compareAttributes(products: readonly ProductDetail[]): ComparesReply['attributes'] {
  const names: string[] = [];
  for (const product of products) {
    for (const row of product.flds) if (!names.includes(row.name)) names.push(row.name);
  }
  return names.map((name) => ({
    name,
    values: products.map((product) => product.flds.find((row) => row.name === name)?.value ?? ''),
  }));
}

export class CompareService {
  constructor(
    private readonly compares: CompareRepository,
    private readonly catalog: CatalogService,
    private readonly productPages: ProductPageService,
  ) {}

  /** The ids still in the catalogue (a product removed from it drops out of comparisons). */
  async ids(user: User): Promise<number[]> {
    return this.catalog.knownProductIds(await this.compares.productIds(user.id));
  }

  async detailed(user: User): Promise<Pick<ComparesReply, 'data' | 'attributes'>> {
    const data = await this.productPages.compareDetails(user, await this.compares.productIds(user.id));
    return { data, attributes: compareAttributes(data) };
  }

  async add(user: User, productId: number): Promise<number[]> {
    if (!(await this.catalog.productExists(productId))) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
    const outcome = await this.compares.add(
      user.id,
      productId,
      MAX_COMPARE_PRODUCTS,
      new Date().toISOString(),
    );
    if (outcome === 'full') {
      throw new AppError(422, 'compare_full', COMPARE_FULL_MESSAGE, { id: [COMPARE_FULL_MESSAGE] });
    }
    return this.ids(user);
  }

  async remove(user: User, productId: number): Promise<void> {
    await this.compares.remove(user.id, productId);
  }
}
