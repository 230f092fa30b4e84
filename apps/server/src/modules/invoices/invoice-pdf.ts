import {
  formatDay,
  formatEuroCentsPlain,
  formatIban,
  formatPercent,
  type Invoice,
} from '@kodumasinad/contract';
import { PdfWriter } from '../../platform/pdf.js';

/**
 * The invoice as an A4 PDF (issue 13) with every field an Estonian invoice must show (VAT Act
 * §37, DOMAIN.md): seller and buyer with registry code and VAT number, number and date, rows
 * with quantity, net price, discount and VAT rate (continuing over pages), taxable amount per
 * rate, VAT, total, payments received, reference number, due date and the seller's accounts.
 * Built on the shared platform/pdf.ts (embedded DejaVu font: Estonian letters and €) with the
 * offer document's layout (issue 22): the seller's logo and document identity at the top,
 * codes and amounts never wrapped, grouped amounts, the payment details in a box of their own.
 * Each block is one function below, drawn in order by renderInvoicePdf.
 */

/** Cents as '3 738,55 €' (the contract's formatter; plain spaces: they copy and search as typed). */
export const pdfMoney = (cents: number) => formatEuroCentsPlain(cents);
/** yyyy-mm-dd as dd.mm.yyyy. */
export const pdfDate = (day: string): string => formatDay(day);

/** The shop's brand colour (apps/web --color-brand-800) and a light tint of it. */
const BRAND = '#1e32af';
const BRAND_TINT = '#eef1fc';
const MUTED = '#555555';

export async function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const pdf = new PdfWriter({ title: `Arve ${invoice.number}`, author: invoice.seller.name, language: 'et' });
  drawHeader(pdf, invoice);
  drawParties(pdf, invoice);
  drawRows(pdf, invoice);
  drawTotals(pdf, invoice);
  drawPaymentDetails(pdf, invoice);
  drawPaymentsReceived(pdf, invoice);
  const { seller } = invoice;
  return pdf.finish(
    (page, pages) =>
      `${seller.name} · Registrikood ${seller.registry_code} · KMKR ${seller.vat_number} · ` +
      `Arve ${invoice.number} · Lk ${page}/${pages}`,
  );
}

/**
 * The seller's logo, drawn (the shop has no picture of one; decision 025 keeps documents free of
 * downloads): the site header's mark — a white K on a brand-blue rounded square — and the name.
 */
function drawLogo(pdf: PdfWriter, name: string, x: number, y: number): number {
  const doc = pdf.doc;
  const size = 34;
  doc.save();
  doc.roundedRect(x, y, size, size, 6).fill(BRAND);
  doc
    .font('bold')
    .fontSize(22)
    .fillColor('white')
    .text('K', x, y + 5, { width: size, align: 'center', lineBreak: false });
  doc.restore();
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(BRAND)
    .text(name, x + size + 10, y + 9, { width: 200, lineBreak: false });
  doc.fillColor('black');
  return size;
}

/** Logo on the left; the title, number, dates and reference number on the right. */
function drawHeader(pdf: PdfWriter, invoice: Invoice): void {
  const doc = pdf.doc;
  const top = doc.y;
  const logoHeight = drawLogo(pdf, invoice.seller.name, pdf.left, top);
  const boxWidth = 260;
  const x = pdf.left + pdf.width - boxWidth;
  doc.y = top;
  pdf.font('bold', 16).text(`Arve nr ${invoice.number}`, { x, width: boxWidth, align: 'right' });
  pdf.font('regular', 9);
  for (const line of [
    `Kuupäev: ${pdfDate(invoice.issue_date)}`,
    `Maksetähtaeg: ${pdfDate(invoice.due_date)}`,
    `Viitenumber: ${invoice.reference_number}`,
    `Tellimus: ${invoice.order_number}`,
    `Staatus: ${invoice.status_label}`,
  ]) {
    pdf.text(line, { x, width: boxWidth, align: 'right' });
  }
  doc.x = pdf.left;
  doc.y = Math.max(doc.y, top + logoHeight);
  pdf.moveDown(1);
}

/** Seller and buyer side by side. */
function drawParties(pdf: PdfWriter, invoice: Invoice): void {
  const doc = pdf.doc;
  const top = doc.y;
  const half = pdf.width / 2 - 10;
  const party = (title: string, name: string, lines: string[], x: number) => {
    doc.y = top;
    pdf.font('bold', 8).text(title.toUpperCase(), { x, width: half });
    doc.fillColor('black');
    pdf.font('bold', 10).text(name, { x, width: half });
    pdf.font('regular', 9);
    for (const line of lines) pdf.text(line, { x, width: half });
    return doc.y;
  };
  const { seller, buyer } = invoice;
  const sellerEnd = party(
    'Müüja',
    seller.name,
    [
      seller.address,
      `Registrikood: ${seller.registry_code}`,
      `KMKR: ${seller.vat_number}`,
      `Telefon: ${seller.phone}`,
      `E-post: ${seller.email}`,
    ],
    pdf.left,
  );
  const buyerEnd = party(
    'Ostja',
    buyer.name,
    [
      buyer.address,
      ...(buyer.registry_code ? [`Registrikood: ${buyer.registry_code}`] : []),
      ...(buyer.vat_number ? [`KMKR: ${buyer.vat_number}`] : []),
    ],
    pdf.left + pdf.width / 2 + 10,
  );
  doc.x = pdf.left;
  doc.y = Math.max(sellerEnd, buyerEnd);
  pdf.moveDown(1);
  deliveryBlock(pdf, invoice.delivery);
}

