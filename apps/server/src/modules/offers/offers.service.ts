import {
  DEFAULT_OFFER_PAYMENT_TERM,
  DEFAULT_OFFER_VALID_DAYS,
  MAX_OFFER_ROWS,
  OFFER_ROW_NOT_FOUND_MESSAGE,
  OFFER_ROWS_MESSAGE,
  OFFERS_PER_PAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  offerNumber,
  offerValidUntil,
  type CartReply,
  type Offer,
  type OfferSave,
  type OffersIndexReply,
  type OffersListQuery,
  type OffersListReply,
  type OfferStatus,
  type PublicOffer,
  type User,
} from '@kodumasinad/contract';
import { nextCounterValue } from '../../db/counters.js';
import type { Db } from '../../db/database.js';
import { estonianDay, estonianYear } from '../../platform/estonian-calendar.js';
import { AppError, forbidden, invalidInput, notFound } from '../../platform/errors.js';
import { listMeta } from '../../platform/list-meta.js';
import { OfferLinks } from './offer-links.js';
import { OfferReader, type OffersDeps } from './offer-reader.js';
import { copiedRows, newCatalogueRow, newOwnRow, savedRows } from './offer-rows.js';
import { productIds, toListItem, visibleFingerprint } from './offer-view.js';
import { OffersRepository, type NewOfferRow } from './offers.repository.js';

export const OFFERS_FORBIDDEN_MESSAGE = 'Pakkumiste tegemine ei ole sinu ettevõttele avatud.';
export const OFFER_SAVED_MESSAGE = 'Pakkumine on salvestatud.';
export const OFFER_CREATED_MESSAGE = 'Uus pakkumine on loodud.';
export const OFFER_COPIED_MESSAGE = 'Pakkumisest tehti koopia.';
export const OFFER_ARCHIVED_MESSAGE = 'Pakkumine on arhiveeritud.';
export const OFFER_DELETED_MESSAGE = 'Pakkumine on kustutatud.';
export const OFFER_SENT_MESSAGE = 'Pakkumine on saadetud.';
export const OFFER_ORDERED_MESSAGE = 'Pakkumise tooted on lisatud ostukorvi!';
export const OFFER_OWN_ROWS_SKIPPED_WARNING = 'Oma tooted jäid ostukorvi lisamata:';
export const OFFER_NOT_SOLD_WARNING = 'Need tooted ei ole enam müügil ja jäid ostukorvi lisamata:';
export const OFFER_NO_PRODUCTS_MESSAGE = 'Pakkumises ei ole ühtegi meie kataloogi toodet.';
export const OFFER_ACCEPTED_MESSAGE = 'Pakkumine on kinnitatud. Täname!';
export const NEW_OFFER_TITLE = 'Uus pakkumine';

/**
 * The buyers' offers to their own customers (issue 12): rules and transactions. Sending and the
 * end customer's link are OfferLinks'; the rows' pricing is offer-rows', the replies offer-view's.
 */
export class OffersService extends OfferReader {
  private readonly links: OfferLinks;

  constructor(deps: OffersDeps) {
    super(deps);
    this.links = new OfferLinks(deps);
  }

  /** 403 with a way home unless the user's company may make offers (SPEC §4). */
  assertAllowed(user: User): void {
    if (!user.b2b_client.can_offers) throw forbidden(OFFERS_FORBIDDEN_MESSAGE, '/');
  }

  async index(user: User): Promise<OffersIndexReply> {
    return { counts: await this.offers.counts(user.b2b_client.id, this.today()) };
  }

  async list(user: User, status: OfferStatus, query: OffersListQuery): Promise<OffersListReply> {
    const { records, total } = await this.offers.list(
      user.b2b_client.id,
      { status, today: this.today(), search: query.search },
      { offset: (query.page - 1) * OFFERS_PER_PAGE, limit: OFFERS_PER_PAGE },
    );
    const rows = await this.offers.rowsOf(records.map((record) => record.id));
    return {
      data: records.map((record) =>
        toListItem(record, this.status(record), rows.get(record.id) ?? [], this.vat),
      ),
      meta: listMeta({ page: query.page, per_page: OFFERS_PER_PAGE }, total),
    };
  }

