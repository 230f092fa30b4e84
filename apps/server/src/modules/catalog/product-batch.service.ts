import { parseRequestPart, type FieldErrors } from '@kodumasinad/contract';
import {
  AdminProductInputSchema,
  PRICE_FEED_REPEATED_CODE_MESSAGE,
  type ProductBatchReply,
  type ProductBatchResult,
  type ProductFieldsInput,
} from '@kodumasinad/contract/admin';
import { AppError } from '../../platform/errors.js';
import type { GroupRowOutcome } from './product-editing.service.js';

/** What the batch needs of the product-editing service. */
export interface ProductSaver<Actor> {
  /** Saves the rows in one transaction; throws (all rolled back) on a database error. */
  saveGroupByCode(
    rows: readonly { code: string; fields: ProductFieldsInput }[],
    actor: Actor,
  ): Promise<GroupRowOutcome[]>;
}

/** Rows committed together: a 1,000-row batch is ten transactions rather than a thousand. */
export const BATCH_GROUP_SIZE = 100;

const codeOf = (row: unknown): string | null => {
  const code = typeof row === 'object' && row !== null ? (row as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code.trim() : null;
};

interface ValidRow {
  index: number;
  code: string | null;
  save: { code: string; fields: ProductFieldsInput };
}

/**
 * The ERP's product batch (issue 24, decisions 081 and 090): up to 1,000 whole products, each row
 * checked by the back-office's product schema first, then the valid rows saved by code in groups
 * of BATCH_GROUP_SIZE, one transaction per group (each row with its audit entry). A row the
 * catalogue refuses is answered with its errors and its neighbours still commit; should the
 * database fail a group, that group is retried row by row, so one bad row never costs the others.
 */
export class ProductBatchService<Actor> {
  constructor(
    private readonly products: ProductSaver<Actor>,
    private readonly groupSize = BATCH_GROUP_SIZE,
  ) {}

  async save(rows: readonly unknown[], actor: Actor): Promise<ProductBatchReply> {
    const results: (ProductBatchResult | undefined)[] = new Array<ProductBatchResult | undefined>(
      rows.length,
    );
    const valid: ValidRow[] = [];
    const seen = new Set<string>();
    for (const [index, row] of rows.entries()) {
      const code = codeOf(row);
      const parsed = parseRequestPart(AdminProductInputSchema, row, 'body');
      if (!parsed.ok) {
        results[index] = { index, code, status: 'invalid', id: null, errors: parsed.errors };
        continue;
      }
      const { code: productCode, ...fields } = parsed.value;
      if (seen.has(productCode)) {
        const errors = { code: [PRICE_FEED_REPEATED_CODE_MESSAGE] };
        results[index] = { index, code, status: 'invalid', id: null, errors };
        continue;
      }
      seen.add(productCode);
      valid.push({ index, code, save: { code: productCode, fields } });
    }
    for (let start = 0; start < valid.length; start += this.groupSize) {
      for (const result of await this.saveGroup(valid.slice(start, start + this.groupSize), actor))
        results[result.index] = result;
    }

    const data = results.filter((result): result is ProductBatchResult => result !== undefined);
    const meta = { created: 0, updated: 0, unchanged: 0, invalid: 0 };
    for (const result of data) meta[result.status] += 1;
    return {
      data,
      meta,
      message: `Tooteid lisatud ${meta.created}, muudetud ${meta.updated}, vigaseid ridu ${meta.invalid}.`,
    };
  }

  /** One transaction for the group; on a database error, one transaction per row. */
  private async saveGroup(group: readonly ValidRow[], actor: Actor): Promise<ProductBatchResult[]> {
    try {
      const outcomes = await this.products.saveGroupByCode(
        group.map((row) => row.save),
        actor,
      );
      return group.map((row, i) => resultOf(row, outcomes[i]));
    } catch (groupError) {
      if (group.length === 1) return [resultOf(group[0] as ValidRow, undefined, groupError)];
      const results: ProductBatchResult[] = [];
      for (const row of group) {
        try {
          const [outcome] = await this.products.saveGroupByCode([row.save], actor);
          results.push(resultOf(row, outcome));
        } catch (rowError) {
          results.push(resultOf(row, undefined, rowError));
        }
      }
      return results;
    }
  }
}

function resultOf(row: ValidRow, outcome: GroupRowOutcome | undefined, error?: unknown): ProductBatchResult {
  const { index, code } = row;
  if (outcome === undefined) {
    // A single row's own failure: a 422 (a unique clash found at commit) answers it; anything else is a 500.
    const errors = refusal(error);
    if (errors === null) throw error;
    return { index, code, status: 'invalid', id: null, errors };
  }
  if (outcome.status === 'invalid')
    return { index, code, status: 'invalid', id: null, errors: outcome.errors };
  return { index, code, status: outcome.status, id: outcome.product.id };
}

function refusal(error: unknown): FieldErrors | null {
  return error instanceof AppError && error.status === 422 ? (error.errors ?? {}) : null;
}
