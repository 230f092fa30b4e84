import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CartRowRecord } from '../../db/schema-orders.js';

export interface CartTransportRecord {
  code: string;
  county: string | null;
}

export interface NewCartRow {
  userId: number;
  productId: number;
  parentRowId: number | null;
  quantity: number;
  title: string;
  code: string;
}

/**
 * A user's cart: its rows (cart_rows) and its chosen transport (cart_state). Built on a
 * transaction, it reads and writes within it (order placement).
 */
export class CartRepository {
  constructor(private readonly db: Db) {}

  /** The rows, each product of its own followed by its add-ons, in the order they were added. */
  async rows(userId: number): Promise<CartRowRecord[]> {
    const rows = await this.db
      .selectFrom('cart_rows')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    const tops = rows.filter((row) => row.parent_row_id === null);
    const ordered = tops.flatMap((top) => [top, ...rows.filter((row) => row.parent_row_id === top.id)]);
    // An add-on whose parent is somehow not a top row still shows, at the end.
    return [...ordered, ...rows.filter((row) => !ordered.includes(row))];
  }

  findRow(userId: number, rowId: number): Promise<CartRowRecord | undefined> {
    return this.db
      .selectFrom('cart_rows')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', rowId)
      .executeTakeFirst();
  }

  /**
   * Adds `quantity` to the (user, product, parent) row, creating it; the sum is capped at `max`
   * in the same statement, so concurrent adds neither lose a unit nor pass the cap. Returns the
   * quantity before (0 for a new row) and after.
   */
  async add(row: NewCartRow, max: number, at: string): Promise<{ before: number; after: number }> {
    const parentKey = row.parentRowId ?? 0;
    const existing = await this.db
      .selectFrom('cart_rows')
      .select('quantity')
      .where('user_id', '=', row.userId)
      .where('product_id', '=', row.productId)
      .where('parent_key', '=', parentKey)
      .executeTakeFirst();
    const updated = await this.db
      .insertInto('cart_rows')
      .values({
        user_id: row.userId,
        product_id: row.productId,
        parent_row_id: row.parentRowId,
        parent_key: parentKey,
        quantity: Math.min(row.quantity, max),
        title: row.title,
        code: row.code,
        created_at: at,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'product_id', 'parent_key']).doUpdateSet({
          quantity: sql<number>`case when cart_rows.quantity + excluded.quantity > ${max} then ${max} else cart_rows.quantity + excluded.quantity end`,
          title: (eb) => eb.ref('excluded.title'),
          code: (eb) => eb.ref('excluded.code'),
        }),
      )
      .returning('quantity')
      .executeTakeFirstOrThrow();
    return { before: existing?.quantity ?? 0, after: updated.quantity };
  }

  /** Sets the quantity of the product's row (its own row first, else an add-on row); false when absent. */
  async setQuantity(userId: number, productId: number, quantity: number): Promise<boolean> {
    const target = await this.db
      .selectFrom('cart_rows')
      .select('id')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .orderBy('parent_key')
      .orderBy('id')
      .executeTakeFirst();
    if (target === undefined) return false;
    // The row's add-ons follow its quantity (decision 020).
    await this.db
      .updateTable('cart_rows')
      .set({ quantity })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('id', '=', target.id), eb('parent_row_id', '=', target.id)]))
      .execute();
    return true;
  }

  /** Removes every row of the product (its add-ons go with it); returns how many rows went. */
  async removeProduct(userId: number, productId: number): Promise<number> {
    const result = await this.db
      .deleteFrom('cart_rows')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Removes one add-on row: the product under the given parent row (unchecked on the product page). */
  async removeAddOn(userId: number, productId: number, parentRowId: number | null): Promise<void> {
    await this.db
      .deleteFrom('cart_rows')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .where('parent_key', '=', parentRowId ?? 0)
      .execute();
  }

  /** Removes the given rows and forgets the transport (an order was placed from them). */
  async clearRows(userId: number, rowIds: readonly number[]): Promise<void> {
    if (rowIds.length > 0) {
      await this.db.deleteFrom('cart_rows').where('user_id', '=', userId).where('id', 'in', rowIds).execute();
    }
    await this.db.deleteFrom('cart_state').where('user_id', '=', userId).execute();
  }

  /** Empties the cart and forgets its transport. */
  async clear(userId: number): Promise<void> {
    await this.db.deleteFrom('cart_rows').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('cart_state').where('user_id', '=', userId).execute();
  }

  async transport(userId: number): Promise<CartTransportRecord | null> {
    const row = await this.db
      .selectFrom('cart_state')
      .select(['transport_code', 'transport_county'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (row?.transport_code == null) return null;
    return { code: row.transport_code, county: row.transport_county };
  }

  async setTransport(userId: number, transport: CartTransportRecord, at: string): Promise<void> {
    await this.db
      .insertInto('cart_state')
      .values({
        user_id: userId,
        transport_code: transport.code,
        transport_county: transport.county,
        updated_at: at,
      })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          transport_code: transport.code,
          transport_county: transport.county,
          updated_at: at,
        }),
      )
      .execute();
  }
}
