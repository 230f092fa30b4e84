import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { IntegrationTokenRecord, IntegrationTokensTable } from '../../db/schema-integrations.js';

export type IntegrationTokenRow = IntegrationTokenRecord & { created_by_name: string | null };

/** The ERP's integration tokens (decision 081): the only writer of `integration_tokens`. */
export class IntegrationsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: Omit<Insertable<IntegrationTokensTable>, 'id'>): Promise<number> {
    const { id } = await this.db
      .insertInto('integration_tokens')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  private withCreator() {
    return this.db
      .selectFrom('integration_tokens')
      .leftJoin('staff', 'staff.id', 'integration_tokens.created_by')
      .selectAll('integration_tokens')
      .select('staff.name as created_by_name');
  }

  list(): Promise<IntegrationTokenRow[]> {
    return this.withCreator().orderBy('integration_tokens.id', 'desc').execute();
  }

  find(id: number): Promise<IntegrationTokenRow | undefined> {
    return this.withCreator().where('integration_tokens.id', '=', id).executeTakeFirst();
  }

  /** The live (not revoked) token with this hash. */
  findLive(tokenHash: string): Promise<IntegrationTokenRecord | undefined> {
    return this.db
      .selectFrom('integration_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
  }

  /** Revokes a live token; false when it was already revoked (or is not there). */
  async revoke(id: number, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('integration_tokens')
      .set({ revoked_at: at })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Records a use, unless one was recorded after `staleBefore`: the condition is in the update,
   * so of many calls at once at most one writes.
   */
  async touch(id: number, at: string, staleBefore: string): Promise<void> {
    await this.db
      .updateTable('integration_tokens')
      .set({ last_used_at: at })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', staleBefore)]))
      .execute();
  }
}
