import type { Db } from '../../db/database.js';

export type ClientUserRecord = NonNullable<Awaited<ReturnType<ClientUsersRepository['find']>>>;
export type InviteRecord = NonNullable<Awaited<ReturnType<ClientUsersRepository['findInvite']>>>;

/** A client's users and their invitations (issue 14, decision 046). */
export class ClientUsersRepository {
  constructor(private readonly db: Db) {}

  private selectUsers() {
    return this.db
      .selectFrom('users')
      .innerJoin('b2b_clients', 'b2b_clients.id', 'users.b2b_client_id')
      .select([
        'users.id',
        'users.b2b_client_id',
        'users.name',
        'users.email',
        'users.phone',
        'users.active',
        'users.created_at',
        'b2b_clients.blocked as client_blocked',
      ])
      .select((eb) => eb(eb.ref('users.password_hash'), '=', '').as('invited'))
      .select((eb) =>
        eb
          .selectFrom('user_invites')
          .whereRef('user_invites.user_id', '=', 'users.id')
          .where('user_invites.used_at', 'is', null)
          .select((inner) => inner.fn.max('user_invites.expires_at').as('e'))
          .as('invite_expires_at'),
      );
  }

  listForClient(clientId: number) {
    return this.selectUsers()
      .where('users.b2b_client_id', '=', clientId)
      .orderBy('users.name')
      .orderBy('users.id')
      .execute();
  }

  find(id: number) {
    return this.selectUsers().where('users.id', '=', id).executeTakeFirst();
  }

  async emailTaken(email: string): Promise<boolean> {
    const row = await this.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    return row !== undefined;
  }

  /** A user without a password (empty hash: nothing matches it) until the invitation is accepted. */
  async insertInvited(
    values: { b2b_client_id: number; email: string; name: string; phone: string | null },
    at: string,
  ): Promise<number> {
    const row = await this.db
      .insertInto('users')
      .values({
        ...values,
        password_hash: '',
        active: 1,
        offers_en: 0,
        offer_payment_term: null,
        offer_valid_days: null,
        offer_price_increase: null,
        signature: null,
        logo_path: null,
        active_pricelist: 'default',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async setActive(id: number, active: boolean, at: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ active: active ? 1 : 0, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  /** Signs the user out everywhere (the auth version rises with the deleted rows, decision 009). */
  async deleteSessions(userId: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }

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

  /** Sets the first password, only while the user still has none. */
  async setFirstPassword(userId: number, passwordHash: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: at })
      .where('id', '=', userId)
      .where('password_hash', '=', '')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
