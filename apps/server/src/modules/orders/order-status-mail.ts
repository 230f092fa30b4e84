import { formatEuroCents } from '@kodumasinad/contract';
import type { OrderTransition } from '@kodumasinad/contract/admin';
import { estonianDay } from '../../platform/estonian-calendar.js';
import type { MailMessage } from '../../platform/mail.js';
import { sellerSignatureLines, type SellerDetails } from '../../platform/seller.js';
import type { OrderRecord } from '../../db/schema-orders.js';

const WHAT: Record<OrderTransition, { subject: string; done: string }> = {
  confirm: { subject: 'on kinnitatud', done: 'kinnitas' },
  archive: { subject: 'on arhiveeritud', done: 'arhiveeris' },
  cancel: { subject: 'on tühistatud', done: 'tühistas' },
};

const day = (iso: string) => {
  const [year, month, date] = estonianDay(new Date(iso)).split('-');
  return `${date}.${month}.${year}`;
};

/**
 * The buyer's e-mail about a transition (issue 14): to the address given with the order, in
 * Estonian, naming the order, its sum, the reason of a cancellation and the link to the order.
 */
export function orderStatusMail(
  order: OrderRecord,
  transition: OrderTransition,
  context: { reason: string | null; appUrl: string; seller: SellerDetails },
): MailMessage {
  const what = WHAT[transition];
  const link = `${context.appUrl.replace(/\/$/, '')}/tellimused/${order.id}`;
  const lines = [
    `Tere, ${order.contact_name}!`,
    '',
    `${context.seller.name} ${what.done} Teie tellimuse ${order.number} (${day(order.created_at)}, ` +
      `${order.company}, summa ${formatEuroCents(order.total_vat)} koos käibemaksuga).`,
    ...(context.reason === null ? [] : ['', `Tühistamise põhjus: ${context.reason}`]),
    '',
    `Tellimust näete siin: ${link}`,
    '',
    'Lugupidamisega',
    ...sellerSignatureLines(context.seller),
  ];
  return {
    to: order.email,
    subject: `Tellimus ${order.number} ${what.subject}`,
    text: `${lines.join('\n')}\n`,
  };
}
