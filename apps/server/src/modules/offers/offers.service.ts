import { randomBytes } from 'node:crypto';
import {
  DEFAULT_OFFER_PAYMENT_TERM,
  DEFAULT_OFFER_VALID_DAYS,
  DEFAULT_VAT_MULTIPLIER,
  MAX_OFFER_ROWS,
  OFFER_CUSTOMER_REQUIRED_MESSAGE,
  OFFER_NOT_FOUND_MESSAGE,
  OFFER_ROW_NOT_FOUND_MESSAGE,
  OFFER_ROWS_MESSAGE,
  OFFER_STATUS_LABELS,
  OFFERS_PER_PAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  defaultUnitPrice,
  marginOf,
  offerNumber,
  offerStatus,
  offerTotals,
  offerValidUntil,
  paymentTermLabel,
  rowTotal,
  vatPercent,
  type CartReply,
  type Offer,
  type OfferLanguage,
  type OfferListItem,
  type OfferRow,
  type OfferSave,
  type OffersIndexReply,
  type OffersListQuery,
  type OffersListReply,
  type OfferStatus,
  type OfferStoredStatus,
  type Product,
  type PublicOffer,
  type User,
} from '@kodumasinad/contract';
import { nextCounterValue } from '../../db/counters.js';
import type { Db } from '../../db/database.js';
import type { OfferRecord, OfferRowRecord } from '../../db/schema-offers.js';
import { estonianDay, estonianYear } from '../../platform/estonian-calendar.js';
import { AppError, forbidden, invalidInput, notFound } from '../../platform/errors.js';
import type { MailQueue } from '../../platform/mail-queue.js';
import type { CartService } from '../cart/cart.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { renderOfferPdf, type OfferDocument, type OfferIssuer } from './offer-document.js';
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
export const OFFER_LOCKED_MESSAGE =
  'Kinnitatud, tellitud või arhiveeritud pakkumist ei saa muuta. Tee sellest koopia.';
export const OFFER_EXPIRED_MESSAGE = 'Pakkumine on aegunud.';
export const OFFER_ACCEPTED_MESSAGE = 'Pakkumine on kinnitatud. Täname!';
export const OFFER_NOT_SENDABLE_MESSAGE = 'Seda pakkumist ei saa saata.';
export const NEW_OFFER_TITLE = 'Uus pakkumine';
export const OWN_PRODUCT_TITLE = 'Oma toode';

/** Statuses whose offer may still be edited, sent and put in the cart. */
const EDITABLE: readonly OfferStoredStatus[] = ['open', 'sent'];
/** Statuses whose end-customer link works. */
const LINKED: readonly OfferStoredStatus[] = ['sent', 'accepted', 'ordered'];

export interface OffersDeps {
  db: Db;
  catalog: CatalogService;
  cart: CartService;
  mail: MailQueue;
  appUrl: string;
  /** The stored logo's bytes (platform/uploads), null when the file is gone. */
  readLogo: (path: string) => Promise<Buffer | null>;
  clock?: () => Date;
  vatMultiplier?: number;
}

const asStored = (status: string): OfferStoredStatus =>
  (['open', 'sent', 'accepted', 'ordered', 'archived'] as const).find((s) => s === status) ?? 'open';
const asLanguage = (language: string): OfferLanguage => (language === 'en' ? 'en' : 'et');
const newToken = () => randomBytes(24).toString('base64url');

/** The buyers' offers to their own customers (issue 12): rules and transactions. */
export class OffersService {
  private readonly offers: OffersRepository;
  private readonly clock: () => Date;
  private readonly vat: number;

  constructor(private readonly deps: OffersDeps) {
    this.offers = new OffersRepository(deps.db);
    this.clock = deps.clock ?? (() => new Date());
    this.vat = deps.vatMultiplier ?? DEFAULT_VAT_MULTIPLIER;
  }

  /** 403 with a way home unless the user's company may make offers (SPEC §4). */
  assertAllowed(user: User): void {
    if (!user.b2b_client.can_offers) throw forbidden(OFFERS_FORBIDDEN_MESSAGE, '/');
  }

  private today(): string {
    return estonianDay(this.clock());
  }

  private async record(user: User, id: number): Promise<OfferRecord> {
    const record = await this.offers.find(user.b2b_client.id, id);
    if (record === undefined) throw notFound(OFFER_NOT_FOUND_MESSAGE);
    return record;
  }

