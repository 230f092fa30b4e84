import {
  BRAND_HAS_PRODUCTS_MESSAGE,
  BRAND_NOT_FOUND_MESSAGE,
  BRAND_SLUG_TAKEN_MESSAGE,
  taxonomyDiscountsMessage,
  type AdminBrand,
  type AdminBrandInput,
} from '@kodumasinad/contract/admin';
import { invalidInput, notFound } from '../../platform/errors.js';
import type { AuditActor } from '../admin/core/index.js';
import { inUse, taxonomyWrite, type TaxonomyDeps } from './taxonomy-write.js';
import { TaxonomyRepository } from './taxonomy.repository.js';

/** The back-office's brands (issue 24, decision 078). */
export class BrandService {
  constructor(private readonly deps: TaxonomyDeps) {}

  async list(): Promise<AdminBrand[]> {
    const repo = new TaxonomyRepository(this.deps.db);
    const counts = await repo.brandProductCounts();
    const discounts = await repo.discountClientCounts('brand_id');
    return (await repo.brands()).map((row) => ({
      ...row,
      products: counts.get(row.id) ?? 0,
      discount_clients: discounts.get(row.id) ?? 0,
    }));
  }

  private async brand(repo: TaxonomyRepository, id: number): Promise<AdminBrand> {
    const row = await repo.brand(id);
    if (row === undefined) throw notFound(BRAND_NOT_FOUND_MESSAGE);
    return {
      ...row,
      products: await repo.brandProductCount(id),
      discount_clients: await repo.discountClientCount('brand_id', id),
    };
  }

  create(staff: AuditActor, input: AdminBrandInput): Promise<AdminBrand> {
    return taxonomyWrite(
      this.deps,
      { field: 'slug', message: BRAND_SLUG_TAKEN_MESSAGE },
      async (repo, trx) => {
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
      },
    );
  }

  update(staff: AuditActor, id: number, input: AdminBrandInput): Promise<AdminBrand> {
    return taxonomyWrite(
      this.deps,
      { field: 'slug', message: BRAND_SLUG_TAKEN_MESSAGE },
      async (repo, trx) => {
        const before = await this.brand(repo, id);
        if (await repo.brandSlugTaken(input.slug, id))
          throw invalidInput({ slug: [BRAND_SLUG_TAKEN_MESSAGE] });
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
      },
    );
  }

  async delete(staff: AuditActor, id: number): Promise<void> {
    await taxonomyWrite(this.deps, { field: 'id', message: BRAND_NOT_FOUND_MESSAGE }, async (repo, trx) => {
      const before = await this.brand(repo, id);
      if (before.products > 0) throw inUse(BRAND_HAS_PRODUCTS_MESSAGE);
      // Client companies' discounts would go with it (the foreign key cascades): refused, decision 090.
      if (before.discount_clients > 0)
        throw inUse(taxonomyDiscountsMessage('brand', before.discount_clients));
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
}
