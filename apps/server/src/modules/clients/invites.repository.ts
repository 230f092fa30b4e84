import type { Db } from '../../db/database.js';

export type InviteRecord = NonNullable<Awaited<ReturnType<InvitesRepository['findInvite']>>>;

/** Invitations of a client's users (decision 046): the only writer of `user_invites`. */
export class InvitesRepository {
  constructor(private readonly db: Db) {}

  /** A new invitation link for the user; earlier ones stop working. */
  async replaceInvite(userId: number, tokenHash: string, at: string, expiresAt: string): Promise<void> {
    await this.db.deleteFrom('user_invites').where('user_id', '=', userId).execute();
    await this.db
      .insertInto('user_invites')
      .values({
        user_id: userId,
        token_hash: tokenHash,
        created_at: at,
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
  }

  findInvite(tokenHash: string) {
    return this.db
      .selectFrom('user_invites')
      .innerJoin('users', 'users.id', 'user_invites.user_id')
      .innerJoin('b2b_clients', 'b2b_clients.id', 'users.b2b_client_id')
      .select([
        'user_invites.id',
        'user_invites.user_id',
        'user_invites.expires_at',
        'user_invites.used_at',
        'users.name',
        'users.email',
        'users.active',
        'users.password_hash',
        'b2b_clients.name as company',
        'b2b_clients.blocked as client_blocked',
      ])
      .where('user_invites.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Marks the invitation used; false when another request used it first. */
  async markInviteUsed(id: number, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('user_invites')
      .set({ used_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