  private status(record: OfferRecord): OfferStatus {
    return offerStatus(asStored(record.status), record.valid_until, this.today());
  }

  private toRow(row: OfferRowRecord, urls: ReadonlyMap<number, Product>): OfferRow {
    const total = rowTotal(row.price, row.quantity, row.discount);
    const margin = row.purchase_price === null ? null : marginOf(total, row.purchase_price * row.quantity);
    const product = row.product_id === null ? undefined : urls.get(row.product_id);
    return {
      rowId: row.id,
      product_id: row.product_id,
      own_product: row.own_product === 1,
      title: row.title,
      code: row.code,
      unit: row.unit,
      quantity: row.quantity,
      price: row.price,
      custom_price: row.custom_price === 1,
      discount: row.discount,
      total,
      purchase_price: row.purchase_price,
      margin: margin?.amount ?? null,
      margin_percent: margin?.percent ?? null,
      url: product?.url ?? null,
      filename: product?.filename ?? null,
    };
  }

  private totals(rows: readonly OfferRowRecord[]) {
    return offerTotals(
      rows.map((row) => ({
        quantity: row.quantity,
        price: row.price,
        discount: row.discount,
        purchasePrice: row.purchase_price,
      })),
      this.vat,
    );
  }

  private toOffer(
    record: OfferRecord,
    rows: readonly OfferRowRecord[],
    products: ReadonlyMap<number, Product>,
  ): Offer {
    const status = this.status(record);
    const language = asLanguage(record.language);
    return {
      id: record.id,
      number: record.number,
      status,
      status_label: OFFER_STATUS_LABELS[status],
      title: record.title,
      customer_name: record.customer_name,
      customer_company: record.customer_company,
      customer_registry_code: record.customer_registry_code,
      customer_email: record.customer_email,
      customer_phone: record.customer_phone,
      customer_address: record.customer_address,
      language,
      date: record.offer_date,
      valid_days: record.valid_days,
      valid_until: record.valid_until,
      payment_term: record.payment_term,
      payment_term_label: paymentTermLabel(record.payment_term, language),
      price_increase: record.price_increase,
      intro: record.intro,
      signature: record.signature,
      logo: record.logo_path === null ? null : `/images/${record.logo_path}`,
      rows: rows.map((row) => this.toRow(row, products)),
      totals: this.totals(rows),
      created_by: record.created_by_name,
      created_at: record.created_at,
      updated_by: record.updated_by_name,
      updated_at: record.updated_at,
      sent_at: record.sent_at,
      sent_to: record.sent_to,
      accepted_at: record.accepted_at,
      accepted_by: record.accepted_name,
      ordered_at: record.ordered_at,
      customer_url: record.token === null ? null : this.customerUrl(record.token),
    };
  }

  private customerUrl(token: string): string {
    return `${this.deps.appUrl.replace(/\/$/, '')}/pakkumine/${token}`;
  }

