import { formatDay, formatEuroCentsPlain, formatIban, type Invoice, type Order } from '@kodumasinad/contract';
import type { SellerConfig } from '../../config.js';
import { estonianDay } from '../../platform/estonian-calendar.js';
import { escapeHtml } from '../../platform/html.js';
import type { MailAttachment, MailMessage } from '../../platform/mail.js';

/** Cents as '1 234,56 €' with plain spaces (mail clients render them alike). */
const money = (cents: number) => formatEuroCentsPlain(cents);
const day = formatDay;
const orderDay = (iso: string) => day(estonianDay(new Date(iso)));

export interface OrderMailContext {
  to: string;
  seller: SellerConfig;
  appUrl: string;
  /** The invoice with its PDF, attached to the mail; null when the order has none yet. */
  invoice: { invoice: Invoice; pdf: Buffer } | null;
}

/** A table of label/value rows: the plain-text lines and the HTML rows. */
type Lines = [label: string, value: string][];

function orderLink(order: Order, appUrl: string): string {
  return `${appUrl.replace(/\/$/, '')}/tellimused/${order.id}`;
}

function transportLines(order: Order): string[] {
  const lines: string[] = [];
  if (order.transport !== null) {
    const county = order.transport.county === null ? '' : ` (${order.transport.county} maakond)`;
    lines.push(`${order.transport.title}${county}: ${money(order.transport.price)} + KM`);
  }
  if (order.delivery !== null) {
    const d = order.delivery;
    lines.push(`Tarneaadress: ${d.address}, ${d.postal_code} ${d.city}, ${d.county} maakond`);
    lines.push(`Vastuvõtja: ${d.recipient_name}, ${d.recipient_phone}`);
  } else if (order.transport?.code !== 'TTH2') {
    const c = order.contacts;
    lines.push(`Tarneaadress: ${c.address}, ${c.postal_code} ${c.city}`);
  }
  return lines;
}

function paymentLines(order: Order, invoice: Invoice | null): string[] {
  const lines = [`Makseviis: ${order.payment_method_label ?? 'valimata'}`];
  if (invoice !== null) {
    lines.push(
      `Arve ${invoice.number} on lisatud. Palume tasuda ${money(invoice.outstanding)} ` +
        `hiljemalt ${day(invoice.due_date)} arveldusarvele ` +
        `${invoice.seller.ibans.map(formatIban).join(' või ')}, viitenumber ${invoice.reference_number}.`,
    );
  } else if (order.payment_status !== 'closed') {
    lines.push('Arve saadame Teile e-postiga, kui makse on laekunud.');
  }
  return lines;
}

function totals(order: Order): Lines {
  return [
    ['Tooted', money(order.products_total)],
    ...(order.transport === null ? [] : ([['Transport', money(order.transport.price)]] as Lines)),
    ...order.services.map((service): [string, string] => [service.title, money(service.total)]),
    ['Summa km-ta', money(order.total)],
    ['Käibemaks', money(order.vat)],
    ['Kokku', money(order.total_vat)],
  ];
}

function sellerLines(seller: SellerConfig): string[] {
  return [
    seller.name,
    seller.address,
    `Registrikood ${seller.registryCode}, KMKR ${seller.vatNumber}`,
    seller.email,
  ];
}

function attachmentOf(context: OrderMailContext): MailAttachment[] {
  if (context.invoice === null) return [];
  return [
    {
      filename: `arve-${context.invoice.invoice.number}.pdf`,
      contentType: 'application/pdf',
      content: context.invoice.pdf,
    },
  ];
}

function rowsText(order: Order): string[] {
  return order.rows.map(
    (row) => `${row.code}  ${row.title}  ${row.quantity} tk × ${money(row.price)} = ${money(row.total)}`,
  );
}

