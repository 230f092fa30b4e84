import type { BuyerOutcome } from './checkout-buyer.js';
import { BUYER_EMAIL_PATTERN, withSql, type Row } from './checkout-db.js';
import type { Environment } from './server-process.js';

const KEPT_SAMPLES = 5;

/**
 * What the database holds after the crash run, judged order by order. An order is whole when it
 * has its rows (each row's total = price × quantity, their sum = the products total), totals that
 * add up (net = products + transport + services, gross = net + VAT), exactly one payment row for
 * the gross amount, an invoice with the same totals when paid later or once its bank payment is
 * confirmed and none otherwise, its draft marked placed with it, and its buyer's cart emptied. An
 * absent order leaves no trace: no rows, payments, invoices or drafts pointing at a missing order.
 */
export interface CrashCheck {
  /** Buyers' orders in the database. */
  orders: number;
  whole: number;
  broken: number;
  brokenSamples: string[];
  /** Buyers holding more than one order, and orders sharing one draft token. */
  doubled: number;
  duplicateNumbers: number;
  duplicateInvoiceNumbers: number;
  /** Rows, payments, invoices or drafts that point at an order that does not exist. */
  orphans: number;
  /** Orders a buyer was answered with that the database does not hold (for that buyer). */
  lost: number;
  /** Buyers without an order. */
  absent: number;
  /** Bank-paid orders whose payment the shop has not got (open or failed), as a buyer who gave up leaves one. */
  unpaid: number;
}

const n = (value: unknown) => Number(value ?? 0);

function problemsOf(o: Row): string[] {
  const problems: string[] = [];
  const expect = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  // Paying later gets the invoice at once; a bank-paid order gets its invoice when the payment is
  // confirmed, in the same transaction, and none before (issue 13).
  const invoice = o.payment_method === 'invoice' || o.payment_status === 'closed';
  expect(n(o.row_count) > 0, 'no rows');
  expect(n(o.bad_rows) === 0, `${n(o.bad_rows)} rows with total ≠ price × quantity`);
  expect(
    n(o.rows_total) === n(o.products_total),
    `rows sum to ${n(o.rows_total)}, products total ${n(o.products_total)}`,
  );
  expect(
    n(o.total) === n(o.products_total) + n(o.transport_price) + n(o.services_total),
    'net ≠ products + transport + services',
  );
  expect(n(o.total_vat) === n(o.total) + n(o.vat), 'gross ≠ net + VAT');
  expect(n(o.payments) === 1 && n(o.payments_matching) === 1, `${n(o.payments)} payment rows`);
  expect(
    invoice ? n(o.invoices) === 1 && n(o.invoices_matching) === 1 : n(o.invoices) === 0,
    `${n(o.invoices)} invoices (${String(o.payment_method)})`,
  );
  expect(n(o.draft_marks) === 1, 'its draft is not marked placed with it');
  expect(n(o.cart_rows) === 0, `${n(o.cart_rows)} rows left in the cart`);
  return problems;
}

export function checkCrashOrders(env: Environment, outcomes: BuyerOutcome[]): Promise<CrashCheck> {
  return withSql(env, async (sql) => {
    const orders = await sql.all(
      `SELECT o.id, o.number, o.user_id, u.email, o.payment_method, o.payment_status, o.products_total,
         o.transport_price,
         o.services_total, o.total, o.vat, o.total_vat,
         (SELECT COUNT(*) FROM order_rows r WHERE r.order_id = o.id) AS row_count,
         (SELECT COALESCE(SUM(r.total), 0) FROM order_rows r WHERE r.order_id = o.id) AS rows_total,
         (SELECT COUNT(*) FROM order_rows r WHERE r.order_id = o.id AND r.total <> r.price * r.quantity) AS bad_rows,
         (SELECT COUNT(*) FROM payments p WHERE p.order_id = o.id) AS payments,
         (SELECT COUNT(*) FROM payments p WHERE p.order_id = o.id AND p.amount_cents = o.total_vat) AS payments_matching,
         (SELECT COUNT(*) FROM invoices i WHERE i.order_id = o.id) AS invoices,
         (SELECT COUNT(*) FROM invoices i WHERE i.order_id = o.id AND i.total = o.total AND i.vat = o.vat
            AND i.total_vat = o.total_vat) AS invoices_matching,
         (SELECT COUNT(*) FROM order_drafts d WHERE d.placed_order_id = o.id AND d.token = o.draft_token) AS draft_marks,
         (SELECT COUNT(*) FROM cart_rows c WHERE c.user_id = o.user_id) AS cart_rows
       FROM orders o JOIN users u ON u.id = o.user_id
       WHERE u.email LIKE ?
       ORDER BY o.id`,
      [BUYER_EMAIL_PATTERN],
    );
    const count = async (query: string) => n((await sql.all(query))[0]?.n);
    const orphans =
      (await count('SELECT COUNT(*) AS n FROM order_rows WHERE order_id NOT IN (SELECT id FROM orders)')) +
      (await count('SELECT COUNT(*) AS n FROM payments WHERE order_id NOT IN (SELECT id FROM orders)')) +
      (await count('SELECT COUNT(*) AS n FROM invoices WHERE order_id NOT IN (SELECT id FROM orders)')) +
      (await count(
        'SELECT COUNT(*) AS n FROM order_drafts WHERE placed_order_id IS NOT NULL AND placed_order_id NOT IN (SELECT id FROM orders)',
      ));
    const duplicateNumbers = await count(
      'SELECT COUNT(*) AS n FROM (SELECT number FROM orders GROUP BY number HAVING COUNT(*) > 1) d',
    );
    const duplicateInvoiceNumbers = await count(
      'SELECT COUNT(*) AS n FROM (SELECT number FROM invoices GROUP BY number HAVING COUNT(*) > 1) d',
    );
    const sharedTokens = await count(
      `SELECT COUNT(*) AS n FROM (SELECT draft_token FROM orders WHERE draft_token IS NOT NULL
         GROUP BY draft_token HAVING COUNT(*) > 1) d`,
    );

    const perBuyer = new Map<string, Row[]>();
    for (const o of orders) perBuyer.set(String(o.email), [...(perBuyer.get(String(o.email)) ?? []), o]);
    const brokenSamples: string[] = [];
    let broken = 0;
    for (const o of orders) {
      const problems = problemsOf(o);
      if (problems.length === 0) continue;
      broken += 1;
      if (brokenSamples.length < KEPT_SAMPLES) brokenSamples.push(`order ${n(o.id)}: ${problems.join(', ')}`);
    }
    const lost = outcomes.filter(
      (o) =>
        o.orderId !== null &&
        !(perBuyer.get(o.plan.account.email) ?? []).some((row) => n(row.id) === o.orderId),
    ).length;
    return {
      orders: orders.length,
      whole: orders.length - broken,
      broken,
      brokenSamples,
      doubled: [...perBuyer.values()].filter((list) => list.length > 1).length + sharedTokens,
      duplicateNumbers,
      duplicateInvoiceNumbers,
      orphans,
      lost,
      absent: outcomes.filter((o) => !perBuyer.has(o.plan.account.email)).length,
      unpaid: orders.filter((o) => o.payment_method !== 'invoice' && o.payment_status !== 'closed').length,
    };
  });
}
