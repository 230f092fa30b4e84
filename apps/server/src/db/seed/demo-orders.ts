import { TRANSPORT_LABELS, referenceNumber, totalsOf, type TransportCode } from '@kodumasinad/contract';
import { raiseCounter } from '../counters.js';
import type { Db } from '../database.js';
import {
  invoiceCounter,
  invoiceNumber,
  orderCounter,
  orderNumber,
  orderReferenceBase,
} from '../document-numbers.js';
import type { NewInvoice } from '../schema-orders.js';
import { Random } from './catalog/random.js';

/**
 * The demo clients' order history: a few dozen orders each over the last year, in every order
 * status and payment status. Every pay-later order has its invoice, and every order paid by bank
 * link a paid one; each client's invoices show every state: the newest pay-later invoice unpaid,
 * the next partly paid, the two newest past their due date overdue (one partly paid), older ones
 * paid by transfer, and those of cancelled orders credited. Deterministic for a given `now` (a
 * seeded generator; dates count back from `now` so the history always looks recent).
 */

const DAY_MS = 86_400_000;
const ORDERS_PER_CLIENT: Record<string, number> = { 'Kodumasin Pluss OÜ': 36, 'Ehitusmaailm AS': 28 };
const BANKS = ['swedbank', 'seb', 'lhv', 'luminor', 'coop'] as const;
const TRANSPORT_PRICES: Record<TransportCode, number> = { TTH1: 3500, TTH2: 0, TTH3: 4900 };
const SERVICES = [
  { code: 'paigaldus', title: 'Paigaldus', price: 4900, perItem: true },
  { code: 'utiliseerimine', title: 'Vana seadme äravedu', price: 1500, perItem: true },
] as const;

interface Kind {
  status: 'open' | 'cancelled' | 'confirmed' | 'archived';
  payment: 'open' | 'failed' | 'invoice' | 'closed';
  method: 'bank' | 'testbank' | 'invoice';
}

/** The newest orders of each client, newest first: together they show every state once. */
const RECENT_KINDS: Kind[] = [
  { status: 'open', payment: 'open', method: 'testbank' },
  { status: 'open', payment: 'failed', method: 'testbank' },
  { status: 'confirmed', payment: 'invoice', method: 'invoice' },
  { status: 'confirmed', payment: 'closed', method: 'bank' },
  { status: 'cancelled', payment: 'failed', method: 'bank' },
  { status: 'confirmed', payment: 'invoice', method: 'invoice' },
];

function olderKind(random: Random, ageDays: number): Kind {
  const invoice = random.chance(0.45);
  const paid: Kind = invoice
    ? { status: 'confirmed', payment: 'invoice', method: 'invoice' }
    : { status: 'confirmed', payment: 'closed', method: 'bank' };
  if (random.chance(0.08))
    return { status: 'cancelled', payment: invoice ? 'invoice' : 'failed', method: paid.method };
  return ageDays > 120 ? { ...paid, status: 'archived' } : paid;
}

const dayOf = (iso: string) => iso.slice(0, 10);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

