import { DEFAULT_VAT_MULTIPLIER, withVat, withoutVat, type FieldErrors } from '@kodumasinad/contract';
import {
  MAX_PRODUCT_CENTS,
  PRODUCT_BRAND_MESSAGE,
  PRODUCT_BULK_CATEGORY_MESSAGE,
  PRODUCT_CATEGORY_MESSAGE,
  PRODUCT_CATEGORY_NOT_LEAF_MESSAGE,
  PRODUCT_CODE_TAKEN_MESSAGE,
  PRODUCT_LINK_NOT_FOUND_MESSAGE,
  PRODUCT_LINKS_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  PRODUCT_URL_TAKEN_MESSAGE,
  PRODUCT_VALUE_ATTRIBUTE_MESSAGE,
  PRODUCT_VALUE_CHOICE_MESSAGE,
  PRODUCT_VALUE_NUMBER_MESSAGE,
  PRODUCT_VALUES_MESSAGE,
  RESERVED_PAGE_SLUGS,
  type AdminProduct,
  type AdminProductBulkRequest,
  type AdminProductInput,
  type ProductFieldsInput,
} from '@kodumasinad/contract/admin';
import { bumpCatalogVersion } from '../../db/catalog-version.js';
import { linksByKind, toAdminProduct } from './admin-product-mapper.js';
import type { Db } from '../../db/database.js';
import type { ProductLinkKind, ProductsTable } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { invalidInput, notFound } from '../../platform/errors.js';
import { sanitizeHtml } from '../../platform/sanitize-html.js';
import type { AuditActor, AuditRecorder, AuditValues } from '../admin/core/index.js';
import {
  ProductsRepository,
  type ProductColumns,
  type ProductRow,
  type StoredValue,
} from './products.repository.js';
import type { Updateable } from 'kysely';

/** An integration (the ERP's token, a supplier import) writing products; audited by its name. */
export interface IntegrationActor {
  integration: string;
}

/** Who changes a product: a signed-in staff member or an integration. */
export type CatalogActor = AuditActor | IntegrationActor;

export function isIntegrationActor(actor: CatalogActor): actor is IntegrationActor {
  return 'integration' in actor;
}

/** A product as stored: the columns, the typed values and the hand-picked links. */
interface StoredProduct {
  columns: ProductColumns;
  values: StoredValue[];
  links: Record<ProductLinkKind, number[]>;
}

const LINK_FIELDS = { add_on: 'add_on_ids', related: 'related_ids', similar: 'similar_ids' } as const;
const LINK_KINDS = Object.keys(LINK_FIELDS) as ProductLinkKind[];
const DUPLICATE_CODE_SUFFIX = '-KOOPIA';
const DUPLICATE_URL_SUFFIX = '-koopia';

function parseChoices(text: string | null): string[] | null {
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map(String) : null;
  } catch {
    return null;
  }
}