  /** A new open offer with the user's defaults (settings) and a fresh number. */
  async add(user: User, title: string): Promise<Offer> {
    const now = this.clock();
    const at = now.toISOString();
    const day = estonianDay(now);
    const validDays = user.offer_valid_days ?? DEFAULT_OFFER_VALID_DAYS;
    const logo = user.logo?.startsWith('/images/') === true ? user.logo.slice('/images/'.length) : null;
    const id = await this.deps.db.transaction().execute(async (trx) => {
      const sequence = await nextCounterValue(trx, `offer-${user.b2b_client.id}-${estonianYear(now)}`);
      return new OffersRepository(trx).insert({
        b2b_client_id: user.b2b_client.id,
        number: offerNumber(estonianYear(now), sequence),
        status: 'open',
        title: title === '' ? NEW_OFFER_TITLE : title,
        customer_name: '',
        customer_company: '',
        customer_registry_code: '',
        customer_email: '',
        customer_phone: '',
        customer_address: '',
        language: user.offers_en && user.b2b_client.offers_en ? 'en' : 'et',
        offer_date: day,
        valid_days: validDays,
        valid_until: offerValidUntil(day, validDays),
        payment_term: user.offer_payment_term ?? DEFAULT_OFFER_PAYMENT_TERM,
        price_increase: user.offer_price_increase ?? 0,
        intro: '',
        signature: user.signature ?? user.name,
        logo_path: logo,
        token_hash: null,
        token_sealed: null,
        created_by: user.id,
        created_by_name: user.name,
        updated_by_name: user.name,
        created_at: at,
        updated_at: at,
      });
    });
    return this.get(user, id);
  }

  /** Saves the fields and all rows at once; nothing is written when anything is wrong. */
  async save(user: User, id: number, save: OfferSave): Promise<Offer> {
    const record = await this.record(user, id);
    this.assertEditable(record);
    const products = await this.purchaseProducts(
      user,
      save.rows.flatMap((row) => (row.productId === null ? [] : [row.productId])),
    );
    const held = await this.offers.rows(record.id);
    const { rows, missing } = savedRows(save, products, held);
    if (Object.keys(missing).length > 0) throw invalidInput(missing);
    const at = this.clock().toISOString();
    const before = visibleFingerprint(record, held);
    await this.deps.db.transaction().execute(async (trx) => {
      const offers = new OffersRepository(trx);
      const changes = {
        title: save.title === '' ? NEW_OFFER_TITLE : save.title,
        customer_name: save.customer_name,
        customer_company: save.customer_company,
        customer_registry_code: save.customer_registry_code,
        customer_email: save.customer_email,
        customer_phone: save.customer_phone,
        customer_address: save.customer_address,
        language: save.language === 'en' && user.b2b_client.offers_en ? 'en' : 'et',
        valid_days: save.valid_days,
        valid_until: offerValidUntil(record.offer_date, save.valid_days),
        payment_term: save.payment_term,
        price_increase: save.price_increase,
        intro: save.intro,
        signature: save.signature,
        updated_by_name: user.name,
        updated_at: at,
      };
      // Only a change the end customer would see makes a new version (item 3 of issue 22).
      if (visibleFingerprint(changes, rows) === before) await offers.update(id, changes);
      else await offers.updateVersion(id, changes);
      await offers.replaceRows(id, rows);
    });
    return this.get(user, id);
  }

  async addRow(
    user: User,
    body: { id: number; product_id?: number | null | undefined; own_product?: boolean | null | undefined },
  ): Promise<Offer> {
    const record = await this.record(user, body.id);
    this.assertEditable(record);
    const count = (await this.offers.rows(record.id)).length;
    if (count >= MAX_OFFER_ROWS) throw invalidInput({ rows: [OFFER_ROWS_MESSAGE] });
    let row: NewOfferRow;
    if (body.own_product === true || body.product_id === undefined || body.product_id === null) {
      row = newOwnRow();
    } else {
      const product = (await this.purchaseProducts(user, [body.product_id])).get(body.product_id);
      if (product === undefined) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
      row = newCatalogueRow(product, record.price_increase);
    }
    await this.deps.db.transaction().execute(async (trx) => {
      const offers = new OffersRepository(trx);
      await offers.appendRows(record.id, [row]);
      await offers.updateVersion(record.id, {
        updated_at: this.clock().toISOString(),
        updated_by_name: user.name,
      });
    });
    return this.get(user, record.id);
  }

  async removeRow(user: User, body: { id: number; rowId: number }): Promise<Offer> {
    const record = await this.record(user, body.id);
    this.assertEditable(record);
    const removed = await this.deps.db.transaction().execute(async (trx) => {
      const offers = new OffersRepository(trx);
      if (!(await offers.removeRow(record.id, body.rowId))) return false;
      await offers.updateVersion(record.id, {
        updated_at: this.clock().toISOString(),
        updated_by_name: user.name,
      });
      return true;
    });
    if (!removed) throw notFound(OFFER_ROW_NOT_FOUND_MESSAGE);
    return this.get(user, record.id);
  }

