import type { FieldErrors } from '@kodumasinad/contract';
import {
  ATTRIBUTE_CODE_TAKEN_MESSAGE,
  ATTRIBUTE_NOT_FOUND_MESSAGE,
  BRAND_HAS_PRODUCTS_MESSAGE,
  BRAND_NOT_FOUND_MESSAGE,
  BRAND_SLUG_TAKEN_MESSAGE,
  CATEGORY_ADD_ON_UNKNOWN_MESSAGE,
  CATEGORY_ATTRIBUTE_UNKNOWN_MESSAGE,
  CATEGORY_HAS_CHILDREN_DELETE_MESSAGE,
  CATEGORY_HAS_CHILDREN_MOVE_MESSAGE,
  CATEGORY_HAS_PRODUCTS_DELETE_MESSAGE,
  CATEGORY_HAS_PRODUCTS_PARENT_MESSAGE,
  CATEGORY_NOT_FOUND_MESSAGE,
  CATEGORY_ORDER_MESSAGE,
  CATEGORY_PARENT_MESSAGE,
  CATEGORY_PARENT_NOT_TOP_MESSAGE,
  CATEGORY_PARENT_SELF_MESSAGE,
  CATEGORY_SLUG_TAKEN_MESSAGE,
  attributeChoiceInUseMessage,
  attributeInUseMessage,
  attributeKindInUseMessage,
  type AdminAttribute,
  type AdminAttributeInput,
  type AdminBrand,
  type AdminBrandInput,
  type AdminCategory,
  type AdminCategoryInput,
  type AdminCategoryOrderInput,
  type AttributeType,
} from '@kodumasinad/contract/admin';
import { bumpCatalogVersion } from '../../db/catalog-version.js';
import type { Db } from '../../db/database.js';
import type { AttributeFilter, AttributeKindValue } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError, invalidInput, notFound } from '../../platform/errors.js';
import type { AuditActor, AuditRecorder } from '../admin/core/index.js';
import { TaxonomyRepository, type AttributeValues } from './taxonomy.repository.js';

/** How many refused choices one reply names; the rest would only repeat the point. */
const MAX_CHOICE_MESSAGES = 5;

const inUse = (message: string) => new AppError(422, 'in_use', message);

type CategoryRow = NonNullable<Awaited<ReturnType<TaxonomyRepository['category']>>>;
type AttributeRow = NonNullable<Awaited<ReturnType<TaxonomyRepository['attribute']>>>;

/** An attribute type as stored: kind and filter (decision 078). */
function storedType(
  type: AttributeType,
  inFilters: boolean,
): { kind: AttributeKindValue; filter: AttributeFilter } {
  if (type === 'choice') return { kind: 'enum', filter: inFilters ? 'values' : 'none' };
  if (type === 'measure') return { kind: 'number', filter: inFilters ? 'values' : 'none' };
  return { kind: 'number', filter: inFilters ? 'range' : 'none' };
}

function typeOf(row: { kind: AttributeKindValue; filter: AttributeFilter }): AttributeType {
  if (row.kind === 'enum') return 'choice';
  return row.filter === 'range' ? 'range' : 'measure';
}

function parseChoices(text: string | null): string[] | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null;
  } catch {
    return null;
  }
}

function toCategory(
  row: CategoryRow,
  extras: { products: number; attributeIds: number[]; addOnIds: number[] },
): AdminCategory {
  return {
    id: row.id,
    parent_id: row.parent_id,
    title: row.title,
    slug: row.slug,
    hidden: row.hidden === 1,
    sort: row.sort,
    two_columns: row.two_columns === 1,
    products: extras.products,
    attribute_ids: extras.attributeIds,
    add_on_ids: extras.addOnIds,
  };
}

function toAttribute(row: AttributeRow, products: number): AdminAttribute {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    unit: row.unit,
    type: typeOf(row),
    in_filters: row.filter !== 'none',
    kind: row.kind,
    filter: row.filter,
    choices: parseChoices(row.choices),
    sort: row.sort,
    products,
  };
}

/**
 * The back-office's categories, brands and attributes (issue 24, decision 078). Every change runs
 * in one transaction with its audit entry and raises the catalogue version, so every process's
 * catalogue index rebuilds; `changed` then lets this process's index catch up before the reply.
 */
export class TaxonomyService {
  constructor(
    private readonly deps: {
      db: Db;
      audit: AuditRecorder;
      /** Runs after a committed change (this process's index rebuilds at once). */
      changed?: () => Promise<void>;
    },
  ) {}

