import type { Db } from '../../db/database.js';
import type { ClientProfile } from './draft-data.js';

export interface DraftRecord {
  token: string;
  data: string;
  placedOrderId: number | null;
}

/** Checkout drafts (one per user) and the client data they are prefilled from. */
export class OrderDraftRepository {
  constructor(private readonly db: Db) {}

  async find(userId: number): Promise<DraftRecord | undefined> {
    const row = await this.db
      .selectFrom('order_drafts')
      .select(['token', 'data', 'placed_order_id'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row && { token: row.token, data: row.data, placedOrderId: row.placed_order_id };
  }

  /** Starts a new draft under a new token, replacing any earlier one. */
  async replace(userId: number, token: string, data: string, at: string): Promise<void> {
    await this.db
      .insertInto('order_drafts')
      .values({ user_id: userId, token, data, placed_order_id: null, created_at: at, updated_at: at })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ token, data, placed_order_id: null, created_at: at, updated_at: at }),
      )
      .execute();
  }

  /** Saves the data of the draft named by `token`; false when that draft is gone or was placed. */
  async update(userId: number, token: string, data: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('order_drafts')
      .set({ data, updated_at: at })
      .where('user_id', '=', userId)
      .where('token', '=', token)
      .where('placed_order_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Within the placing transaction: the draft now stands for its order. */
  async markPlaced(userId: number, token: string, orderId: number, at: string): Promise<void> {
    await this.db
      .updateTable('order_drafts')
      .set({ placed_order_id: orderId, updated_at: at })
      .where('user_id', '=', userId)
      .where('token', '=', token)
      .execute();
  }

  async profile(userId: number): Promise<ClientProfile | undefined> {
    const row = await this.db
      .selectFrom('users')
      .innerJoin('b2b_clients', 'b2b_clients.id', 'users.b2b_client_id')
      .select([
        'b2b_clients.name as company',
        'users.name as userName',
        'users.email as email',
        'users.phone as userPhone',
        'b2b_clients.phone as clientPhone',
        'b2b_clients.address as address',
        'b2b_clients.city as city',
        'b2b_clients.postal_code as postalCode',
        'b2b_clients.county as county',
        'b2b_clients.payment_term as paymentTerm',
      ])
      .where('users.id', '=', userId)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    const { userPhone, clientPhone, ...rest } = row;
    return { ...rest, phone: userPhone ?? clientPhone };
  }
}
