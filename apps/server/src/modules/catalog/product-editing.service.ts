import { DEFAULT_VAT_MULTIPLIER } from '@kodumasinad/contract';
import {
  PRODUCT_BULK_CATEGORY_MESSAGE,
  PRODUCT_CATEGORY_NOT_LEAF_MESSAGE,
  PRODUCT_CODE_TAKEN_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  PRODUCT_URL_TAKEN_MESSAGE,
  type AdminProduct,
  type AdminProductBulkRequest,
  type AdminProductInput,
  type ProductFieldsInput,
} from '@kodumasinad/contract/admin';
import { bumpCatalogVersion } from '../../db/catalog-version.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation, uniqueViolationField } from '../../db/unique-violation.js';
import { AppError, invalidInput, notFound } from '../../platform/errors.js';
import type { AuditActor, AuditRecorder } from '../admin/core/index.js';
import { linksByKind, toAdminProduct } from './admin-product-mapper.js';
import { bulkChange, wireColumns } from './product-bulk-change.js';
import { prepareProduct } from './product-input-check.js';
import { productsChange, withoutPrices } from './catalog-change.js';
import { audited, columnsOf, stateOf, type StoredProduct } from './product-stored.js';
import { ProductsRepository, type ProductRow } from './products.repository.js';

const DUPLICATE_CODE_SUFFIX = '-KOOPIA';
const DUPLICATE_URL_SUFFIX = '-koopia';

/** The field and message of a unique violation on `products` (or its redirects), by column. */
const UNIQUE_FIELDS: Readonly<Record<string, string>> = {
  code: 'code',
  url: 'url',
  old_url: 'url',
  supplier_code: 'supplier_code',
};
const UNIQUE_MESSAGES: Readonly<Record<string, string>> = {
  code: PRODUCT_CODE_TAKEN_MESSAGE,
  url: PRODUCT_URL_TAKEN_MESSAGE,
  supplier_code: PRODUCT_CODE_TAKEN_MESSAGE,
};

/** One row of a group saved by code: its product and what happened, or its field errors (422). */
export type GroupRowOutcome =
  | { status: 'created' | 'updated' | 'unchanged'; product: AdminProduct }
  | { status: 'invalid'; errors: Record<string, string[]> };

/** An integration (the ERP's token, a supplier import) writing products; audited by its name. */
export interface IntegrationActor {
  integration: string;
}

/** Who changes a product: a signed-in staff member or an integration. */
export type CatalogActor = AuditActor | IntegrationActor;

export function isIntegrationActor(actor: CatalogActor): actor is IntegrationActor {
  return 'integration' in actor;
}

/**
 * Writes products (issue 24): the back-office's editor and bulk actions, and the service API the
 * ERP integration and the imports call — `create`, `replace`, `saveByCode`, `get`, `getByCode`.
 * Every write is one transaction with its audit entry (one per product, values before and after)
 * and a bump of the catalogue version. Saving what is already stored changes nothing and writes
 * no audit entry. `retail_price` is with VAT on the wire and net in the database.
 */
export class ProductEditingService {
  private readonly vat: number;

  constructor(
    private readonly deps: {
      db: Db;
      audit: AuditRecorder<CatalogActor>;
      clock?: (() => Date) | undefined;
      vatMultiplier?: number;
    },
  ) {
    this.vat = deps.vatMultiplier ?? DEFAULT_VAT_MULTIPLIER;
  }

  private now(): string {
    return (this.deps.clock?.() ?? new Date()).toISOString();
  }

  /** The product by id; 404 with PRODUCT_NOT_FOUND_MESSAGE when there is none. */
  async get(id: number): Promise<AdminProduct> {
    const repo = new ProductsRepository(this.deps.db);
    const row = await repo.byId(id);
    if (row === undefined) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
    return this.read(repo, row);
  }

  /** The product with this code, or null. */
  async getByCode(code: string): Promise<AdminProduct | null> {
    const repo = new ProductsRepository(this.deps.db);
    const row = await repo.byCode(code.trim());
    return row === undefined ? null : this.read(repo, row);
  }

  create(input: AdminProductInput, actor: CatalogActor): Promise<AdminProduct> {
    return this.write(async (repo, trx) => {
      const stored = await prepareProduct(repo, input, null, this.vat);
      return this.insert(repo, trx, stored, actor, 'product.create');
    });
  }

