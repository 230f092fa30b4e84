import { parseRequestPart } from '@kodumasinad/contract';
import {
  AdminProductInputSchema,
  PRICE_FEED_REPEATED_CODE_MESSAGE,
  type AdminProduct,
  type ProductBatchReply,
  type ProductBatchResult,
  type ProductFieldsInput,
} from '@kodumasinad/contract/admin';
import { AppError } from '../../platform/errors.js';

/** What the batch needs of the product-editing service. */
export interface ProductSaver<Actor> {
  getByCode(code: string): Promise<AdminProduct | null>;
  saveByCode(
    code: string,
    fields: ProductFieldsInput,
    actor: Actor,
  ): Promise<{ product: AdminProduct; created: boolean }>;
}

const codeOf = (row: unknown): string | null => {
  const code = typeof row === 'object' && row !== null ? (row as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code.trim() : null;
};

/**
 * The ERP's product batch (issue 24, decision 081): up to 1,000 whole products, each row checked
 * by the back-office's product schema and saved by code through the product-editing service (one
 * transaction per row, with its audit entry and catalogue version), so a bad row is answered with
 * its errors and never stops the others.
 */
export class ProductBatchService<Actor> {
  constructor(private readonly products: ProductSaver<Actor>) {}

  async save(rows: readonly unknown[], actor: Actor): Promise<ProductBatchReply> {
    const seen = new Set<string>();
    const data: ProductBatchResult[] = [];
    for (const [index, row] of rows.entries()) {
      data.push(await this.saveRow(index, row, actor, seen));
    }
    const meta = { created: 0, updated: 0, unchanged: 0, invalid: 0 };
    for (const result of data) meta[result.status] += 1;
    return {
      data,
      meta,
      message: `Tooteid lisatud ${meta.created}, muudetud ${meta.updated}, vigaseid ridu ${meta.invalid}.`,
    };
  }

  private async saveRow(
    index: number,
    row: unknown,
    actor: Actor,
    seen: Set<string>,
  ): Promise<ProductBatchResult> {
    const code = codeOf(row);
    const parsed = parseRequestPart(AdminProductInputSchema, row, 'body');
    if (!parsed.ok) return { index, code, status: 'invalid', id: null, errors: parsed.errors };
    const { code: productCode, ...fields } = parsed.value;
    if (seen.has(productCode))
      return {
        index,
        code,
        status: 'invalid',
        id: null,
        errors: { code: [PRICE_FEED_REPEATED_CODE_MESSAGE] },
      };
    seen.add(productCode);
    try {
      const before = await this.products.getByCode(productCode);
      const { product, created } = await this.products.saveByCode(productCode, fields, actor);
      const status = created
        ? 'created'
        : JSON.stringify(before) === JSON.stringify(product)
          ? 'unchanged'
          : 'updated';
      return { index, code, status, id: product.id };
    } catch (error) {
      if (error instanceof AppError && error.status === 422)
        return { index, code, status: 'invalid', id: null, errors: error.errors ?? {} };
      throw error;
    }
  }
}
