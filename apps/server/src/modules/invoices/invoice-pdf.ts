import { formatIban, formatPercent, type Invoice } from '@kodumasinad/contract';
import { PdfWriter } from '../../platform/pdf.js';

/**
 * The invoice as an A4 PDF (issue 13) with every field an Estonian invoice must show (VAT Act
 * §37, DOMAIN.md): seller and buyer with registry code and VAT number, number and date, rows
 * with quantity, net price, discount and VAT rate (continuing over pages), taxable amount per
 * rate, VAT, total, payments received, reference number, due date and the seller's accounts.
 * Built on the shared platform/pdf.ts (embedded DejaVu font: Estonian letters and €).
 */

const euro = new Intl.NumberFormat('et-EE', { style: 'currency', currency: 'EUR' });
/** Cents as '1 234,56 €' (plain spaces: they copy and search as typed). */
export const pdfMoney = (cents: number) => euro.format(cents / 100).replace(/\s/g, ' ');
/** yyyy-mm-dd as dd.mm.yyyy. */
export const pdfDate = (day: string) => day.split('-').reverse().join('.');

export async function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const pdf = new PdfWriter({ title: `Arve ${invoice.number}`, author: invoice.seller.name, language: 'et' });
  const doc = pdf.doc;
  const half = pdf.width / 2 - 10;
  const right = pdf.left + pdf.width / 2 + 10;

  pdf.font('bold', 18).text(`Arve nr ${invoice.number}`);
  pdf
    .font('regular', 10)
    .text(
      `Kuupäev: ${pdfDate(invoice.issue_date)}   Maksetähtaeg: ${pdfDate(invoice.due_date)}   Viitenumber: ${invoice.reference_number}`,
    );
  pdf.text(`Tellimus: ${invoice.order_number}   Staatus: ${invoice.status_label}`);
  pdf.moveDown();

  const top = doc.y;
  const party = (title: string, lines: string[], x: number) => {
    doc.y = top;
    pdf.font('bold', 10).text(title, { x, width: half });
    pdf.font('regular', 10);
    for (const line of lines) pdf.text(line, { x, width: half });
    return doc.y;
  };
  const { seller, buyer } = invoice;
  const sellerEnd = party(
    'Müüja',
    [
      seller.name,
      seller.address,
      `Registrikood: ${seller.registry_code}`,
      `KMKR: ${seller.vat_number}`,
      seller.email,
      ...seller.ibans.map((iban) => `IBAN: ${formatIban(iban)}`),
    ],
    pdf.left,
  );
  const buyerEnd = party(
    'Ostja',
    [
      buyer.name,
      buyer.address,
      ...(buyer.registry_code ? [`Registrikood: ${buyer.registry_code}`] : []),
      ...(buyer.vat_number ? [`KMKR: ${buyer.vat_number}`] : []),
    ],
    right,
  );
  doc.x = pdf.left;
  doc.y = Math.max(sellerEnd, buyerEnd);
  pdf.moveDown();
  deliveryBlock(pdf, invoice.delivery);

  pdf.table(
    [
      { header: 'Kood', width: 1.3 },
      { header: 'Nimetus', width: 3.1 },
      { header: 'Kogus', width: 0.8, align: 'right' },
      { header: 'Hind km-ta', width: 1.3, align: 'right' },
      { header: 'Allahindlus', width: 1.5, align: 'right' },
      { header: 'KM', width: 0.6, align: 'right' },
      { header: 'Summa km-ta', width: 1.4, align: 'right' },
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

  if (invoice.payments.length > 0) {
    pdf.ensureSpace(40).font('bold', 10).text('Laekunud maksed');
    pdf.font('regular', 10);
    for (const payment of invoice.payments) {
      pdf.text(`${pdfDate(payment.date)}  ${payment.method_label}  ${pdfMoney(payment.amount)}`);
    }
    pdf.moveDown();
  }
  pdf
    .ensureSpace(40)
    .font('regular', 9)
    .text(
      `Palume tasuda ${pdfMoney(invoice.outstanding)} hiljemalt ${pdfDate(invoice.due_date)} ` +
        `arveldusarvele ${seller.ibans.map(formatIban).join(' või ')}, viitenumber ${invoice.reference_number}.`,
    );
  return pdf.finish((page, pages) => `${seller.name} · Arve ${invoice.number} · Lk ${page}/${pages}`);
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
