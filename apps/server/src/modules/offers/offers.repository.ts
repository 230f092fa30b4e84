import type { OfferStatus } from '@kodumasinad/contract';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OfferRecord, OfferRowRecord, OfferRowsTable, OffersTable } from '../../db/schema-offers.js';
import { anyContainsFolded } from '../../db/text-search.js';

export type NewOffer = Insertable<OffersTable>;
export type OfferChanges = Updateable<OffersTable>;
export type NewOfferRow = Omit<Insertable<OfferRowsTable>, 'offer_id' | 'position'>;

/** SQL of the offers (offers, offer_rows, offer_cart_links). */
export class OffersRepository {
  constructor(private readonly db: Db) {}

  /** The client's offer, or undefined (another client's offer is as absent as a missing one). */
  find(clientId: number, id: number): Promise<OfferRecord | undefined> {
    return this.db
      .selectFrom('offers')
      .selectAll()
      .where('id', '=', id)
      .where('b2b_client_id', '=', clientId)
      .executeTakeFirst();
  }

  /** The issuing company's details for the document. */
  client(clientId: number) {
    return this.db
      .selectFrom('b2b_clients')
      .select(['name', 'registry_code', 'vat_number', 'address', 'city', 'postal_code', 'phone', 'email'])
      .where('id', '=', clientId)
      .executeTakeFirst();
  }

  /** Name and e-mail of an active user (the buyer who sent an offer). */
  userEmail(userId: number) {
    return this.db
      .selectFrom('users')
      .select(['name', 'email'])
      .where('id', '=', userId)
      .where('active', '=', 1)
      .executeTakeFirst();
  }

  /** The offer whose end-customer link hashes to `tokenHash` (decision 064). */
  findByTokenHash(tokenHash: string): Promise<OfferRecord | undefined> {
    return this.db.selectFrom('offers').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  rows(offerId: number): Promise<OfferRowRecord[]> {
    return this.db
      .selectFrom('offer_rows')
      .selectAll()
      .where('offer_id', '=', offerId)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  async rowsOf(offerIds: readonly number[]): Promise<Map<number, OfferRowRecord[]>> {
    const byOffer = new Map<number, OfferRowRecord[]>(offerIds.map((id) => [id, []]));
    if (offerIds.length === 0) return byOffer;
    const rows = await this.db
      .selectFrom('offer_rows')
      .selectAll()
      .where('offer_id', 'in', offerIds)
      .orderBy('offer_id')
      .orderBy('position')
      .orderBy('id')
      .execute();
    for (const row of rows) byOffer.get(row.offer_id)?.push(row);
    return byOffer;
  }

  async insert(offer: NewOffer): Promise<number> {
    const row = await this.db.insertInto('offers').values(offer).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, changes: OfferChanges): Promise<void> {
    await this.db.updateTable('offers').set(changes).where('id', '=', id).execute();
  }

  /** Sets the changes and counts a new version the end customer sees. */
  async updateVersion(id: number, changes: OfferChanges): Promise<void> {
    await this.db
      .updateTable('offers')
      .set({ ...changes, version: sql<number>`version + 1` })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Sets the changes only while the offer still has one of `statuses` (and, given, that
   * `version`); whether it did.
   */
  async updateIfStatus(
    id: number,
    statuses: readonly string[],
    changes: OfferChanges,
    version?: number,
  ): Promise<boolean> {
    let query = this.db
      .updateTable('offers')
      .set(changes)
      .where('id', '=', id)
      .where('status', 'in', statuses);
    if (version !== undefined) query = query.where('version', '=', version);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('offers').where('id', '=', id).execute();
  }

  /** Replaces the offer's rows with `rows` in their order. */
  async replaceRows(offerId: number, rows: readonly NewOfferRow[]): Promise<void> {
    await this.db.deleteFrom('offer_rows').where('offer_id', '=', offerId).execute();
    await this.appendRows(offerId, rows, 0);
  }

  async appendRows(offerId: number, rows: readonly NewOfferRow[], from?: number): Promise<void> {
    if (rows.length === 0) return;
    let start = from;
    if (start === undefined) {
      const last = await this.db
        .selectFrom('offer_rows')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('offer_id', '=', offerId)
        .executeTakeFirst();
      start = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
    }
    const first = start;
    await this.db
      .insertInto('offer_rows')
      .values(rows.map((row, index) => ({ ...row, offer_id: offerId, position: first + index })))
      .execute();
  }

  /** Removes one row of the offer; whether it was there. */
  async removeRow(offerId: number, rowId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('offer_rows')
      .where('offer_id', '=', offerId)
      .where('id', '=', rowId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Offers of the client per shown status on `today` (expired derived from valid_until). */
  async counts(clientId: number, today: string): Promise<Record<OfferStatus, number>> {
    const rows = await this.db
      .selectFrom('offers')
      .select([
        'status',
        (eb) => eb.fn.countAll<number>().as('count'),
        sql<number>`sum(case when valid_until < ${today} then 1 else 0 end)`.as('past'),
      ])
      .where('b2b_client_id', '=', clientId)
      .groupBy('status')
      .execute();
    const counts: Record<OfferStatus, number> = {
      open: 0,
      sent: 0,
      accepted: 0,
      ordered: 0,
      expired: 0,
      archived: 0,
    };
    for (const row of rows) {
      const status = row.status as OfferStatus;
      if (!(status in counts)) continue;
      const expiring = status === 'open' || status === 'sent';
      const past = expiring ? Number(row.past) : 0;
      counts[status] += Number(row.count) - past;
      counts.expired += past;
    }
    return counts;
  }

  /** One page of the client's offers in a shown status, newest first, matching `search`. */
  async list(
    clientId: number,
    filter: { status: OfferStatus; today: string; search: string },
    page: { offset: number; limit: number },
  ): Promise<{ records: OfferRecord[]; total: number }> {
    let query = this.db.selectFrom('offers').where('b2b_client_id', '=', clientId);
    const { status, today } = filter;
    if (status === 'expired')
      query = query.where('status', 'in', ['open', 'sent']).where('valid_until', '<', today);
    else if (status === 'open' || status === 'sent')
      query = query.where('status', '=', status).where('valid_until', '>=', today);
    else query = query.where('status', '=', status);
    if (filter.search !== '') {
      query = query.where(
        anyContainsFolded(['number', 'title', 'customer_name', 'customer_company'], filter.search),
      );
    }
    const count = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const records = await query
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
    return { records, total: Number(count.total) };
  }

  async linkToCart(userId: number, offerId: number, at: string): Promise<void> {
    await this.db
      .insertInto('offer_cart_links')
      .values({ user_id: userId, offer_id: offerId, created_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'offer_id']).doUpdateSet({ created_at: at }))
      .execute();
  }

  /** The offers whose products the user put in the cart: now ordered by `orderId`. */
  async markCartOffersOrdered(userId: number, orderId: number, at: string): Promise<void> {
    const links = await this.db
      .selectFrom('offer_cart_links')
      .select('offer_id')
      .where('user_id', '=', userId)
      .execute();
    if (links.length === 0) return;
    const ids = links.map((link) => link.offer_id);
    await this.db
      .updateTable('offers')
      .set({ status: 'ordered', ordered_at: at, order_id: orderId, updated_at: at })
      .where('id', 'in', ids)
      .where('status', 'in', ['open', 'sent', 'accepted'])
      .execute();
    await this.db.deleteFrom('offer_cart_links').where('user_id', '=', userId).execute();
  }
}