  /** Products still sold, at the user's purchase prices (the default price list). */
  private async purchaseProducts(user: User, ids: readonly number[]): Promise<Map<number, Product>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const products = await this.deps.catalog.pricedProducts({ ...user, active_pricelist: 'default' }, unique);
    return new Map(products.map((product) => [product.id, product]));
  }

  private async offer(user: User, record: OfferRecord): Promise<Offer> {
    const rows = await this.offers.rows(record.id);
    const products = await this.purchaseProducts(
      user,
      rows.flatMap((row) => (row.product_id === null ? [] : [row.product_id])),
    );
    return this.toOffer(record, rows, products);
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
    const data = records.map((record): OfferListItem => {
      const shown = this.status(record);
      const totals = this.totals(rows.get(record.id) ?? []);
      return {
        id: record.id,
        number: record.number,
        status: shown,
        status_label: OFFER_STATUS_LABELS[shown],
        title: record.title,
        customer_name: record.customer_name,
        customer_company: record.customer_company,
        valid_until: record.valid_until,
        created_by: record.created_by_name,
        updated_at: record.updated_at,
        total: totals.net,
        total_vat: totals.gross,
      };
    });
    return {
      data,
      meta: {
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / OFFERS_PER_PAGE)),
        per_page: OFFERS_PER_PAGE,
        total,
      },
    };
  }

  async get(user: User, id: number): Promise<Offer> {
    return this.offer(user, await this.record(user, id));
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
        token: null,
        created_by: user.id,
        created_by_name: user.name,
        updated_by_name: user.name,
        created_at: at,
        updated_at: at,
      });
    });
    return this.get(user, id);
  }

  private assertEditable(record: OfferRecord): void {
    if (!EDITABLE.includes(asStored(record.status)))
      throw new AppError(422, 'offer_locked', OFFER_LOCKED_MESSAGE);
  }

  /** Rows as stored: catalogue rows named and priced from the catalogue, never from the request. */
  private async pricedRows(user: User, save: OfferSave): Promise<NewOfferRow[]> {
    const products = await this.purchaseProducts(
      user,
      save.rows.flatMap((row) => (row.productId === null ? [] : [row.productId])),
    );
    const missing: Record<string, string[]> = {};
    const rows = save.rows.map((row, index): NewOfferRow => {
      if (row.ownProduct || row.productId === null) {
        return {
          product_id: null,
          own_product: 1,
          title: row.title,
          code: row.code,
          unit: row.unit === '' ? 'tk' : row.unit,
          quantity: row.quantity,
          price: row.price ?? 0,
          custom_price: 1,
          discount: row.discount,
          purchase_price: null,
        };
      }
      const product = products.get(row.productId);
      if (product === undefined) missing[`rows.${index}.product_id`] = [PRODUCT_NOT_FOUND_MESSAGE];
      const purchase = product?.price ?? 0;
      return {
        product_id: row.productId,
        own_product: 0,
        title: product?.title ?? row.title,
        code: product?.code ?? row.code,
        unit: row.unit === '' ? 'tk' : row.unit,
        quantity: row.quantity,
        price: row.price ?? defaultUnitPrice(purchase, save.price_increase),
        custom_price: row.price === null ? 0 : 1,
        discount: row.discount,
        purchase_price: purchase,
      };
    });
    if (Object.keys(missing).length > 0) throw invalidInput(missing);
    return rows;
  }

  /** Saves the fields and all rows at once; nothing is written when anything is wrong. */
  async save(user: User, id: number, save: OfferSave): Promise<Offer> {
    const record = await this.record(user, id);
    this.assertEditable(record);
    const rows = await this.pricedRows(user, save);
    const at = this.clock().toISOString();
    await this.deps.db.transaction().execute(async (trx) => {
      const offers = new OffersRepository(trx);
      await offers.update(id, {
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
      });
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
      row = {
        product_id: null,
        own_product: 1,
        title: OWN_PRODUCT_TITLE,
        code: '',
        unit: 'tk',
        quantity: 1,
        price: 0,
        custom_price: 1,
        discount: 0,
        purchase_price: null,
      };
    } else {
      const product = (await this.purchaseProducts(user, [body.product_id])).get(body.product_id);
      if (product === undefined) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
      row = {
        product_id: product.id,
        own_product: 0,
        title: product.title,
        code: product.code,
        unit: 'tk',
        quantity: 1,
        price: defaultUnitPrice(product.price, record.price_increase),
        custom_price: 0,
        discount: 0,
        purchase_price: product.price,
      };
    }
    await this.deps.db.transaction().execute(async (trx) => {
      const offers = new OffersRepository(trx);
      await offers.appendRows(record.id, [row]);
      await offers.update(record.id, { updated_at: this.clock().toISOString(), updated_by_name: user.name });
    });
    return this.get(user, record.id);
  }

  async removeRow(user: User, body: { id: number; rowId: number }): Promise<Offer> {
    const record = await this.record(user, body.id);
    this.assertEditable(record);
    const removed = await this.deps.db.transaction().execute(async (trx) => {
      const offers = new OffersRepository(trx);
      if (!(await offers.removeRow(record.id, body.rowId))) return false;
      await offers.update(record.id, { updated_at: this.clock().toISOString(), updated_by_name: user.name });
      return true;
    });
    if (!removed) throw notFound(OFFER_ROW_NOT_FOUND_MESSAGE);
    return this.get(user, record.id);
  }

  /** An open copy with a new number, today's date and validity, the same rows at today's prices. */
  async copy(user: User, id: number): Promise<Offer> {
    const record = await this.record(user, id);
    const rows = await this.offers.rows(record.id);
    const products = await this.purchaseProducts(
      user,
      rows.flatMap((row) => (row.product_id === null ? [] : [row.product_id])),
    );
    const now = this.clock();
    const at = now.toISOString();
    const day = estonianDay(now);
    const copied = rows.map((row): NewOfferRow => {
      const product = row.product_id === null ? undefined : products.get(row.product_id);
      const purchase = product?.price ?? row.purchase_price;
      const followsMarkup = row.custom_price === 0 && purchase !== null;
      return {
        product_id: row.product_id,
        own_product: row.own_product,
        title: product?.title ?? row.title,
        code: product?.code ?? row.code,
        unit: row.unit,
        quantity: row.quantity,
        price: followsMarkup ? defaultUnitPrice(purchase, record.price_increase) : row.price,
        custom_price: row.custom_price,
        discount: row.discount,
        purchase_price: purchase,
      };
    });
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
        token: null,
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
      token: null,
      updated_at: this.clock().toISOString(),
      updated_by_name: user.name,
    });
    return this.get(user, record.id);
  }

  async delete(user: User, id: number): Promise<void> {
    const record = await this.record(user, id);
    await this.offers.delete(record.id);
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

  private async issuer(clientId: number, record: OfferRecord): Promise<OfferIssuer> {
    const client = await this.offers.client(clientId);
    const logo = record.logo_path === null ? null : await this.deps.readLogo(record.logo_path);
    return {
      name: client?.name ?? '',
      registryCode: client?.registry_code ?? null,
      vatNumber: client?.vat_number ?? null,
      address: [client?.address, [client?.postal_code, client?.city].filter(Boolean).join(' ')]
        .filter((part): part is string => typeof part === 'string' && part !== '')
        .join(', '),
      phone: client?.phone ?? null,
      email: client?.email ?? null,
      logo,
    };
  }

  private document(offer: Offer): OfferDocument {
    return { offer, vatPercent: vatPercent(this.vat) };
  }

  /** The offer as the end customer sees it, as a PDF; the file is named after the number. */
  async pdf(user: User, id: number): Promise<{ bytes: Buffer; filename: string }> {
    const record = await this.record(user, id);
    return this.renderRecord(user.b2b_client.id, record, await this.offer(user, record));
  }

  private async renderRecord(
    clientId: number,
    record: OfferRecord,
    offer: Offer,
  ): Promise<{ bytes: Buffer; filename: string }> {
    const bytes = await renderOfferPdf(this.document(offer), await this.issuer(clientId, record));
    return { bytes, filename: `${record.number}.pdf` };
  }

  /** E-mails the offer with its PDF and the customer's link; the offer becomes sent. */
  async send(user: User, body: { id: number; email: string; message: string }): Promise<Offer> {
    const record = await this.record(user, body.id);
    this.assertEditable(record);
    if (this.status(record) === 'expired')
      throw new AppError(422, 'offer_expired', OFFER_EXPIRED_MESSAGE, {
        valid_days: [OFFER_EXPIRED_MESSAGE],
      });
    if (record.customer_name.trim() === '')
      throw invalidInput({ customer_name: [OFFER_CUSTOMER_REQUIRED_MESSAGE] });
    const token = record.token ?? newToken();
    const at = this.clock().toISOString();
    const offer = await this.offer(user, { ...record, token, status: 'sent' });
    const { bytes, filename } = await this.renderRecord(user.b2b_client.id, record, offer);
    const english = offer.language === 'en';
    const link = this.customerUrl(token);
    const intro = body.message === '' ? '' : `${body.message}\n\n`;
    const text = english
      ? `${intro}Please find our quotation ${record.number} attached.\nYou can view and accept it here: ${link}\n\n${offer.signature}`
      : `${intro}Saadame Teile hinnapakkumise ${record.number} (manuses).\nPakkumist saate vaadata ja kinnitada siin: ${link}\n\n${offer.signature}`;
    await this.deps.db.transaction().execute(async (trx) => {
      await new OffersRepository(trx).update(record.id, {
        status: 'sent',
        token,
        sent_at: at,
        sent_to: body.email,
        sent_by: user.id,
        customer_email: record.customer_email === '' ? body.email : record.customer_email,
        updated_at: at,
        updated_by_name: user.name,
      });
      await this.deps.mail.send(
        {
          to: body.email,
          subject: english
            ? `Quotation ${record.number}${record.title === '' ? '' : `: ${record.title}`}`
            : `Hinnapakkumine ${record.number}${record.title === '' ? '' : `: ${record.title}`}`,
          text,
          replyTo: user.email,
          attachments: [{ filename, contentType: 'application/pdf', content: bytes }],
        },
        trx,
      );
    });
    return this.get(user, record.id);
  }

  // The end customer's page: everything by the token, nothing of the buyer's own figures.

  private async linked(token: string): Promise<OfferRecord> {
    const record = await this.offers.findByToken(token);
    if (record === undefined || !LINKED.includes(asStored(record.status)))
      throw notFound(OFFER_NOT_FOUND_MESSAGE);
    return record;
  }

  private async publicOffer(record: OfferRecord): Promise<PublicOffer> {
    const rows = await this.offers.rows(record.id);
    const offer = this.toOffer(record, rows, new Map());
    const issuer = await this.issuer(record.b2b_client_id, { ...record, logo_path: null });
    const expired = offer.status === 'expired';
    return {
      number: offer.number,
      title: offer.title,
      language: offer.language,
      date: offer.date,
      valid_until: offer.valid_until,
      payment_term_label: offer.payment_term_label,
      intro: offer.intro,
      signature: offer.signature,
      logo: offer.logo,
      customer_name: offer.customer_name,
      customer_company: offer.customer_company,
      customer_registry_code: offer.customer_registry_code,
      customer_email: offer.customer_email,
      customer_phone: offer.customer_phone,
      customer_address: offer.customer_address,
      accepted_at: offer.accepted_at,
      accepted_by: offer.accepted_by,
      rows: offer.rows.map(({ title, code, unit, quantity, price, discount, total }) => ({
        title,
        code,
        unit,
        quantity,
        price,
        discount,
        total,
      })),
      totals: { net: offer.totals.net, vat: offer.totals.vat, gross: offer.totals.gross },
      vat_percent: vatPercent(this.vat),
      seller: {
        name: issuer.name,
        registry_code: issuer.registryCode,
        vat_number: issuer.vatNumber,
        contact: [issuer.address, issuer.phone].filter((part) => part !== null && part !== '').join(', '),
        email: issuer.email ?? '',
      },
      expired,
      can_accept: !expired && asStored(record.status) === 'sent',
      pdf_url: `/api/public/offers/${record.token ?? ''}/pdf`,
    };
  }

  async publicView(token: string): Promise<PublicOffer> {
    return this.publicOffer(await this.linked(token));
  }

  async publicPdf(token: string): Promise<{ bytes: Buffer; filename: string }> {
    const record = await this.linked(token);
    const rows = await this.offers.rows(record.id);
    return this.renderRecord(record.b2b_client_id, record, this.toOffer(record, rows, new Map()));
  }

  /** The end customer accepts: recorded with their name, and the buyer who sent it is told. */
  async accept(token: string, name: string): Promise<PublicOffer> {
    const record = await this.linked(token);
    if (this.status(record) === 'expired') throw new AppError(422, 'offer_expired', OFFER_EXPIRED_MESSAGE);
    if (asStored(record.status) !== 'sent') return this.publicOffer(record);
    const at = this.clock().toISOString();
    await this.deps.db.transaction().execute(async (trx) => {
      const offers = new OffersRepository(trx);
      const changed = await offers.updateIfStatus(record.id, ['sent'], {
        status: 'accepted',
        accepted_at: at,
        accepted_name: name,
        updated_at: at,
      });
      const buyer = record.sent_by === null ? undefined : await offers.userEmail(record.sent_by);
      if (changed && buyer !== undefined) {
        await this.deps.mail.send(
          {
            to: buyer.email,
            subject: `Pakkumine ${record.number} on kinnitatud`,
            text: `Tere, ${buyer.name}!\n\n${name} kinnitas pakkumise ${record.number}${
              record.customer_company === '' ? '' : ` (${record.customer_company})`
            }.\n\nPakkumine: ${this.deps.appUrl.replace(/\/$/, '')}/pakkumised/${record.id}\n`,
          },
          trx,
        );
      }
    });
    return this.publicView(token);
  }
}