/** The rows: only the title wraps; codes, quantities and amounts keep to one line. */
function drawRows(pdf: PdfWriter, invoice: Invoice): void {
  pdf.table(
    [
      { header: 'Kood', width: 1, nowrap: true },
      { header: 'Nimetus', width: 1 },
      { header: 'Kogus', width: 1, align: 'right', nowrap: true },
      { header: 'Hind km-ta', width: 1, align: 'right', nowrap: true },
      { header: 'Allahindlus', width: 1, align: 'right', nowrap: true },
      { header: 'KM', width: 1, align: 'right', nowrap: true },
      { header: 'Summa km-ta', width: 1, align: 'right', nowrap: true },
    ],
    invoice.rows.map((row) => [
      row.code,
      row.title,
      `${row.quantity} ${row.unit}`,
      pdfMoney(row.unit_price),
      formatPercent(row.discount_percent),
      formatPercent(row.vat_rate),
      pdfMoney(row.total),
    ]),
  );
  pdf.moveDown();
}

function drawTotals(pdf: PdfWriter, invoice: Invoice): void {
  pdf.keyValues(
    [
      ...invoice.vat_breakdown.flatMap((line) => [
        { label: `Maksustatav summa (KM ${formatPercent(line.rate)})`, value: pdfMoney(line.taxable) },
        { label: `Käibemaks ${formatPercent(line.rate)}`, value: pdfMoney(line.vat) },
      ]),
      { label: 'Kokku', value: pdfMoney(invoice.total_vat), bold: true },
      { label: 'Makstud', value: pdfMoney(invoice.paid) },
      { label: 'Tasuda', value: pdfMoney(invoice.outstanding), bold: true },
    ],
    320,
  );
  pdf.moveDown();
}

/** What the payer types into the bank: a tinted box with the account, reference, amount and date. */
function drawPaymentDetails(pdf: PdfWriter, invoice: Invoice): void {
  const doc = pdf.doc;
  const { seller } = invoice;
  const lines: [string, string][] = [
    ['Saaja', seller.name],
    ...seller.ibans.map((iban, index): [string, string] => [
      index === 0 ? 'Arveldusarve' : '',
      formatIban(iban),
    ]),
    ['Viitenumber', invoice.reference_number],
    ['Summa', pdfMoney(invoice.outstanding)],
    ['Maksetähtaeg', pdfDate(invoice.due_date)],
  ];
  const lineHeight = 15;
  const height = 26 + lines.length * lineHeight + 8;
  pdf.ensureSpace(height + 10);
  const top = doc.y;
  const labelWidth = 110;
  doc.save();
  doc.rect(pdf.left, top, pdf.width, height).fill(BRAND_TINT);
  doc.rect(pdf.left, top, 3, height).fill(BRAND);
  doc.restore();
  doc.y = top + 8;
  pdf.font('bold', 11).text('Maksmise andmed', { x: pdf.left + 14, width: pdf.width - 28 });
  doc.y = top + 26;
  for (const [label, value] of lines) {
    const y = doc.y;
    const strong = label === 'Viitenumber' || label === 'Summa';
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, pdf.left + 14, y + 1, { width: labelWidth });
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 11 : 10)
      .fillColor('black')
      .text(value, pdf.left + 14 + labelWidth, y, { width: pdf.width - 28 - labelWidth, lineBreak: false });
    doc.y = y + lineHeight;
  }
  doc.x = pdf.left;
  doc.y = top + height;
  pdf.moveDown(0.6);
  pdf
    .font('regular', 9)
    .text(
      `Palume tasuda ${pdfMoney(invoice.outstanding)} hiljemalt ${pdfDate(invoice.due_date)} ` +
        `arveldusarvele ${seller.ibans.map(formatIban).join(' või ')}, viitenumber ${invoice.reference_number}.`,
    );
  pdf.moveDown();
}

function drawPaymentsReceived(pdf: PdfWriter, invoice: Invoice): void {
  if (invoice.payments.length === 0) return;
  pdf.ensureSpace(40).font('bold', 10).text('Laekunud maksed');
  pdf.font('regular', 10);
  for (const payment of invoice.payments) {
    pdf.text(`${pdfDate(payment.date)}  ${payment.method_label}  ${pdfMoney(payment.amount)}`);
  }
  pdf.moveDown();
}

/** The delivery address of a transport to the installation site (issue 22 item 8), under the parties. */
export function deliveryLines(delivery: Invoice['delivery']): string[] {
  if (delivery === null) return [];
  return [
    `${delivery.address}, ${delivery.postal_code} ${delivery.city}, ${delivery.county} maakond`,
    `Vastuvõtja: ${delivery.recipient_name}, ${delivery.recipient_phone}`,
  ];
}

function deliveryBlock(pdf: PdfWriter, delivery: Invoice['delivery']): void {
  const lines = deliveryLines(delivery);
  if (lines.length === 0) return;
  pdf.font('bold', 10).text('Tarneaadress');
  pdf.font('regular', 10);
  for (const line of lines) pdf.text(line);
  pdf.moveDown();
}
