import type { FieldErrors } from '@kodumasinad/contract';
import {
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
  taxonomyDiscountsMessage,
  type AdminCategory,
  type AdminCategoryInput,
  type AdminCategoryOrderInput,
} from '@kodumasinad/contract/admin';
import { invalidInput, notFound } from '../../platform/errors.js';
import type { AuditActor } from '../admin/core/index.js';
import { inUse, taxonomyWrite, type TaxonomyDeps } from './taxonomy-write.js';
import { TaxonomyRepository } from './taxonomy.repository.js';

type CategoryRow = NonNullable<Awaited<ReturnType<TaxonomyRepository['category']>>>;

function toCategory(
  row: CategoryRow,
  extras: { products: number; discountClients: number; attributeIds: number[]; addOnIds: number[] },
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
    discount_clients: extras.discountClients,
    attribute_ids: extras.attributeIds,
    add_on_ids: extras.addOnIds,
  };
}

/**
 * The back-office's category tree (issue 24, decision 078): two levels, products only in leaves,
 * filters and add-ons per category. Every change is one transaction with its audit entry and the
 * catalogue version raised (taxonomy-write.ts).
 */
export class CategoryService {
  constructor(private readonly deps: TaxonomyDeps) {}

  /** Top categories in menu order, each followed by its children. */
  async list(): Promise<AdminCategory[]> {
    const repo = new TaxonomyRepository(this.deps.db);
    const rows = await repo.categories();
    const products = await repo.productCounts();
    const attributes = await repo.categoryAttributeIds();
    const addOns = await repo.categoryAddOnIds();
    const discounts = await repo.discountClientCounts('category_id');
    const toItem = (row: CategoryRow) =>
      toCategory(row, {
        products: products.get(row.id) ?? 0,
        discountClients: discounts.get(row.id) ?? 0,
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
      discountClients: await repo.discountClientCount('category_id', id),
      attributeIds: (await repo.categoryAttributeIds(id)).get(id) ?? [],
      addOnIds: (await repo.categoryAddOnIds(id)).get(id) ?? [],
    });
  }

  create(staff: AuditActor, input: AdminCategoryInput): Promise<AdminCategory> {
    return taxonomyWrite(
      this.deps,
      { field: 'slug', message: CATEGORY_SLUG_TAKEN_MESSAGE },
      async (repo, trx) => {
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
      },
    );
  }

  update(staff: AuditActor, id: number, input: AdminCategoryInput): Promise<AdminCategory> {
    return taxonomyWrite(
      this.deps,
      { field: 'slug', message: CATEGORY_SLUG_TAKEN_MESSAGE },
      async (repo, trx) => {
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
      },
    );
  }

  /** Reorders one level: `ids` must be exactly that level's categories. */
  async order(staff: AuditActor, input: AdminCategoryOrderInput): Promise<AdminCategory[]> {
    await taxonomyWrite(this.deps, { field: 'ids', message: CATEGORY_ORDER_MESSAGE }, async (repo, trx) => {
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
    return this.list();
  }

  async delete(staff: AuditActor, id: number): Promise<void> {
    await taxonomyWrite(
      this.deps,
      { field: 'id', message: CATEGORY_NOT_FOUND_MESSAGE },
      async (repo, trx) => {
        const before = await this.category(repo, id);
        if (before.products > 0) throw inUse(CATEGORY_HAS_PRODUCTS_DELETE_MESSAGE);
        if ((await repo.childCount(id)) > 0) throw inUse(CATEGORY_HAS_CHILDREN_DELETE_MESSAGE);
        // Client companies' discounts would go with it (the foreign key cascades): refused, decision 090.
        if (before.discount_clients > 0)
          throw inUse(taxonomyDiscountsMessage('category', before.discount_clients));
        await repo.deleteCategory(id);
        await this.deps.audit(trx, staff, {
          action: 'category.delete',
          entity: 'category',
          entity_id: id,
          before,
          after: null,
        });
      },
    );
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
}