  /** Replaces the whole product (PUT); unchanged input leaves it and the audit log alone. */
  replace(id: number, input: AdminProductInput, actor: CatalogActor): Promise<AdminProduct> {
    return this.write(async (repo, trx) => {
      const row = await repo.byId(id);
      if (row === undefined) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
      return (await this.update(repo, trx, row, input, actor)).product;
    });
  }

  /**
   * Creates or replaces the product with this code (the ERP's PUT by code); idempotent: the same
   * fields again change nothing and write no audit entry.
   */
  saveByCode(
    code: string,
    fields: ProductFieldsInput,
    actor: CatalogActor,
  ): Promise<{ product: AdminProduct; created: boolean }> {
    return this.write(async (repo, trx) => {
      const outcome = await this.saveOneByCode(repo, trx, code, fields, actor);
      return { product: outcome.product, created: outcome.status === 'created' };
    });
  }

  /**
   * Saves several products by code in ONE transaction (the ERP's batch, decision 090). A row the
   * catalogue checks refuse (422, found before that row writes anything) is answered with its
   * errors and its neighbours still commit; a database error rolls the whole group back and is
   * thrown, so the caller can retry the group row by row.
   */
  saveGroupByCode(
    rows: readonly { code: string; fields: ProductFieldsInput }[],
    actor: CatalogActor,
  ): Promise<GroupRowOutcome[]> {
    return this.write(async (repo, trx) => {
      const outcomes: GroupRowOutcome[] = [];
      for (const row of rows) {
        try {
          outcomes.push(await this.saveOneByCode(repo, trx, row.code, row.fields, actor));
        } catch (error) {
          if (!(error instanceof AppError) || error.status !== 422) throw error;
          outcomes.push({ status: 'invalid', errors: error.errors ?? {} });
        }
      }
      return outcomes;
    });
  }

  private async saveOneByCode(
    repo: ProductsRepository,
    trx: Db,
    code: string,
    fields: ProductFieldsInput,
    actor: CatalogActor,
  ): Promise<{ status: 'created' | 'updated' | 'unchanged'; product: AdminProduct }> {
    const input: AdminProductInput = { ...fields, code: code.trim() };
    const row = await repo.byCode(input.code);
    if (row === undefined) {
      const stored = await prepareProduct(repo, input, null, this.vat);
      return { status: 'created', product: await this.insert(repo, trx, stored, actor, 'product.create') };
    }
    const { product, changed } = await this.update(repo, trx, row, input, actor);
    return { status: changed ? 'updated' : 'unchanged', product };
  }

  /** A hidden copy with a free `<code>-KOOPIA` code and `<url>-koopia` address (no pictures). */
  duplicate(id: number, actor: CatalogActor): Promise<AdminProduct> {
    return this.write(async (repo, trx) => {
      const row = await repo.byId(id);
      if (row === undefined) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
      const code = await this.freeCode(repo, row.code);
      const url = await this.freeUrl(repo, row.url);
      const stored: StoredProduct = {
        columns: { ...columnsOf(row), code, url, hidden: 1, supplier_code: null },
        values: await repo.values(id),
        links: linksByKind(await repo.links(id)),
      };
      const product = await this.insert(repo, trx, stored, actor, 'product.duplicate');
      return product;
    });
  }

  /** The bulk actions of the list; one audit entry per changed product with the changed fields. */
  bulk(request: AdminProductBulkRequest, actor: CatalogActor): Promise<{ updated: number }> {
    return this.write(async (repo, trx) => {
      if (request.action === 'move') {
        const category = await repo.category(request.category_id ?? 0);
        if (category === undefined) throw invalidInput({ category_id: [PRODUCT_BULK_CATEGORY_MESSAGE] });
        if (Number(category.children) > 0)
          throw invalidInput({ category_id: [PRODUCT_CATEGORY_NOT_LEAF_MESSAGE] });
      }
      const rows = await repo.byIds(request.ids);
      const now = this.now();
      let updated = 0;
      const changedIds: number[] = [];
      const changedColumns = new Set<string>();
      for (const row of rows) {
        const change = bulkChange(row, request);
        if (change === null) continue;
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        for (const [column, value] of Object.entries(change) as [keyof ProductRow, unknown][]) {
          if (row[column] === value) continue;
          before[column] = row[column];
          after[column] = value;
        }
        if (Object.keys(after).length === 0) continue;
        changedIds.push(row.id);
        for (const column of Object.keys(after)) changedColumns.add(column);
        await repo.update(row.id, change, now);
        await this.deps.audit(trx, actor, {
          action: `product.bulk_${request.action}`,
          entity: 'product',
          entity_id: row.id,
          before: wireColumns(before, this.vat),
          after: wireColumns(after, this.vat),
        });
        updated++;
      }
      if (updated > 0) await bumpCatalogVersion(trx, productsChange(changedIds, changedColumns));
      return { updated };
    });
  }

