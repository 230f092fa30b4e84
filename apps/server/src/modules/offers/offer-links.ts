import { randomBytes } from 'node:crypto';
import {
  OFFER_CHANGED_CODE,
  OFFER_CHANGED_MESSAGE,
  OFFER_CUSTOMER_REQUIRED_MESSAGE,
  offerUnit,
  OFFER_NOT_FOUND_MESSAGE,
  vatPercent,
  type Offer,
  type OfferStoredStatus,
  type PublicOffer,
  type User,
} from '@kodumasinad/contract';
import type { OfferRecord } from '../../db/schema-offers.js';
import { AppError, invalidInput, notFound } from '../../platform/errors.js';
import { seal } from '../../platform/secret-box.js';
import { hashToken } from '../../platform/sessions.js';
import { renderOfferPdf, type OfferIssuer } from './offer-document.js';
import { OfferReader } from './offer-reader.js';
import { offerMail } from './offer-mail.js';
import { asStored, customerUrl } from './offer-view.js';
import { OffersRepository } from './offers.repository.js';

export const OFFER_EXPIRED_MESSAGE = 'Pakkumine on aegunud.';

const offerChanged = () => new AppError(409, OFFER_CHANGED_CODE, OFFER_CHANGED_MESSAGE);

/** Statuses whose end-customer link works. */
const LINKED: readonly OfferStoredStatus[] = ['sent', 'accepted', 'ordered'];

const newToken = () => randomBytes(24).toString('base64url');

/**
 * The offer leaving the buyer: its PDF, the e-mail with the end customer's link, and the end
 * customer's page behind that link (everything by the token, nothing of the buyer's own figures).
 */
export class OfferLinks extends OfferReader {
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
    const document = { offer, vatPercent: vatPercent(this.vat) };
    const bytes = await renderOfferPdf(document, await this.issuer(clientId, record));
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
    // A resent offer keeps its link; the link is stored hashed, and sealed for the buyer's view.
    const token = this.linkToken(record) ?? newToken();
    const at = this.clock().toISOString();
    const stored = { token_hash: hashToken(token), token_sealed: seal(this.deps.linkKey, token) };
    const offer = await this.offer(user, { ...record, ...stored, status: 'sent' });
    const issuer = await this.issuer(user.b2b_client.id, record);
    const bytes = await renderOfferPdf({ offer, vatPercent: vatPercent(this.vat) }, issuer);
    const mail = offerMail({
      to: body.email,
      replyTo: user.email,
      message: body.message,
      link: customerUrl(this.deps.appUrl, token),
      offer,
      issuer,
      pdf: { filename: `${record.number}.pdf`, contentType: 'application/pdf', content: bytes },
    });
    await this.deps.db.transaction().execute(async (trx) => {
      await new OffersRepository(trx).update(record.id, {
        status: 'sent',
        ...stored,
        sent_at: at,
        sent_to: body.email,
        sent_by: user.id,
        customer_email: record.customer_email === '' ? body.email : record.customer_email,
        updated_at: at,
        updated_by_name: user.name,
      });
      await this.deps.mail.send(mail, trx);
    });
    return this.get(user, record.id);
  }

  private async linked(token: string): Promise<OfferRecord> {
    const record = await this.offers.findByTokenHash(hashToken(token));
    if (record === undefined || !LINKED.includes(asStored(record.status)))
      throw notFound(OFFER_NOT_FOUND_MESSAGE);
    return record;
  }

  private async publicOffer(record: OfferRecord, token: string): Promise<PublicOffer> {
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
      version: record.version,
      rows: offer.rows.map(({ title, code, unit, quantity, price, discount, total }) => ({
        title,
        code,
        unit: offerUnit(unit, offer.language),
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
      pdf_url: `/api/public/offers/${token}/pdf`,
    };
  }

  async publicView(token: string): Promise<PublicOffer> {
    return this.publicOffer(await this.linked(token), token);
  }

  async publicPdf(token: string): Promise<{ bytes: Buffer; filename: string }> {
    const record = await this.linked(token);
    const rows = await this.offers.rows(record.id);
    return this.renderRecord(record.b2b_client_id, record, this.toOffer(record, rows, new Map()));
  }

  /**
   * The end customer accepts the version they saw: recorded with their name and that version,
   * and the buyer who sent it is told. A changed offer is refused with 409 (issue 22 item 3).
   */
  async accept(token: string, { name, version }: { name: string; version: number }): Promise<PublicOffer> {
    const record = await this.linked(token);
    if (this.status(record) === 'expired') throw new AppError(422, 'offer_expired', OFFER_EXPIRED_MESSAGE);
    if (asStored(record.status) !== 'sent') return this.publicOffer(record, token);
    if (record.version !== version) throw offerChanged();
    const at = this.clock().toISOString();
    await this.deps.db.transaction().execute(async (trx) => {
      const offers = new OffersRepository(trx);
      const changed = await offers.updateIfStatus(
        record.id,
        ['sent'],
        {
          status: 'accepted',
          accepted_at: at,
          accepted_name: name,
          accepted_version: version,
          updated_at: at,
        },
        version,
      );
      // Changed between the read above and this write: refuse as well.
      if (!changed && (await offers.findByTokenHash(hashToken(token)))?.version !== version)
        throw offerChanged();
      const buyer = record.sent_by === null ? undefined : await offers.userEmail(record.sent_by);
      if (changed && buyer !== undefined) {
        await this.deps.mail.send(
          {
            to: buyer.email,
            subject: `Pakkumine ${record.number} on kinnitatud`,
            text: `Tere, ${buyer.name}!\n\n${name} kinnitas pakkumise ${record.number}${
              record.customer_company === '' ? '' : ` (${record.customer_company})`
            }, versiooni ${version}.\n\nPakkumine: ${this.deps.appUrl.replace(/\/$/, '')}/pakkumised/${record.id}\n`,
          },
          trx,
        );
      }
    });
    return this.publicView(token);
  }
}
