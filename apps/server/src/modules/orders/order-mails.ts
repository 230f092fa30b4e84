import { z } from 'zod';
import type { SellerConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { MailQueue } from '../../platform/mail-queue.js';
import type { InvoicesService } from '../invoices/invoices.service.js';
import { renderInvoicePdf } from '../invoices/invoice-pdf.js';
import { orderConfirmationMail, orderPaidMail, type OrderMailContext } from './order-confirmation-mail.js';
import { OrdersRepository } from './orders.repository.js';
import type { OrdersService } from './orders.service.js';

/** Deferred mail kinds: the message (and the invoice PDF) is built when the queue sends it. */
export const ORDER_CONFIRMATION_KIND = 'order-confirmation';
export const ORDER_PAID_KIND = 'order-paid-invoice';

const PayloadSchema = z.object({ order_id: z.number().int(), to: z.string() });
type Payload = z.infer<typeof PayloadSchema>;

export interface OrderMailsDeps {
  mail: MailQueue;
  orders: OrdersService;
  invoices: InvoicesService;
  seller: SellerConfig;
  appUrl: string;
}

const normal = (email: string | null) => (email ?? '').trim().toLowerCase();

/**
 * The buyer's e-mails of an order (issue 22 item 13, decision 066): the confirmation after each
 * checkout — with the invoice PDF for an order paid later — and the invoice once a bank-link
 * payment is confirmed. Each goes to the e-mail given with the order and to the company's own
 * (invoice) address when that differs. Jobs are queued inside the placing or paying transaction,
 * so a mail goes only for what committed; the message and PDF are built when the job is sent.
 */
export class OrderMails {
  constructor(private readonly deps: OrderMailsDeps) {
    deps.mail.handle(ORDER_CONFIRMATION_KIND, (payload) => this.build(payload, 'placed'));
    deps.mail.handle(ORDER_PAID_KIND, (payload) => this.build(payload, 'paid'));
  }

  /** Queues the confirmation of a placed order, within the placing transaction. */
  queuePlaced(trx: Db, orderId: number): Promise<void> {
    return this.queue(trx, orderId, ORDER_CONFIRMATION_KIND);
  }

  /** Queues the invoice of an order whose bank-link payment was confirmed, within that transaction. */
  queuePaid(trx: Db, orderId: number): Promise<void> {
    return this.queue(trx, orderId, ORDER_PAID_KIND);
  }

  private async queue(trx: Db, orderId: number, kind: string): Promise<void> {
    const orders = new OrdersRepository(trx);
    const order = await orders.findById(orderId);
    if (order === undefined) return;
    const recipients = [order.email, await orders.clientEmail(order.b2b_client_id)]
      .map((email) => (email ?? '').trim())
      .filter(
        (email, index, all) => email !== '' && all.findIndex((e) => normal(e) === normal(email)) === index,
      );
    for (const to of recipients) {
      const payload: Payload = { order_id: orderId, to };
      await this.deps.mail.defer(kind, payload, trx);
    }
  }

  private async build(raw: unknown, kind: 'placed' | 'paid') {
    const payload = PayloadSchema.parse(raw);
    const found = await this.deps.orders.orderById(payload.order_id);
    // An order removed since (a test reset, a purge) has nothing left to confirm.
    if (found === undefined) return null;
    // The confirmation carries the invoice of an order paid later only; a bank-paid order's
    // invoice follows in its own mail once the payment is confirmed.
    const wantsInvoice = kind === 'paid' || found.order.payment_method === 'invoice';
    const invoice = wantsInvoice ? await this.deps.invoices.forOrder(payload.order_id) : undefined;
    const context: OrderMailContext = {
      to: payload.to,
      seller: this.deps.seller,
      appUrl: this.deps.appUrl,
      invoice: invoice === undefined ? null : { invoice, pdf: await renderInvoicePdf(invoice) },
    };
    if (kind === 'placed') return orderConfirmationMail(found.order, context);
    if (context.invoice === null) return null;
    return orderPaidMail(found.order, { ...context, invoice: context.invoice });
  }
}
