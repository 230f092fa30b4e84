import type { FieldErrors } from '@kodumasinad/contract';
import {
  ATTRIBUTE_CODE_TAKEN_MESSAGE,
  ATTRIBUTE_NOT_FOUND_MESSAGE,
  attributeChoiceInUseMessage,
  attributeInUseMessage,
  attributeKindInUseMessage,
  type AdminAttribute,
  type AdminAttributeInput,
  type AttributeType,
} from '@kodumasinad/contract/admin';
import type { AttributeFilter, AttributeKindValue } from '../../db/schema.js';
import { invalidInput, notFound } from '../../platform/errors.js';
import type { AuditActor } from '../admin/core/index.js';
import { inUse, taxonomyWrite, type TaxonomyDeps } from './taxonomy-write.js';
import { TaxonomyRepository, type AttributeValues } from './taxonomy.repository.js';

/** How many refused choices one reply names; the rest would only repeat the point. */
const MAX_CHOICE_MESSAGES = 5;

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

/** The back-office's typed attributes that listings filter by (issue 24, decision 078). */
export class AttributeService {
  constructor(private readonly deps: TaxonomyDeps) {}

  async list(): Promise<AdminAttribute[]> {
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

  create(staff: AuditActor, input: AdminAttributeInput): Promise<AdminAttribute> {
    return taxonomyWrite(
      this.deps,
      { field: 'code', message: ATTRIBUTE_CODE_TAKEN_MESSAGE },
      async (repo, trx) => {
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
      },
    );
  }

  update(staff: AuditActor, id: number, input: AdminAttributeInput): Promise<AdminAttribute> {
    return taxonomyWrite(
      this.deps,
      { field: 'code', message: ATTRIBUTE_CODE_TAKEN_MESSAGE },
      async (repo, trx) => {
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
      },
    );
  }

  async delete(staff: AuditActor, id: number): Promise<void> {
    await taxonomyWrite(
      this.deps,
      { field: 'id', message: ATTRIBUTE_NOT_FOUND_MESSAGE },
      async (repo, trx) => {
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
      },
    );
  }
}
