import { InvoicePaymentsRepository } from './invoice-payments.repository.js';
import {
  DEFAULT_VAT_MULTIPLIER,
  INVOICE_NOT_FOUND_MESSAGE,
  INVOICE_NOT_PAYABLE_MESSAGE,
  INVOICE_PAYMENT_METHOD_MESSAGE,
  INVOICES_EXPORT_HEADERS,
  INVOICES_EXPORT_LIMIT,
  canPayInvoice,
  invoiceStatus,
  outstandingOf,
  vatPercent,
  type Invoice,
  type InvoicePayReply,
  type InvoiceRow,
  type InvoicesExportQuery,
  type InvoicesListReply,
  type InvoicesQuery,
  type PaymentMethodCode,
  type User,
} from '@kodumasinad/contract';
import type { SellerConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../platform/errors.js';
import { estonianDay } from '../../platform/estonian-calendar.js';
import type { PaymentProvider, PaymentRegistry } from '../../platform/payments/index.js';
import { toCsv, toXlsx, type ExportCell } from '../../platform/spreadsheet-export.js';
import { listMeta } from '../../platform/list-meta.js';
import { parseStoredJson } from '../../platform/stored-json.js';
import { attemptContinues, deliveryOf, toOverpayment } from '../orders/order-mapper.js';
import { z } from 'zod';
import { moneyState } from './invoice-money.js';
import { InvoiceReader, invoiceListItem, paymentMethodLabel } from './invoice-reader.js';
import { InvoicesRepository, type InvoiceListFilter, type InvoiceListRecord } from './invoices.repository.js';
import { lockOrder, startInvoiceAttempt } from '../orders/order-payments.js';

export interface InvoicesDeps {
  db: Db;
  payments: PaymentRegistry;
  seller: SellerConfig;
  /** APP_URL: the banks send the payer back to APP_URL/payments/… */
  appUrl: string;
  clock?: () => Date;
}

const ServicesSchema = z.array(z.object({ code: z.string(), title: z.string(), total: z.number().int() }));

const VAT_RATE = vatPercent(DEFAULT_VAT_MULTIPLIER);

const notPayable = () => new AppError(422, 'invoice_not_payable', INVOICE_NOT_PAYABLE_MESSAGE);

/**
 * Invoices belong to the client: every user of the company sees them, other companies get 404.
 * Statuses are derived from the money received and today's Estonian day (decision 032).
 */
export class InvoicesService extends InvoiceReader {
  constructor(private readonly deps: InvoicesDeps) {
    super(deps);
  }

  async list(user: User, query: InvoicesQuery): Promise<InvoicesListReply> {
    const { page, per_page: perPage } = query;
    const today = this.today();
    const filter = listFilter(query);
    const clientId = user.b2b_client.id;
    const [{ records, total }, summary] = await Promise.all([
      this.invoices.list(clientId, filter, today, query.sort, {
        offset: (page - 1) * perPage,
        limit: perPage,
      }),
      this.invoices.summary(clientId, today),
    ]);
    return {
      data: records.map((record) => invoiceListItem(record, today)),
      meta: listMeta(query, total),
      summary: {
        unpaid: summary.unpaid,
        overdue: summary.overdue,
        unpaid_count: summary.unpaidCount,
        overdue_count: summary.overdueCount,
      },
    };
  }

  /** The list's rows for download (issue 13): every matching invoice in the list's order, as cells. */
  private async exportCells(user: User, query: InvoicesExportQuery): Promise<ExportCell[][]> {
    const today = this.today();
    const { records } = await this.invoices.list(user.b2b_client.id, listFilter(query), today, query.sort, {
      offset: 0,
      limit: INVOICES_EXPORT_LIMIT,
    });
    return records.map((record) => {
      const invoice = invoiceListItem(record, today);
      return [
        { text: invoice.number },
        { date: invoice.issue_date },
        { text: invoice.order_number },
        { cents: invoice.total_vat },
        { cents: invoice.paid },
        { date: invoice.due_date },
        { text: invoice.status_label },
        { text: record.reference_number },
      ];
    });
  }

  async exportCsv(user: User, query: InvoicesExportQuery): Promise<string> {
    return toCsv(INVOICES_EXPORT_HEADERS, await this.exportCells(user, query));
  }

  async exportXlsx(user: User, query: InvoicesExportQuery): Promise<Buffer> {
    return toXlsx(INVOICES_EXPORT_HEADERS, await this.exportCells(user, query));
  }

  /** The invoice of an order, for the order's e-mails (issue 22 item 13); undefined when none. */
  async forOrder(orderId: number): Promise<Invoice | undefined> {
    const invoice = await this.invoices.byOrder(orderId);
    if (invoice === undefined) return undefined;
    const record = await this.invoices.find(invoice.b2b_client_id, invoice.id);
    return record === undefined ? undefined : this.toInvoice(record, this.today());
  }

  async get(user: User, id: number): Promise<Invoice> {
    return this.toInvoice(await this.record(user, id), this.today());
  }

  /**
   * POST /api/invoices/{id}/pay: a bank-link attempt for the outstanding amount with the
   * invoice's reference. An open attempt of the same method and amount younger than
   * OPEN_ATTEMPT_CONTINUED_MS is continued (its stamp signed again); otherwise a new one, and the
   * earlier unsettled attempts of the invoice are void (decision 065).
   */
  async pay(user: User, id: number, method: PaymentMethodCode): Promise<InvoicePayReply> {
    const record = await this.record(user, id);
    const provider = this.deps.payments.get(method);
    if (provider === undefined || provider.kind !== 'bank-link') {
      throw new AppError(422, 'invoice_payment_method', INVOICE_PAYMENT_METHOD_MESSAGE, {
        method: [INVOICE_PAYMENT_METHOD_MESSAGE],
      });
    }
    const at = this.clock();
    const { paymentId, amount } = await this.deps.db.transaction().execute(async (trx) => {
      const invoices = new InvoicesRepository(trx);
      await lockOrder(trx, record.order_id);
      const current = await invoices.byId(record.id);
      if (current === undefined) throw notPayable();
      const today = estonianDay(at);
      const status = invoiceStatus(moneyState(current, today));
      const owed = outstandingOf(moneyState(current, today));
      if (!canPayInvoice(status) || owed <= 0) throw notPayable();
      // An attempt the bank may still complete for this amount is continued, not replaced: a
      // second attempt beside it is how a buyer came to pay twice (issue 22 #5, decision 065).
      const latest = await invoices.latestAttempt(current.id);
      if (attemptContinues(latest, at) && latest.method === method && latest.amount_cents === owed) {
        return { paymentId: latest.id, amount: owed };
      }
      const attempt = await startInvoiceAttempt(trx, {
        orderId: current.order_id,
        invoiceId: current.id,
        method,
        amount: owed,
        reference: current.reference_number,
        at: at.toISOString(),
      });
      return { paymentId: attempt, amount: owed };
    });
    const base = `${this.deps.appUrl}/payments`;
    const started = await provider.start({
      orderId: record.order_id,
      stamp: String(paymentId),
      amountCents: amount,
      reference: record.reference_number,
      message: `Arve ${record.number}`,
      returnUrl: `${base}/return/${provider.code}`,
      cancelUrl: `${base}/cancel/${provider.code}`,
    });
    if (started.done) throw notPayable();
    return {
      invoice: await this.get(user, id),
      payment: { method: started.method, url: started.url, fields: started.fields },
    };
  }

  private async record(user: User, id: number): Promise<InvoiceListRecord> {
    const record = await this.invoices.find(user.b2b_client.id, id);
    if (record === undefined) throw notFound(INVOICE_NOT_FOUND_MESSAGE);
    return record;
  }

  private async toInvoice(record: InvoiceListRecord, today: string): Promise<Invoice> {
    const [lines, buyer, payments, overpayments] = await Promise.all([
      this.invoices.orderLines(record.order_id),
      this.invoices.buyer(record.b2b_client_id),
      new InvoicePaymentsRepository(this.deps.db).payments(record.id),
      this.invoices.overpayments(record.id),
    ]);
    const item = invoiceListItem(record, today);
    const rows: InvoiceRow[] = lines.rows.map((row) => ({
      position: row.position,
      code: row.code,
      title: row.title,
      quantity: row.quantity,
      unit: 'tk',
      unit_price: row.price,
      discount_percent: 0,
      total: row.total,
      vat_rate: VAT_RATE,
    }));
    const extra = (code: string, title: string, total: number) =>
      rows.push({
        position: rows.length + 1,
        code,
        title,
        quantity: 1,
        unit: 'teenus',
        unit_price: total,
        discount_percent: 0,
        total,
        vat_rate: VAT_RATE,
      });
    if (lines.order.transport_price > 0) {
      extra(
        lines.order.transport_code ?? 'TRANSPORT',
        lines.order.transport_title ?? 'Transport',
        lines.order.transport_price,
      );
    }
    for (const service of parseStoredJson(lines.order.services, 'order services', ServicesSchema))
      extra(service.code, service.title, service.total);
    const { seller } = this.deps;
    const payable = item.status !== 'paid' && item.status !== 'credited' && canPayInvoice(item.status);
    return {
      ...item,
      reference_number: record.reference_number,
      payment_term_days: record.payment_term_days,
      currency: 'EUR',
      seller: {
        name: seller.name,
        address: seller.address,
        registry_code: seller.registryCode,
        vat_number: seller.vatNumber,
        ibans: seller.ibans,
        email: seller.email,
        phone: seller.phone,
      },
      buyer: {
        name: buyer.name,
        address: [buyer.address, [buyer.postal_code, buyer.city].filter(Boolean).join(' ')]
          .filter((part) => part !== null && part !== '')
          .join(', '),
        registry_code: buyer.registry_code,
        vat_number: buyer.vat_number,
      },
      delivery: deliveryOf(lines.order),
      rows,
      vat_breakdown: [{ rate: VAT_RATE, taxable: record.total, vat: record.vat }],
      payments: payments.map((payment) => ({
        date: payment.paid_on,
        amount: payment.amount,
        method: (payment.method as PaymentMethodCode | null) ?? null,
        method_label: paymentMethodLabel(payment.method),
      })),
      overpayments: overpayments.map(toOverpayment),
      can_pay: payable,
      pay_methods: payable ? this.payMethods() : [],
    };
  }

  private payMethods(): { code: PaymentMethodCode; label: string }[] {
    return this.deps.payments
      .available()
      .filter((provider: PaymentProvider) => provider.kind === 'bank-link')
      .map((provider) => ({ code: provider.code, label: provider.label }));
  }
}

/** The list's filters as the repository takes them (shared by the list and its exports). */
function listFilter(query: InvoicesExportQuery): InvoiceListFilter {
  const numberPart = query.q === undefined ? undefined : query.q.toUpperCase().replace(/[^A-Z0-9-]/g, '');
  return {
    ...(query.status === undefined ? {} : { status: query.status }),
    ...(query.from === undefined ? {} : { from: query.from }),
    ...(query.to === undefined ? {} : { to: query.to }),
    // Nothing searchable left (only other characters): nothing matches. Numbers hold only
    // A–Z, 0–9 and '-', so '#' never does (a NUL here made PostgreSQL fail with a 500).
    ...(numberPart === undefined ? {} : { numberPart: numberPart === '' ? '#' : numberPart }),
  };
}