/** A number attribute's value as typed: a number, or text with a decimal comma or point. */
function numberOf(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^-?\d+(?:\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** The audit's view of a product: its fields as the API shows them, without the gallery or times. */
function audited(product: AdminProduct): AuditValues {
  const { images: _images, created_at: _created, updated_at: _updated, ...fields } = product;
  return fields;
}

/** Same stored product? Compares everything the editor writes (key order fixed by `stateOf`). */
function stateOf(stored: StoredProduct): string {
  const c = stored.columns;
  return JSON.stringify([
    c.code,
    c.title,
    c.url,
    c.category_id,
    c.brand_id,
    c.description,
    c.price_cents,
    c.retail_cents,
    c.campaign_price_cents ?? null,
    c.discount_start ?? null,
    c.discount_end ?? null,
    Number(c.featured),
    Number(c.hidden ?? 0),
    c.specs,
    c.supplier_code ?? null,
    [...stored.values].sort((a, b) => a.attribute_id - b.attribute_id),
    LINK_KINDS.map((kind) => stored.links[kind]),
  ]);
}

function columnsOf(row: ProductRow): ProductColumns {
  return {
    code: row.code,
    title: row.title,
    url: row.url,
    category_id: row.category_id,
    brand_id: row.brand_id,
    description: row.description,
    price_cents: row.price_cents,
    retail_cents: row.retail_cents,
    campaign_price_cents: row.campaign_price_cents,
    discount_start: row.discount_start,
    discount_end: row.discount_end,
    featured: row.featured,
    hidden: row.hidden,
    specs: row.specs,
    supplier_code: row.supplier_code,
  };
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
      const stored = await this.prepare(repo, input, null);
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
    const input: AdminProductInput = { ...fields, code: code.trim() };
    return this.write(async (repo, trx) => {
      const row = await repo.byCode(input.code);
      if (row === undefined) {
        const stored = await this.prepare(repo, input, null);
        return { product: await this.insert(repo, trx, stored, actor, 'product.create'), created: true };
      }
      return { product: (await this.update(repo, trx, row, input, actor)).product, created: false };
    });
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
      for (const row of rows) {
        const change = this.bulkChange(row, request);
        if (change === null) continue;
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        for (const [column, value] of Object.entries(change) as [keyof ProductRow, unknown][]) {
          if (row[column] === value) continue;
          before[column] = row[column];
          after[column] = value;
        }
        if (Object.keys(after).length === 0) continue;
        await repo.update(row.id, change, now);
        await this.deps.audit(trx, actor, {
          action: `product.bulk_${request.action}`,
          entity: 'product',
          entity_id: row.id,
          before: this.wireColumns(before),
          after: this.wireColumns(after),
        });
        updated++;
      }
      if (updated > 0) await bumpCatalogVersion(trx);
      return { updated };
    });
  }

  // Internals.

  private bulkChange(row: ProductRow, request: AdminProductBulkRequest): Updateable<ProductsTable> | null {
    switch (request.action) {
      case 'hide':
        return { hidden: 1 };
      case 'show':
        return { hidden: 0 };
      case 'move':
        return { category_id: request.category_id ?? row.category_id };
      case 'end_campaign':
        return { campaign_price_cents: null, discount_start: null, discount_end: null };
      case 'campaign': {
        const campaign =
          request.campaign_price ??
          Math.round((row.price_cents * (100 - (request.campaign_percent ?? 0))) / 100);
        // A campaign must lower the price; products it would not lower keep theirs.
        if (campaign >= row.price_cents) return null;
        return {
          campaign_price_cents: campaign,
          discount_start: request.discount_start,
          discount_end: request.discount_end,
        };
      }
      case 'price_percent': {
        const factor = 100 + (request.percent ?? 0);
        const scale = (cents: number) => Math.min(MAX_PRODUCT_CENTS, Math.round((cents * factor) / 100));
        const price = scale(row.price_cents);
        const change: Updateable<ProductsTable> = {
          price_cents: price,
          retail_cents: scale(row.retail_cents),
        };
        // A campaign no longer below the new price would break the campaign rule: it ends.
        if (row.campaign_price_cents !== null && row.campaign_price_cents >= price)
          Object.assign(change, { campaign_price_cents: null, discount_start: null, discount_end: null });
        return change;
      }
    }
  }

  /** Stored column names and values as the API names them, for the bulk's audit entries. */
  private wireColumns(values: Record<string, unknown>): AuditValues {
    const names: Record<string, string> = {
      price_cents: 'price',
      retail_cents: 'retail_price',
      campaign_price_cents: 'campaign_price',
    };
    const result: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(values)) {
      if (column === 'retail_cents') result.retail_price = withVat(value as number, this.vat);
      else if (column === 'hidden' || column === 'featured') result[column] = value === 1;
      else result[names[column] ?? column] = value;
    }
    return result;
  }

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
    const stored = await this.prepare(repo, input, row.id);
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
    await bumpCatalogVersion(trx);
    return { product, changed: true };
  }

  private async row(repo: ProductsRepository, id: number): Promise<ProductRow> {
    const row = await repo.byId(id);
    if (row === undefined) throw new Error(`product ${id} vanished`);
    return row;
  }

  /** One transaction; a unique violation (a parallel save took the code or address) is a 422. */
  private async write<T>(work: (repo: ProductsRepository, trx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.deps.db.transaction().execute((trx) => work(new ProductsRepository(trx), trx));
    } catch (error) {
      if (isUniqueViolation(error)) throw invalidInput({ code: [PRODUCT_CODE_TAKEN_MESSAGE] });
      throw error;
    }
  }

  /** The input checked against the catalogue and turned into what is stored; 422 by field. */
  private async prepare(
    repo: ProductsRepository,
    input: AdminProductInput,
    id: number | null,
  ): Promise<StoredProduct> {
    const errors: FieldErrors = {};
    const add = (field: string, message: string) => {
      (errors[field] ??= []).push(message);
    };
    if (await repo.codeTaken(input.code, id)) add('code', PRODUCT_CODE_TAKEN_MESSAGE);
    if (
      (RESERVED_PAGE_SLUGS as readonly string[]).includes(input.url) ||
      (await repo.urlTaken(input.url, id))
    )
      add('url', PRODUCT_URL_TAKEN_MESSAGE);
    const category = await repo.category(input.category_id);
    if (category === undefined) add('category_id', PRODUCT_CATEGORY_MESSAGE);
    else if (Number(category.children) > 0) add('category_id', PRODUCT_CATEGORY_NOT_LEAF_MESSAGE);
    if ((await repo.brand(input.brand_id)) === undefined) add('brand_id', PRODUCT_BRAND_MESSAGE);

    const values = await this.checkedValues(repo, input.values, add);

    const links: Record<ProductLinkKind, number[]> = { add_on: [], related: [], similar: [] };
    const linked = LINK_KINDS.flatMap((kind) => input[LINK_FIELDS[kind]]);
    const existing = await repo.existingIds(linked);
    for (const kind of LINK_KINDS) {
      const field = LINK_FIELDS[kind];
      const ids = input[field];
      if (id !== null && ids.includes(id)) add(field, PRODUCT_LINKS_MESSAGE);
      else if (ids.some((linkedId) => !existing.has(linkedId))) add(field, PRODUCT_LINK_NOT_FOUND_MESSAGE);
      links[kind] = ids;
    }
    if (Object.keys(errors).length > 0) throw invalidInput(errors);

    return {
      columns: {
        code: input.code,
        title: input.title,
        url: input.url,
        category_id: input.category_id,
        brand_id: input.brand_id,
        description: sanitizeHtml(input.description).trim(),
        price_cents: input.price,
        retail_cents: withoutVat(input.retail_price, this.vat),
        campaign_price_cents: input.campaign_price,
        discount_start: input.discount_start,
        discount_end: input.discount_end,
        featured: input.featured ? 1 : 0,
        hidden: input.hidden ? 1 : 0,
        specs: JSON.stringify(input.specs.map((spec) => ({ name: spec.name, value: spec.value }))),
        supplier_code: input.supplier_code,
      },
      values,
      links,
    };
  }

  private async checkedValues(
    repo: ProductsRepository,
    values: AdminProductInput['values'],
    add: (field: string, message: string) => void,
  ): Promise<StoredValue[]> {
    const attributes = new Map(
      (await repo.attributes([...new Set(values.map((value) => value.attribute_id))])).map((a) => [a.id, a]),
    );
    const seen = new Set<number>();
    const stored: StoredValue[] = [];
    values.forEach((value, index) => {
      const attribute = attributes.get(value.attribute_id);
      if (attribute === undefined) {
        add(`values.${index}.attribute_id`, PRODUCT_VALUE_ATTRIBUTE_MESSAGE);
        return;
      }
      if (seen.has(attribute.id)) {
        add(`values.${index}.attribute_id`, PRODUCT_VALUES_MESSAGE);
        return;
      }
      seen.add(attribute.id);
      if (attribute.kind === 'number') {
        const number = numberOf(value.value);
        if (number === null) add(`values.${index}.value`, PRODUCT_VALUE_NUMBER_MESSAGE);
        else stored.push({ attribute_id: attribute.id, value_text: null, value_num: number });
        return;
      }
      const text = String(value.value).trim();
      const choices = parseChoices(attribute.choices);
      if (choices !== null && !choices.includes(text))
        add(`values.${index}.value`, PRODUCT_VALUE_CHOICE_MESSAGE);
      else stored.push({ attribute_id: attribute.id, value_text: text, value_num: null });
    });
    return stored;
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
