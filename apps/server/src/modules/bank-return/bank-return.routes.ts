import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerFormBodyParser, type PaymentRegistry } from '../../platform/payments/index.js';
import type { SessionStore } from '../../platform/sessions.js';
import type { PaymentOutcomes } from '../orders/payment-outcomes.js';

export const PAYMENT_FAILED_FLASH = 'Makse ebaõnnestus või katkestati. Võid maksmist jätkata.';
export const REPLY_REJECTED_TEXT = 'Makse vastus on vigane.';
export const UNKNOWN_PROVIDER_TEXT = 'Sellist makseviisi ei ole.';
export const RETURN_PATH = '/payments/return';
export const CANCEL_PATH = '/payments/cancel';
export const FAILED_PATH = '/payments/failed';

export interface BankReturnDeps {
  payments: PaymentRegistry;
  outcomes: PaymentOutcomes;
  sessions: SessionStore;
}

function plain(reply: FastifyReply, status: number, text: string) {
  return reply
    .status(status)
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(text);
}

/**
 * Where banks send their 1111/1911 replies: VK_RETURN and VK_CANCEL, as the payer's browser
 * (a cross-site form post or GET, without our session cookie or CSRF token) and as the bank's
 * own server call (VK_AUTO=Y). Outside /api for that reason; the signed stamp alone names the
 * payment. A reply that fails any check is refused with 400 and logged (a success as an error).
 * The payer goes to the order's real state: the success page once it is paid, else the failure
 * hop; an overpayment is logged as a warning for the seller (decision 013).
 */
export async function registerBankReturnRoutes(app: FastifyInstance, deps: BankReturnDeps): Promise<void> {
  await app.register(async (scope) => {
    registerFormBodyParser(scope);

    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const { provider: code } = request.params as { provider: string };
      const provider = deps.payments.get(code);
      if (provider === undefined || provider.kind !== 'bank-link') {
        return plain(reply, 404, UNKNOWN_PROVIDER_TEXT);
      }
      const fields = request.method === 'POST' ? request.body : request.query;
      const parsed = await provider.parseReturn(fields);
      if (!parsed.ok) {
        request.log.warn(
          { provider: code, reason: parsed.reason, detail: parsed.detail },
          'bank reply rejected',
        );
        return plain(reply, 400, REPLY_REJECTED_TEXT);
      }
      const applied = await deps.outcomes.apply(provider.code, parsed);
      if (!applied.ok) {
        // A verified success that matches no attempt may be real money: the seller must look.
        const level = parsed.status === 'paid' ? 'error' : 'warn';
        request.log[level](
          { provider: code, stamp: parsed.stamp, reason: applied.reason, detail: applied.detail },
          'bank reply rejected',
        );
        return plain(reply, 400, REPLY_REJECTED_TEXT);
      }
      request.log.info(
        {
          provider: code,
          stamp: parsed.stamp,
          order: applied.orderId,
          invoice: applied.invoiceId,
          status: applied.status,
          changed: applied.changed,
          auto: parsed.auto,
        },
        'bank reply applied',
      );
      if (applied.overpayment && applied.changed) {
        request.log.warn(
          { provider: code, order: applied.orderId, payment: applied.paymentId, amount: applied.amountCents },
          applied.invoiceId === null
            ? 'overpayment received for an order already paid: refund it to the payer'
            : 'payment beyond the invoice outstanding amount: refund the excess to the payer',
        );
      }
      if (parsed.auto) return plain(reply, 200, 'OK');
      // A pay-now attempt of an invoice: the invoice shows its real state, paid or not.
      if (applied.invoiceId !== null) {
        return reply.header('cache-control', 'no-store').redirect(`/arved/${applied.invoiceId}`, 303);
      }
      // The order's real state, not the reply's: a late cancel of a paid order still lands on success.
      const target = applied.orderPaid
        ? `/makse-edukas/${applied.orderId}`
        : `${FAILED_PATH}/${applied.orderId}`;
      return reply.header('cache-control', 'no-store').redirect(target, 303);
    };
    for (const path of [RETURN_PATH, CANCEL_PATH]) {
      scope.post(`${path}/:provider`, handle);
      scope.get(`${path}/:provider`, handle);
    }

    // A separate top-level GET on our own site: unlike the bank's cross-site post, it carries the
    // session cookie (SameSite=Lax), so the flash lands in the payer's session.
    scope.get(`${FAILED_PATH}/:id`, async (request, reply) => {
      const { id } = request.params as { id: string };
      if (!/^\d{1,9}$/.test(id)) return plain(reply, 404, 'Lehte ei leitud.');
      if (request.session.record?.user_id != null) {
        await deps.sessions.setFlash(request, reply, PAYMENT_FAILED_FLASH);
      }
      return reply.header('cache-control', 'no-store').redirect(`/tellimused/${id}`, 303);
    });
  });
}
