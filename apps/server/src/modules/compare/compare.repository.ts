import type { Db } from '../../db/database.js';

export type AddOutcome = 'added' | 'present' | 'full';

/** The products a user has put side by side (table compares). */
export class CompareRepository {
  constructor(private readonly db: Db) {}

  /** The user's compared product ids in the order they were added. */
  async productIds(userId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('compares')
      .select('product_id')
      .where('user_id', '=', userId)
      .orderBy('position')
      .execute();
    return rows.map((row) => row.product_id);
  }

  /** Adds the product unless it is already there or the list holds `limit` products. */
  add(userId: number, productId: number, limit: number, at: string): Promise<AddOutcome> {
    return this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('compares')
        .select(['product_id', 'position'])
        .where('user_id', '=', userId)
        .execute();
      if (rows.some((row) => row.product_id === productId)) return 'present';
      if (rows.length >= limit) return 'full';
      await trx
        .insertInto('compares')
        .values({
          user_id: userId,
          product_id: productId,
          position: Math.max(0, ...rows.map((row) => row.position)) + 1,
          created_at: at,
        })
        .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
        .execute();
      return 'added';
    });
  }

  async remove(userId: number, productId: number): Promise<void> {
    await this.db
      .deleteFrom('compares')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .execute();
  }
}
