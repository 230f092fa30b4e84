import {
  DEFAULT_VAT_MULTIPLIER,
  OFFER_NOT_FOUND_MESSAGE,
  offerStatus,
  type Offer,
  type OfferStatus,
  type OfferStoredStatus,
  type Product,
  type User,
} from '@kodumasinad/contract';
import type { Db } from '../../db/database.js';
import type { OfferRecord, OfferRowRecord } from '../../db/schema-offers.js';
import { estonianDay } from '../../platform/estonian-calendar.js';
import { AppError, notFound } from '../../platform/errors.js';
import { open, SecretBoxError } from '../../platform/secret-box.js';
import type { MailQueue } from '../../platform/mail-queue.js';
import type { CartService } from '../cart/cart.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { OffersRepository } from './offers.repository.js';
import { asStored, productIds, toOffer } from './offer-view.js';

export const OFFER_LOCKED_MESSAGE =
  'Kinnitatud, tellitud või arhiveeritud pakkumist ei saa muuta. Tee sellest koopia.';

/** Statuses whose offer may still be edited, sent and put in the cart. */
const EDITABLE: readonly OfferStoredStatus[] = ['open', 'sent'];

export interface OffersDeps {
  db: Db;
  catalog: CatalogService;
  cart: CartService;
  mail: MailQueue;
  appUrl: string;
  /** Seals the end customers' links at rest (platform/secret-box offerLinkKey, decision 064). */
  linkKey: Buffer;
  /** The stored logo's bytes (platform/uploads), null when the file is gone. */
  readLogo: (path: string) => Promise<Buffer | null>;
  /** Deletes a logo's file once nothing shows it any more (a deleted offer's old logo). */
  forgetLogo?: (path: string) => Promise<void>;
  clock?: () => Date;
  vatMultiplier?: number;
}

/** What the offer services share: the user's own offers read with today's status and prices. */
export class OfferReader {
  protected readonly offers: OffersRepository;
  protected readonly clock: () => Date;
  protected readonly vat: number;

  constructor(protected readonly deps: OffersDeps) {
    this.offers = new OffersRepository(deps.db);
    this.clock = deps.clock ?? (() => new Date());
    this.vat = deps.vatMultiplier ?? DEFAULT_VAT_MULTIPLIER;
  }

  protected today(): string {
    return estonianDay(this.clock());
  }

  protected async record(user: User, id: number): Promise<OfferRecord> {
    const record = await this.offers.find(user.b2b_client.id, id);
    if (record === undefined) throw notFound(OFFER_NOT_FOUND_MESSAGE);
    return record;
  }

  protected status(record: OfferRecord): OfferStatus {
    return offerStatus(asStored(record.status), record.valid_until, this.today());
  }

  protected assertEditable(record: OfferRecord): void {
    if (!EDITABLE.includes(asStored(record.status)))
      throw new AppError(422, 'offer_locked', OFFER_LOCKED_MESSAGE);
  }

  protected toOffer(
    record: OfferRecord,
    rows: readonly OfferRowRecord[],
    products: ReadonlyMap<number, Product>,
  ): Offer {
    return toOffer(record, rows, products, {
      status: this.status(record),
      vat: this.vat,
      appUrl: this.deps.appUrl,
      token: this.linkToken(record),
    });
  }

  /** The live link's token in clear; null without one, or when the key no longer opens it. */
  protected linkToken(record: OfferRecord): string | null {
    if (record.token_hash === null || record.token_sealed === null) return null;
    try {
      return open(this.deps.linkKey, record.token_sealed);
    } catch (error) {
      if (error instanceof SecretBoxError) return null;
      throw error;
    }
  }

  /** Products still sold, at the user's purchase prices (the default price list). */
  protected async purchaseProducts(user: User, ids: readonly number[]): Promise<Map<number, Product>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const products = await this.deps.catalog.pricedProducts({ ...user, active_pricelist: 'default' }, unique);
    return new Map(products.map((product) => [product.id, product]));
  }

  protected async offer(user: User, record: OfferRecord): Promise<Offer> {
    const rows = await this.offers.rows(record.id);
    const products = await this.purchaseProducts(user, productIds(rows));
    return this.toOffer(record, rows, products);
  }

  async get(user: User, id: number): Promise<Offer> {
    return this.offer(user, await this.record(user, id));
  }
}