  /** One transaction with the version raised; a unique violation (a parallel save) is `field`'s 422. */
  private async write<T>(
    uniqueField: { field: string; message: string },
    work: (repo: TaxonomyRepository, trx: Db) => Promise<T>,
  ): Promise<T> {
    let result: T;
    try {
      result = await this.deps.db.transaction().execute(async (trx) => {
        const value = await work(new TaxonomyRepository(trx), trx);
        await bumpCatalogVersion(trx);
        return value;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw invalidInput({ [uniqueField.field]: [uniqueField.message] });
      throw error;
    }
    await this.deps.changed?.();
    return result;
  }

  // ------------------------------------------------------------ categories

  /** Top categories in menu order, each followed by its children. */
  async categories(): Promise<AdminCategory[]> {
    const repo = new TaxonomyRepository(this.deps.db);
    const rows = await repo.categories();
    const products = await repo.productCounts();
    const attributes = await repo.categoryAttributeIds();
    const addOns = await repo.categoryAddOnIds();
    const toItem = (row: CategoryRow) =>
      toCategory(row, {
        products: products.get(row.id) ?? 0,
        attributeIds: attributes.get(row.id) ?? [],
        addOnIds: addOns.get(row.id) ?? [],
      });
    const tops = rows.filter((row) => row.parent_id === null);
    const known = new Set(tops.map((row) => row.id));
    return [
      ...tops.flatMap((top) => [top, ...rows.filter((row) => row.parent_id === top.id)]),
      // A child whose parent is itself a child cannot be made here; listed last should one exist.
      ...rows.filter((row) => row.parent_id !== null && !known.has(row.parent_id)),
    ].map(toItem);
  }

  private async category(repo: TaxonomyRepository, id: number): Promise<AdminCategory> {
    const row = await repo.category(id);
    if (row === undefined) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
    return toCategory(row, {
      products: await repo.categoryProductCount(id),
      attributeIds: (await repo.categoryAttributeIds(id)).get(id) ?? [],
      addOnIds: (await repo.categoryAddOnIds(id)).get(id) ?? [],
    });
  }

  createCategory(staff: AuditActor, input: AdminCategoryInput): Promise<AdminCategory> {
    return this.write({ field: 'slug', message: CATEGORY_SLUG_TAKEN_MESSAGE }, async (repo, trx) => {
      await this.checkCategory(repo, input, null);
      const id = await repo.insertCategory({
        parent_id: input.parent_id,
        slug: input.slug,
        title: input.title,
        two_columns: input.two_columns ? 1 : 0,
        hidden: input.hidden ? 1 : 0,
        sort: input.sort ?? (await repo.nextCategorySort(input.parent_id)),
      });
      await repo.setCategoryAttributes(id, input.attribute_ids);
      await repo.setCategoryAddOns(id, input.add_on_ids);
      const after = await this.category(repo, id);
      await this.deps.audit(trx, staff, {
        action: 'category.create',
        entity: 'category',
        entity_id: id,
        before: null,
        after,
      });
      return after;
    });
  }

  updateCategory(staff: AuditActor, id: number, input: AdminCategoryInput): Promise<AdminCategory> {
    return this.write({ field: 'slug', message: CATEGORY_SLUG_TAKEN_MESSAGE }, async (repo, trx) => {
      const before = await this.category(repo, id);
      await this.checkCategory(repo, input, before);
      const moved = before.parent_id !== input.parent_id;
      await repo.updateCategory(id, {
        parent_id: input.parent_id,
        slug: input.slug,
        title: input.title,
        two_columns: input.two_columns ? 1 : 0,
        hidden: input.hidden ? 1 : 0,
        sort: input.sort ?? (moved ? await repo.nextCategorySort(input.parent_id) : before.sort),
      });
      await repo.setCategoryAttributes(id, input.attribute_ids);
      await repo.setCategoryAddOns(id, input.add_on_ids);
      const after = await this.category(repo, id);
      await this.deps.audit(trx, staff, {
        action: moved ? 'category.move' : 'category.update',
        entity: 'category',
        entity_id: id,
        before,
        after,
      });
      return after;
    });
  }

  /** Reorders one level: `ids` must be exactly that level's categories. */
  async orderCategories(staff: AuditActor, input: AdminCategoryOrderInput): Promise<AdminCategory[]> {
    await this.write({ field: 'ids', message: CATEGORY_ORDER_MESSAGE }, async (repo, trx) => {
      if (input.parent_id !== null && (await repo.category(input.parent_id)) === undefined)
        throw invalidInput({ parent_id: [CATEGORY_PARENT_MESSAGE] });
      const before = await repo.siblingIds(input.parent_id);
      const same = before.length === input.ids.length && input.ids.every((id) => before.includes(id));
      if (!same) throw invalidInput({ ids: [CATEGORY_ORDER_MESSAGE] });
      await repo.orderCategories(input.ids);
      await this.deps.audit(trx, staff, {
        action: 'category.order',
        entity: 'category',
        entity_id: input.parent_id,
        before: { parent_id: input.parent_id, ids: before },
        after: { parent_id: input.parent_id, ids: input.ids },
      });
    });
    return this.categories();
  }

  async deleteCategory(staff: AuditActor, id: number): Promise<void> {
    await this.write({ field: 'id', message: CATEGORY_NOT_FOUND_MESSAGE }, async (repo, trx) => {
      const before = await this.category(repo, id);
      if (before.products > 0) throw inUse(CATEGORY_HAS_PRODUCTS_DELETE_MESSAGE);
      if ((await repo.childCount(id)) > 0) throw inUse(CATEGORY_HAS_CHILDREN_DELETE_MESSAGE);
      await repo.deleteCategory(id);
      await this.deps.audit(trx, staff, {
        action: 'category.delete',
        entity: 'category',
        entity_id: id,
        before,
        after: null,
      });
    });
  }

  /** The tree's rules (two levels, products only in leaves), slug uniqueness and the lists' ids. */
  private async checkCategory(
    repo: TaxonomyRepository,
    input: AdminCategoryInput,
    before: AdminCategory | null,
  ): Promise<void> {
    const errors: FieldErrors = {};
    const id = before?.id ?? null;
    if ((await repo.categorySlugTaken(input.slug, id)) || (await repo.slugOfProductOrPage(input.slug)))
      errors.slug = [CATEGORY_SLUG_TAKEN_MESSAGE];
    if (input.parent_id !== null) {
      const parent = await repo.category(input.parent_id);
      if (input.parent_id === id) errors.parent_id = [CATEGORY_PARENT_SELF_MESSAGE];
      else if (parent === undefined) errors.parent_id = [CATEGORY_PARENT_MESSAGE];
      else if (parent.parent_id !== null) errors.parent_id = [CATEGORY_PARENT_NOT_TOP_MESSAGE];
      else if (id !== null && (await repo.childCount(id)) > 0)
        errors.parent_id = [CATEGORY_HAS_CHILDREN_MOVE_MESSAGE];
      else if (parent.id !== before?.parent_id && (await repo.categoryProductCount(parent.id)) > 0)
        errors.parent_id = [CATEGORY_HAS_PRODUCTS_PARENT_MESSAGE];
    }
    const attributes = await repo.existingAttributeIds(input.attribute_ids);
    if (input.attribute_ids.some((attributeId) => !attributes.has(attributeId)))
      errors.attribute_ids = [CATEGORY_ATTRIBUTE_UNKNOWN_MESSAGE];
    const addOns = await repo.existingProductIds(input.add_on_ids);
    if (input.add_on_ids.some((productId) => !addOns.has(productId)))
      errors.add_on_ids = [CATEGORY_ADD_ON_UNKNOWN_MESSAGE];
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
  }

  // ------------------------------------------------------------ brands

  async brands(): Promise<AdminBrand[]> {
    const repo = new TaxonomyRepository(this.deps.db);
    const counts = await repo.brandProductCounts();
    return (await repo.brands()).map((row) => ({ ...row, products: counts.get(row.id) ?? 0 }));
  }

  private async brand(repo: TaxonomyRepository, id: number): Promise<AdminBrand> {
    const row = await repo.brand(id);
    if (row === undefined) throw notFound(BRAND_NOT_FOUND_MESSAGE);
    return { ...row, products: await repo.brandProductCount(id) };
  }

  createBrand(staff: AuditActor, input: AdminBrandInput): Promise<AdminBrand> {
    return this.write({ field: 'slug', message: BRAND_SLUG_TAKEN_MESSAGE }, async (repo, trx) => {
      if (await repo.brandSlugTaken(input.slug, null))
        throw invalidInput({ slug: [BRAND_SLUG_TAKEN_MESSAGE] });
      const id = await repo.insertBrand({
        slug: input.slug,
        name: input.name,
        group_name: input.group_name,
        sort: input.sort ?? (await repo.nextBrandSort()),
      });
      const after = await this.brand(repo, id);
      await this.deps.audit(trx, staff, {
        action: 'brand.create',
        entity: 'brand',
        entity_id: id,
        before: null,
        after,
      });
      return after;
    });
  }

  updateBrand(staff: AuditActor, id: number, input: AdminBrandInput): Promise<AdminBrand> {
    return this.write({ field: 'slug', message: BRAND_SLUG_TAKEN_MESSAGE }, async (repo, trx) => {
      const before = await this.brand(repo, id);
      if (await repo.brandSlugTaken(input.slug, id)) throw invalidInput({ slug: [BRAND_SLUG_TAKEN_MESSAGE] });
      await repo.updateBrand(id, {
        slug: input.slug,
        name: input.name,
        group_name: input.group_name,
        sort: input.sort ?? before.sort,
      });
      const after = await this.brand(repo, id);
      await this.deps.audit(trx, staff, {
        action: 'brand.update',
        entity: 'brand',
        entity_id: id,
        before,
        after,
      });
      return after;
    });
  }

  async deleteBrand(staff: AuditActor, id: number): Promise<void> {
    await this.write({ field: 'id', message: BRAND_NOT_FOUND_MESSAGE }, async (repo, trx) => {
      const before = await this.brand(repo, id);
      if (before.products > 0) throw inUse(BRAND_HAS_PRODUCTS_MESSAGE);
      await repo.deleteBrand(id);
      await this.deps.audit(trx, staff, {
        action: 'brand.delete',
        entity: 'brand',
        entity_id: id,
        before,
        after: null,
      });
    });
  }

  // ------------------------------------------------------------ attributes

  async attributes(): Promise<AdminAttribute[]> {
    const repo = new TaxonomyRepository(this.deps.db);
    const counts = await repo.attributeProductCounts();
    return (await repo.attributes()).map((row) => toAttribute(row, counts.get(row.id) ?? 0));
  }

  private async attribute(repo: TaxonomyRepository, id: number): Promise<AdminAttribute> {
    const row = await repo.attribute(id);
    if (row === undefined) throw notFound(ATTRIBUTE_NOT_FOUND_MESSAGE);
    return toAttribute(row, await repo.attributeProductCount(id));
  }

  private async attributeValues(
    repo: TaxonomyRepository,
    input: AdminAttributeInput,
    before: AdminAttribute | null,
  ): Promise<AttributeValues> {
    const errors: FieldErrors = {};
    if (await repo.attributeCodeTaken(input.code, before?.id ?? null))
      errors.code = [ATTRIBUTE_CODE_TAKEN_MESSAGE];
    const { kind, filter } = storedType(input.type, input.in_filters);
    if (before !== null && before.kind !== kind && before.products > 0)
      errors.type = [attributeKindInUseMessage(before.products)];
    else if (before !== null && kind === 'enum' && input.choices !== null) {
      // Products keep only allowed values: a choice still in use cannot go.
      const allowed = new Set(input.choices);
      const refused = (await repo.attributeTextUse(before.id)).filter((use) => !allowed.has(use.value));
      if (refused.length > 0)
        errors.choices = refused
          .slice(0, MAX_CHOICE_MESSAGES)
          .map((use) => attributeChoiceInUseMessage(use.value, use.products));
    }
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    return {
      code: input.code,
      name: input.name,
      kind,
      unit: input.unit,
      filter,
      sort: input.sort ?? before?.sort ?? (await repo.nextAttributeSort()),
      choices: kind === 'enum' && input.choices !== null ? JSON.stringify(input.choices) : null,
    };
  }

  createAttribute(staff: AuditActor, input: AdminAttributeInput): Promise<AdminAttribute> {
    return this.write({ field: 'code', message: ATTRIBUTE_CODE_TAKEN_MESSAGE }, async (repo, trx) => {
      const id = await repo.insertAttribute(await this.attributeValues(repo, input, null));
      const after = await this.attribute(repo, id);
      await this.deps.audit(trx, staff, {
        action: 'attribute.create',
        entity: 'attribute',
        entity_id: id,
        before: null,
        after,
      });
      return after;
    });
  }

  updateAttribute(staff: AuditActor, id: number, input: AdminAttributeInput): Promise<AdminAttribute> {
    return this.write({ field: 'code', message: ATTRIBUTE_CODE_TAKEN_MESSAGE }, async (repo, trx) => {
      const before = await this.attribute(repo, id);
      await repo.updateAttribute(id, await this.attributeValues(repo, input, before));
      const after = await this.attribute(repo, id);
      await this.deps.audit(trx, staff, {
        action: 'attribute.update',
        entity: 'attribute',
        entity_id: id,
        before,
        after,
      });
      return after;
    });
  }

  async deleteAttribute(staff: AuditActor, id: number): Promise<void> {
    await this.write({ field: 'id', message: ATTRIBUTE_NOT_FOUND_MESSAGE }, async (repo, trx) => {
      const before = await this.attribute(repo, id);
      if (before.products > 0) throw inUse(attributeInUseMessage(before.products));
      await repo.deleteAttribute(id);
      await this.deps.audit(trx, staff, {
        action: 'attribute.delete',
        entity: 'attribute',
        entity_id: id,
        before,
        after: null,
      });
    });
  }
}
