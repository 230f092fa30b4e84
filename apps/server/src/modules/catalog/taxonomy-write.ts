import type { Db } from '../../db/database.js';
import { bumpCatalogVersion } from '../../db/catalog-version.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError, invalidInput } from '../../platform/errors.js';
import type { AuditRecorder } from '../admin/core/index.js';
import { TaxonomyRepository } from './taxonomy.repository.js';

/** What the categories', brands' and attributes' services need (decision 078). */
export interface TaxonomyDeps {
  db: Db;
  audit: AuditRecorder;
  /** Runs after a committed change (this process's index rebuilds at once). */
  changed?: () => Promise<void>;
}

/** A delete refused while something still uses the row (422, code `in_use`). */
export const inUse = (message: string) => new AppError(422, 'in_use', message);

/**
 * One taxonomy change: a transaction with the catalogue version raised, then `changed` awaited, so
 * the reply comes after this process's index caught up. A unique violation (a parallel save that
 * passed the pre-check) is `uniqueField`'s 422: each taxonomy table has one unique column.
 */
export async function taxonomyWrite<T>(
  deps: TaxonomyDeps,
  uniqueField: { field: string; message: string },
  work: (repo: TaxonomyRepository, trx: Db) => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await deps.db.transaction().execute(async (trx) => {
      const value = await work(new TaxonomyRepository(trx), trx);
      await bumpCatalogVersion(trx);
      return value;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidInput({ [uniqueField.field]: [uniqueField.message] });
    throw error;
  }
  await deps.changed?.();
  return result;
}