  /** An open copy with a new number, today's date and validity, the same rows at today's prices. */
  async copy(user: User, id: number): Promise<Offer> {
    const record = await this.record(user, id);
    const rows = await this.offers.rows(record.id);
    const products = await this.purchaseProducts(user, productIds(rows));
    const now = this.clock();
    const at = now.toISOString();
    const day = estonianDay(now);
    const copied = copiedRows(rows, products, record.price_increase);
    const copyId = await this.deps.db.transaction().execute(async (trx) => {
      const offers = new OffersRepository(trx);
      const sequence = await nextCounterValue(trx, `offer-${user.b2b_client.id}-${estonianYear(now)}`);
      const newId = await offers.insert({
        ...record,
        id: undefined,
        number: offerNumber(estonianYear(now), sequence),
        status: 'open',
        offer_date: day,
        valid_until: offerValidUntil(day, record.valid_days),
        token_hash: null,
        token_sealed: null,
        version: 1,
        accepted_version: null,
        created_by: user.id,
        created_by_name: user.name,
        updated_by_name: user.name,
        created_at: at,
        updated_at: at,
        sent_at: null,
        sent_to: null,
        sent_by: null,
        accepted_at: null,
        accepted_name: null,
        ordered_at: null,
        order_id: null,
      });
      await offers.appendRows(newId, copied, 0);
      return newId;
    });
    return this.get(user, copyId);
  }

  /** Archived; the end customer's link stops working. */
  async archive(user: User, id: number): Promise<Offer> {
    const record = await this.record(user, id);
    await this.offers.update(record.id, {
      status: 'archived',
      token_hash: null,
      token_sealed: null,
      updated_at: this.clock().toISOString(),
      updated_by_name: user.name,
    });
    return this.get(user, record.id);
  }

  async delete(user: User, id: number): Promise<void> {
    const record = await this.record(user, id);
    await this.offers.delete(record.id);
    if (record.logo_path !== null) await this.deps.forgetLogo?.(record.logo_path);
  }

  /**
   * The offer's catalogue rows go into the cart at the buyer's purchase prices (the cart prices
   * them); own rows and products no longer sold are named in the warning. Placing an order from
   * that cart marks the offer ordered (markOrderedWithin).
   */
  async order(user: User, id: number): Promise<CartReply> {
    const record = await this.record(user, id);
    const rows = await this.offers.rows(record.id);
    const catalogue = rows.filter((row) => row.product_id !== null && row.own_product === 0);
    if (catalogue.length === 0) throw new AppError(422, 'offer_no_products', OFFER_NO_PRODUCTS_MESSAGE);
    const result = await this.deps.cart.addAll(
      user,
      catalogue.map((row) => ({ productId: row.product_id as number, quantity: row.quantity })),
    );
    if (result.added.size > 0) await this.offers.linkToCart(user.id, record.id, this.clock().toISOString());
    const warnings: string[] = [];
    const own = rows.filter((row) => row.own_product === 1);
    if (own.length > 0)
      warnings.push(`${OFFER_OWN_ROWS_SKIPPED_WARNING} ${own.map((row) => row.title).join(', ')}.`);
    const gone = catalogue.filter((row) => result.unavailable.has(row.product_id as number));
    if (gone.length > 0)
      warnings.push(`${OFFER_NOT_SOLD_WARNING} ${gone.map((row) => row.title).join(', ')}.`);
    return {
      cart: result.cart,
      message: OFFER_ORDERED_MESSAGE,
      ...(warnings.length > 0 ? { warning: warnings.join(' ') } : {}),
    };
  }

  /** Called inside the order-placing transaction. */
  async markOrderedWithin(trx: Db, userId: number, orderId: number, at: string): Promise<void> {
    await new OffersRepository(trx).markCartOffersOrdered(userId, orderId, at);
  }

  // Sending and the end customer's page (offer-links.ts).

  pdf(user: User, id: number): Promise<{ bytes: Buffer; filename: string }> {
    return this.links.pdf(user, id);
  }

  send(user: User, body: { id: number; email: string; message: string }): Promise<Offer> {
    return this.links.send(user, body);
  }

  publicView(token: string): Promise<PublicOffer> {
    return this.links.publicView(token);
  }

  publicPdf(token: string): Promise<{ bytes: Buffer; filename: string }> {
    return this.links.publicPdf(token);
  }

  accept(token: string, body: { name: string; version: number }): Promise<PublicOffer> {
    return this.links.accept(token, body);
  }
}