function rowsHtml(order: Order): string {
  const cell = (text: string, right = false) =>
    `<td style="padding:4px 8px;border-bottom:1px solid #e2e8f0${right ? ';text-align:right;white-space:nowrap' : ''}">${escapeHtml(text)}</td>`;
  const head = ['Kood', 'Nimetus', 'Kogus', 'Hind km-ta', 'Summa km-ta']
    .map((title, i) => `<th style="padding:4px 8px;text-align:${i >= 2 ? 'right' : 'left'}">${title}</th>`)
    .join('');
  const body = order.rows
    .map(
      (row) =>
        `<tr>${cell(row.code)}${cell(row.title)}${cell(`${row.quantity} tk`, true)}` +
        `${cell(money(row.price), true)}${cell(money(row.total), true)}</tr>`,
    )
    .join('');
  return `<table style="border-collapse:collapse;font-size:14px"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function totalsHtml(order: Order): string {
  const rows = totals(order)
    .map(
      ([label, value], i, all) =>
        `<tr${i === all.length - 1 ? ' style="font-weight:bold"' : ''}><td style="padding:2px 8px">${escapeHtml(label)}</td>` +
        `<td style="padding:2px 8px;text-align:right;white-space:nowrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table style="border-collapse:collapse;font-size:14px;margin-top:8px">${rows}</table>`;
}

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

/**
 * The buyer's confirmation of a placed order (issue 22 item 13), in Estonian: the rows, totals,
 * transport (with the delivery address) and payment; for an order paid later its invoice PDF is
 * attached. Seller details come from the SELLER_* configuration.
 */
export function orderConfirmationMail(order: Order, context: OrderMailContext): MailMessage {
  const invoice = context.invoice?.invoice ?? null;
  const link = orderLink(order, context.appUrl);
  const intro = `Täname! Teie tellimus ${order.number} (${orderDay(order.created_at)}, ${order.contacts.company}) on vastu võetud.`;
  const text = [
    `Tere, ${order.contacts.contact_name}!`,
    '',
    intro,
    '',
    'Tooted:',
    ...rowsText(order),
    '',
    ...totals(order).map(([label, value]) => `${label}: ${value}`),
    '',
    'Transport:',
    ...transportLines(order),
    '',
    ...paymentLines(order, invoice),
    '',
    `Tellimust näete siin: ${link}`,
    '',
    'Lugupidamisega',
    ...sellerLines(context.seller),
  ];
  const html = [
    `<p>Tere, ${escapeHtml(order.contacts.contact_name)}!</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<h3 style="margin-bottom:4px">Tooted</h3>',
    rowsHtml(order),
    totalsHtml(order),
    '<h3 style="margin-bottom:4px">Transport</h3>',
    paragraphs(transportLines(order)),
    '<h3 style="margin-bottom:4px">Makse</h3>',
    paragraphs(paymentLines(order, invoice)),
    `<p><a href="${escapeHtml(link)}">Vaata tellimust ${escapeHtml(order.number)}</a></p>`,
    `<p>Lugupidamisega<br>${sellerLines(context.seller).map(escapeHtml).join('<br>')}</p>`,
  ];
  const attachments = attachmentOf(context);
  return {
    to: context.to,
    subject: `Tellimus ${order.number} on vastu võetud`,
    text: `${text.join('\n')}\n`,
    html: html.join('\n'),
    replyTo: context.seller.email,
    ...(attachments.length === 0 ? {} : { attachments }),
  };
}

/** The invoice of an order paid by bank link, sent once the payment is confirmed (item 13). */
export function orderPaidMail(
  order: Order,
  context: OrderMailContext & { invoice: NonNullable<OrderMailContext['invoice']> },
): MailMessage {
  const { invoice } = context.invoice;
  const link = orderLink(order, context.appUrl);
  const lines = [
    `Täname! Tellimuse ${order.number} makse ${money(order.total_vat)} (${order.payment_method_label ?? 'pangalink'}) on laekunud.`,
    `Arve ${invoice.number} on lisatud.`,
  ];
  return {
    to: context.to,
    subject: `Tellimuse ${order.number} makse on laekunud – arve ${invoice.number}`,
    text: `${[
      `Tere, ${order.contacts.contact_name}!`,
      '',
      ...lines,
      '',
      `Tellimust näete siin: ${link}`,
      '',
      'Lugupidamisega',
      ...sellerLines(context.seller),
    ].join('\n')}\n`,
    html: [
      `<p>Tere, ${escapeHtml(order.contacts.contact_name)}!</p>`,
      paragraphs(lines),
      `<p><a href="${escapeHtml(link)}">Vaata tellimust ${escapeHtml(order.number)}</a></p>`,
      `<p>Lugupidamisega<br>${sellerLines(context.seller).map(escapeHtml).join('<br>')}</p>`,
    ].join('\n'),
    replyTo: context.seller.email,
    attachments: attachmentOf(context),
  };
}
