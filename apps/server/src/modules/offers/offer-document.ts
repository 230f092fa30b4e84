import {
  formatEuroCents,
  formatPercent,
  OFFER_DOCUMENT_LABELS,
  offerUnit,
  type Offer,
} from '@kodumasinad/contract';
import { PdfWriter } from '../../platform/pdf.js';

/** The company that makes the offer: the buyer, never the wholesaler (the end customer must not see us). */
export interface OfferIssuer {
  name: string;
  registryCode: string | null;
  vatNumber: string | null;
  address: string;
  phone: string | null;
  email: string | null;
  /** PNG bytes of the stored logo. */
  logo: Buffer | null;
}

export interface OfferDocument {
  offer: Offer;
  vatPercent: number;
}

export const money = (language: 'et' | 'en', cents: number) => formatEuroCents(cents, language);

export const day = (value: string) => {
  const [year, month, date] = value.split('-');
  return `${date}.${month}.${year}`;
};

const percent = (language: 'et' | 'en', value: number) => formatPercent(value, language);

/**
 * The offer document of issue 12: the buyer's logo and company, the customer, number, dates and
 * terms, the rows table (continued over pages with its header), totals with VAT, intro and
 * signature, in the offer's language. Purchase prices and margins are never written.
 */
export async function renderOfferPdf(
  { offer, vatPercent }: OfferDocument,
  issuer: OfferIssuer,
): Promise<Buffer> {
  const language = offer.language;
  const labels = OFFER_DOCUMENT_LABELS[language];
  const pdf = new PdfWriter({ title: `${labels.title} ${offer.number}`, author: issuer.name, language });
  const doc = pdf.doc;
  const top = doc.y;

  // Header: logo (or the company name) on the left, the document's identity on the right.
  if (issuer.logo !== null) {
    try {
      pdf.image(issuer.logo, { width: 180, height: 70 });
    } catch {
      // A logo pdfkit cannot read is left out rather than failing the whole document.
    }
  }
  const rightX = pdf.left + pdf.width - 220;
  doc.y = top;
  pdf.font('bold', 18).text(labels.title, { x: rightX, width: 220, align: 'right' });
  pdf.font('regular', 9);
  for (const [label, value] of [
    [labels.number, offer.number],
    [labels.date, day(offer.date)],
    [labels.validUntil, day(offer.valid_until)],
    [labels.paymentTerm, offer.payment_term_label],
  ] as const) {
    pdf.text(`${label}: ${value}`, { x: rightX, width: 220, align: 'right' });
  }
  doc.y = Math.max(doc.y, top + 80);
  pdf.moveDown(0.5);

  // The issuer and the customer side by side.
  const blockTop = doc.y;
  const half = pdf.width / 2 - 10;
  pdf.font('bold', 10).text(issuer.name, { width: half });
  pdf.font('regular', 9);
  const issuerLines = [
    issuer.registryCode === null ? '' : `${labels.registryCode}: ${issuer.registryCode}`,
    issuer.vatNumber === null ? '' : `${labels.vatNumber}: ${issuer.vatNumber}`,
    issuer.address,
    issuer.phone === null ? '' : `${labels.phone}: ${issuer.phone}`,
    issuer.email === null ? '' : `${labels.email}: ${issuer.email}`,
  ].filter((line) => line !== '');
  for (const line of issuerLines) pdf.text(line, { width: half });
  const issuerBottom = doc.y;

  doc.y = blockTop;
  const customerX = pdf.left + pdf.width / 2 + 10;
  pdf.font('bold', 10).text(labels.customer, { x: customerX, width: half });
  pdf.font('regular', 9);
  const customerLines = [
    offer.customer_company,
    offer.customer_name,
    offer.customer_registry_code === '' ? '' : `${labels.registryCode}: ${offer.customer_registry_code}`,
    offer.customer_address,
    offer.customer_phone === '' ? '' : `${labels.phone}: ${offer.customer_phone}`,
    offer.customer_email === '' ? '' : `${labels.email}: ${offer.customer_email}`,
  ].filter((line) => line !== '');
  for (const line of customerLines) pdf.text(line, { x: customerX, width: half });
  doc.y = Math.max(doc.y, issuerBottom);
  doc.x = pdf.left;
  pdf.moveDown(1);

  if (offer.title !== '') pdf.font('bold', 12).text(offer.title).moveDown(0.3);
  if (offer.intro !== '') pdf.font('regular', 9).text(offer.intro).moveDown(0.8);

  pdf.table(
    [
      { header: labels.product, width: 5 },
      { header: labels.code, width: 2 },
      { header: labels.quantity, width: 1.3, align: 'right' },
      { header: labels.unitPrice, width: 2, align: 'right' },
      { header: labels.discount, width: 1.5, align: 'right' },
      { header: labels.total, width: 2.2, align: 'right' },
    ],
    offer.rows.map((row) => [
      row.title,
      row.code,
      `${row.quantity} ${offerUnit(row.unit, language)}`,
      money(language, row.price),
      row.discount === 0 ? '' : percent(language, row.discount),
      money(language, row.total),
    ]),
  );
  pdf.moveDown(0.8);
  pdf.keyValues([
    { label: labels.net, value: money(language, offer.totals.net) },
    { label: labels.vat(vatPercent), value: money(language, offer.totals.vat) },
    { label: labels.gross, value: money(language, offer.totals.gross), bold: true },
  ]);
  if (offer.signature !== '') {
    pdf.moveDown(1.5);
    pdf.ensureSpace(40);
    pdf.font('regular', 9).text(offer.signature);
  }
  return pdf.finish((page, pages) => `${offer.number} · ${labels.page(page, pages)}`);
}
