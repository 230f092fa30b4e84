import type { Db } from '../../db/database.js';

export class PasswordResetRepository {
  constructor(private readonly db: Db) {}

  /** Stores a new token for the address; older unused tokens of the address stop working. */
  async replaceToken(email: string, tokenHash: string, expiresAt: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('password_resets').where('email', '=', email).execute();
      await trx
        .insertInto('password_resets')
        .values({
          email,
          token_hash: tokenHash,
          created_at: new Date().toISOString(),
          expires_at: expiresAt,
          used_at: null,
        })
        .execute();
    });
  }

  findByTokenHash(tokenHash: string) {
    return this.db
      .selectFrom('password_resets')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Marks the token used; false when another request used it first. */
  async markUsed(id: number): Promise<boolean> {
    const result = await this.db
      .updateTable('password_resets')
      .set({ used_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