  // Internals.

  private async freeCode(repo: ProductsRepository, code: string): Promise<string> {
    const base = `${code.slice(0, 64 - DUPLICATE_CODE_SUFFIX.length - 4)}${DUPLICATE_CODE_SUFFIX}`;
    const taken = await repo.existingCodes(base);
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!taken.has(candidate)) return candidate;
    }
  }

  private async freeUrl(repo: ProductsRepository, url: string): Promise<string> {
    const base = `${url.slice(0, 200 - DUPLICATE_URL_SUFFIX.length - 4)}${DUPLICATE_URL_SUFFIX}`;
    const taken = await repo.existingUrls(base);
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!taken.has(candidate) && !(await repo.urlTaken(candidate, null))) return candidate;
    }
  }

  private async insert(
    repo: ProductsRepository,
    trx: Db,
    stored: StoredProduct,
    actor: CatalogActor,
    action: string,
  ): Promise<AdminProduct> {
    const now = this.now();
    const id = await repo.insert(stored.columns, now);
    await repo.replaceValues(id, stored.values);
    await repo.replaceLinks(id, stored.links);
    await repo.dropRedirect(stored.columns.url);
    const product = await this.read(repo, await this.row(repo, id));
    await this.deps.audit(trx, actor, {
      action,
      entity: 'product',
      entity_id: id,
      before: null,
      after: audited(product),
    });
    await bumpCatalogVersion(trx);
    return product;
  }

  private async update(
    repo: ProductsRepository,
    trx: Db,
    row: ProductRow,
    input: AdminProductInput,
    actor: CatalogActor,
  ): Promise<{ product: AdminProduct; changed: boolean }> {
    const stored = await prepareProduct(repo, input, row.id, this.vat);
    const current: StoredProduct = {
      columns: columnsOf(row),
      values: await repo.values(row.id),
      links: linksByKind(await repo.links(row.id)),
    };
    const before = await this.read(repo, row);
    if (stateOf(current) === stateOf(stored)) return { product: before, changed: false };
    const now = this.now();
    await repo.update(row.id, stored.columns, now);
    await repo.replaceValues(row.id, stored.values);
    await repo.replaceLinks(row.id, stored.links);
    if (stored.columns.url !== row.url) {
      await repo.dropRedirect(stored.columns.url);
      await repo.addRedirect(row.url, row.id, now);
    }
    const product = await this.read(repo, await this.row(repo, row.id));
    await this.deps.audit(trx, actor, {
      action: 'product.update',
      entity: 'product',
      entity_id: row.id,
      before: audited(before),
      after: audited(product),
    });
    // A save that changed only prices or the campaign is patched into every process's index.
    const pricesOnly =
      stateOf({ ...current, columns: withoutPrices(current.columns) }) ===
      stateOf({ ...stored, columns: withoutPrices(stored.columns) });
    await bumpCatalogVersion(trx, pricesOnly ? { kind: 'prices', productIds: [row.id] } : { kind: 'other' });
    return { product, changed: true };
  }

  private async row(repo: ProductsRepository, id: number): Promise<ProductRow> {
    const row = await repo.byId(id);
    if (row === undefined) throw new Error(`product ${id} vanished`);
    return row;
  }

  /**
   * One transaction; a unique violation (a parallel save took the code or address after the
   * pre-check) is a 422 on the field whose column clashed (decision 090).
   */
  private async write<T>(work: (repo: ProductsRepository, trx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.deps.db.transaction().execute((trx) => work(new ProductsRepository(trx), trx));
    } catch (error) {
      if (isUniqueViolation(error)) {
        const field = uniqueViolationField(error, UNIQUE_FIELDS, 'code');
        throw invalidInput({ [field]: [UNIQUE_MESSAGES[field] ?? PRODUCT_CODE_TAKEN_MESSAGE] });
      }
      throw error;
    }
  }

  private async read(repo: ProductsRepository, row: ProductRow): Promise<AdminProduct> {
    const [values, links, images] = await Promise.all([
      repo.values(row.id),
      repo.links(row.id),
      repo.images(row.id),
    ]);
    return toAdminProduct(row, { values, links, images }, this.vat);
  }
}
