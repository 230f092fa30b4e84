import type { Db } from '../../db/database.js';

/** A user row joined with its business client's columns (prefixed `client_`). */
export type UserWithClientRow = NonNullable<Awaited<ReturnType<UsersRepository['findById']>>>;
/** A user as the back-office lists them: their client's block and their pending invitation. */
export type ClientUserRecord = NonNullable<Awaited<ReturnType<UsersRepository['findClientUser']>>>;

/**
 * The `users` table, its only writer: the buyer's own account (settings, logo, price list,
 * password) and the back-office's users of a client (invited, deactivated, first password).
 */
export class UsersRepository {
  constructor(private readonly db: Db) {}

  private selectWithClient() {
    return this.db
      .selectFrom('users')
      .innerJoin('b2b_clients', 'b2b_clients.id', 'users.b2b_client_id')
      .selectAll('users')
      .select([
        'b2b_clients.name as client_name',
        'b2b_clients.registry_code as client_registry_code',
        'b2b_clients.vat_number as client_vat_number',
        'b2b_clients.can_offers as client_can_offers',
        'b2b_clients.offers_en as client_offers_en',
        'b2b_clients.payment_term as client_payment_term',
        'b2b_clients.blocked as client_blocked',
      ]);
  }

  findById(id: number) {
    return this.selectWithClient()
      .where('users.id', '=', id)
      .where('users.active', '=', 1)
      .executeTakeFirst();
  }

  findByEmail(email: string) {
    return (
      this.findByEmailEvenBlocked(email)
        // A blocked client's users cannot sign in or get reset links (decision 046); blocking
        // ends their sessions, and orders check the block inside their own transaction.
        .where('b2b_clients.blocked', '=', 0)
        .executeTakeFirst()
    );
  }

  /** The active user with this e-mail, its client blocked or not (to tell at sign-in why). */
  findByEmailEvenBlocked(email: string) {
    return this.selectWithClient()
      .where('users.email', '=', email.toLowerCase())
      .where('users.active', '=', 1);
  }

  async setActivePricelist(id: number, pricelist: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ active_pricelist: pricelist, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  async setOfferSettings(
    id: number,
    settings: Partial<{
      offers_en: 0 | 1;
      offer_payment_term: string | null;
      offer_valid_days: number | null;
      offer_price_increase: number | null;
      signature: string | null;
    }>,
  ): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...settings, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  /** Sets the user's logo and returns the one it replaced (null when there was none). */
  async setLogo(id: number, logoPath: string | null): Promise<string | null> {
    return this.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('users')
        .select('logo_path')
        .where('id', '=', id)
        .executeTakeFirst();
      await trx
        .updateTable('users')
        .set({ logo_path: logoPath, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      return before?.logo_path ?? null;
    });
  }

  /** Whether a user or an offer (which keeps the logo it was made with) still shows the stored logo. */
  async logoInUse(logoPath: string): Promise<boolean> {
    const [user, offer] = await Promise.all([
      this.db.selectFrom('users').select('id').where('logo_path', '=', logoPath).limit(1).executeTakeFirst(),
      this.db.selectFrom('offers').select('id').where('logo_path', '=', logoPath).limit(1).executeTakeFirst(),
    ]);
    return user !== undefined || offer !== undefined;
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  private selectClientUsers() {
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
    return this.selectClientUsers()
      .where('users.b2b_client_id', '=', clientId)
      .orderBy('users.name')
      .orderBy('users.id')
      .execute();
  }

  findClientUser(id: number) {
    return this.selectClientUsers().where('users.id', '=', id).executeTakeFirst();
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