export async function seedDemoOrders(db: Db, now: Date = new Date()): Promise<number> {
  const products = await db
    .selectFrom('products')
    .select(['id', 'title', 'code', 'price_cents'])
    .orderBy('id')
    .limit(400)
    .execute();
  if (products.length === 0) return 0;
  const clients = await db
    .selectFrom('b2b_clients')
    .select(['id', 'name', 'payment_term', 'address', 'city', 'postal_code', 'county', 'phone', 'email'])
    .where('name', 'in', Object.keys(ORDERS_PER_CLIENT))
    .orderBy('id')
    .execute();
  const users = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'phone', 'b2b_client_id'])
    .orderBy('id')
    .execute();

  // Every order's date first, so numbers follow time across both clients.
  const planned = clients.flatMap((client, c) => {
    const random = new Random(20_250_101 + c);
    const count = ORDERS_PER_CLIENT[client.name] ?? 0;
    const ages = Array.from({ length: count }, (_, i) =>
      i < RECENT_KINDS.length ? 1 + i * 2 + random.int(0, 1) : random.int(12, 360),
    );
    return ages.map((age, i) => ({
      client,
      random,
      kind: i < RECENT_KINDS.length ? (RECENT_KINDS[i] as Kind) : olderKind(random, age),
      at: new Date(now.getTime() - age * DAY_MS - random.int(0, 9 * 3600) * 1000).toISOString(),
    }));
  });
  planned.sort((a, b) => a.at.localeCompare(b.at));

  const counters = new Map<string, number>();
  const next = (name: string) => {
    const value = (counters.get(name) ?? 0) + 1;
    counters.set(name, value);
    return value;
  };
  const today = dayOf(now.toISOString());
  const invoices: PlannedInvoice[] = [];

  for (const { client, random, kind, at } of planned) {
    const staff = users.filter((user) => user.b2b_client_id === client.id);
    const user = staff.length > 0 ? random.pick(staff) : undefined;
    const year = Number(at.slice(0, 4));
    const sequence = next(orderCounter(year));
    const reference = referenceNumber(orderReferenceBase(year, sequence));
    const lines = Array.from({ length: random.int(1, 4) }, () => random.pick(products));
    const rows = [...new Map(lines.map((p) => [p.id, p])).values()].map((p, index) => {
      const quantity = random.int(1, 4);
      return { product: p, position: index + 1, quantity, total: p.price_cents * quantity };
    });
    const items = rows.reduce((sum, row) => sum + row.quantity, 0);
    const transportCode = random.pick(['TTH1', 'TTH2', 'TTH3'] as const);
    const transportPrice = TRANSPORT_PRICES[transportCode];
    const services = SERVICES.filter(() => transportCode === 'TTH3' && random.chance(0.4)).map((s) => ({
      code: s.code,
      title: s.title,
      total: s.perItem ? s.price * items : s.price,
    }));
    const productsTotal = rows.reduce((sum, row) => sum + row.total, 0);
    const servicesTotal = services.reduce((sum, s) => sum + s.total, 0);
    const totals = totalsOf([productsTotal, transportPrice, servicesTotal]);
    const method = kind.method === 'bank' ? random.pick(BANKS) : kind.method;

    const order = await db
      .insertInto('orders')
      .values({
        number: orderNumber(year, sequence),
        b2b_client_id: client.id,
        user_id: user?.id ?? null,
        placed_by: user?.name ?? client.name,
        draft_token: null,
        status: kind.status,
        payment_status: kind.payment,
        payment_method: method,
        payment_term: client.payment_term,
        reference_number: reference,
        company: client.name,
        contact_name: user?.name ?? client.name,
        phone: user?.phone ?? client.phone ?? '',
        email: user?.email ?? client.email ?? '',
        address: client.address ?? '',
        city: client.city ?? '',
        postal_code: client.postal_code ?? '',
        county: client.county,
        notes: random.chance(0.2) ? 'Palun helistada enne kohaletoimetamist.' : '',
        transport_code: transportCode,
        transport_title: TRANSPORT_LABELS[transportCode],
        transport_county: transportCode === 'TTH2' ? null : client.county,
        transport_price: transportPrice,
        services: JSON.stringify(services),
        services_total: servicesTotal,
        products_total: productsTotal,
        total: totals.net,
        vat: totals.vat,
        total_vat: totals.gross,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_rows')
      .values(
        rows.map((row) => ({
          order_id: order.id,
          position: row.position,
          product_id: row.product.id,
          title: row.product.title,
          code: row.product.code,
          quantity: row.quantity,
          price: row.product.price_cents,
          total: row.total,
        })),
      )
      .execute();
    const payment = (status: string, paid: boolean) => ({
      order_id: order.id,
      method,
      status,
      amount_cents: totals.gross,
      reference,
      transaction_id: paid ? random.digits(10) : null,
      paid_at: paid ? at : null,
      created_at: at,
      updated_at: at,
    });
    const attempts =
      kind.payment === 'closed'
        ? [...(random.chance(0.2) ? [payment('failed', false)] : []), payment('closed', true)]
        : [payment(kind.payment, false)];
    const paymentIds = await db.insertInto('payments').values(attempts).returning('id').execute();

    if (kind.payment === 'invoice' || kind.payment === 'closed') {
      const bankPaid = kind.payment === 'closed';
      const days = bankPaid ? 0 : Number(client.payment_term ?? '0') || 0;
      const issueDate = dayOf(at);
      invoices.push({
        clientId: client.id,
        cancelled: kind.status === 'cancelled',
        bankPaid: bankPaid ? { paymentId: paymentIds.at(-1)?.id ?? null, method } : null,
        invoice: {
          order_id: order.id,
          b2b_client_id: client.id,
          number: invoiceNumber(year, next(invoiceCounter(year))),
          reference_number: reference,
          issue_date: issueDate,
          due_date: addDays(issueDate, days),
          payment_term_days: days,
          total: totals.net,
          vat: totals.vat,
          total_vat: totals.gross,
          status: 'open',
          created_at: at,
        },
      });
    }
  }
  await insertInvoices(db, invoices, today);
  for (const [name, value] of counters) await raiseCounter(db, name, value);
  return planned.length;
}

interface PlannedInvoice {
  clientId: number;
  cancelled: boolean;
  /** Paid by bank link at once: the closed attempt. */
  bankPaid: { paymentId: number | null; method: string } | null;
  invoice: NewInvoice;
}

/** Decides each pay-later invoice's money (newest first per client), then inserts them in number order. */
async function insertInvoices(db: Db, planned: readonly PlannedInvoice[], today: string): Promise<void> {
  const payments = new Map<PlannedInvoice, { amount: number; paidOn: string }[]>();
  const newestFirst = [...planned].reverse();
  for (const clientId of new Set(planned.map((p) => p.clientId))) {
    const payLater = newestFirst.filter(
      (p) => p.clientId === clientId && p.bankPaid === null && !p.cancelled,
    );
    let inTime = 0;
    let late = 0;
    for (const p of payLater) {
      const { total_vat: total, issue_date: issued, due_date: due } = p.invoice;
      const part = Math.round(total * 0.4);
      const partial = [{ amount: part, paidOn: addDays(issued, 3) < today ? addDays(issued, 3) : issued }];
      if (due >= today) {
        // The newest stays unpaid, the next is partly paid.
        payments.set(p, inTime++ === 1 ? partial : []);
      } else {
        // The two newest late ones stay overdue, the second partly paid; older ones were paid.
        const index = late++;
        payments.set(
          p,
          index === 0
            ? []
            : index === 1
              ? partial
              : [{ amount: total, paidOn: addDays(issued, Math.min(7, p.invoice.payment_term_days)) }],
        );
      }
    }
  }
  if (planned.length === 0) return;
  const received = planned.map((p) =>
    p.bankPaid ? [{ amount: p.invoice.total_vat, paidOn: p.invoice.issue_date }] : (payments.get(p) ?? []),
  );
  // One statement each (seeding runs on every fresh test database); payments find theirs by order.
  const ids = await db
    .insertInto('invoices')
    .values(
      planned.map((p, i) => ({
        ...p.invoice,
        paid: (received[i] ?? []).reduce((sum, r) => sum + r.amount, 0),
        status: p.cancelled ? 'credited' : 'open',
      })),
    )
    .returning(['id', 'order_id'])
    .execute();
  const idOf = new Map(ids.map((row) => [row.order_id, row.id]));
  const rows = planned.flatMap((p, i) =>
    (received[i] ?? []).map((r) => ({
      invoice_id: idOf.get(p.invoice.order_id) as number,
      payment_id: p.bankPaid?.paymentId ?? null,
      amount: r.amount,
      method: p.bankPaid?.method ?? null,
      paid_on: r.paidOn,
      created_at: p.invoice.created_at,
    })),
  );
  if (rows.length > 0) await db.insertInto('invoice_payments').values(rows).execute();
}
