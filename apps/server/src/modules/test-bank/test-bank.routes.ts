import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BankLinkConfig } from '../../platform/payments/bank-link-config.js';
import { registerFormBodyParser } from '../../platform/payments/form-body.js';
import type { IpizzaRejectReason } from '../../platform/payments/ipizza-messages.js';
import { loadTestBankKeys } from './test-bank-keys.js';
import { AUTO_SUBMIT_PATH, AUTO_SUBMIT_SCRIPT, payPage, refusalPage, replyPage } from './test-bank.pages.js';
import { TEST_BANK_PATH, TEST_BANK_PAYER, TestBank, type TestBankOutcome } from './test-bank.service.js';

export interface TestBankOptions {
  /** APP_URL: the test bank's provider posts to APP_URL/test-bank/pay. */
  appUrl: string;
  /** DATA_DIR: the keys live in DATA_DIR/test-bank. */
  dataDir: string;
  now?: () => Date;
  /** Transport of the VK_AUTO=Y call to the shop (tests inject their own). */
  fetch?: typeof fetch;
  callbackTimeoutMs?: number;
}

/**
 * The built-in test bank at /test-bank/* — the bank's side, so outside /api: the payer's browser
 * posts plain forms here (no X-Requested-With, no CSRF token), as it would to a real bank.
 * Returns the link for createPaymentRegistry({ testBank }).
 */
export async function registerTestBank(
  app: FastifyInstance,
  options: TestBankOptions,
): Promise<{ bank: TestBank; bankLink: BankLinkConfig }> {
  const bank = new TestBank({ ...options, keys: await loadTestBankKeys(options.dataDir) });

  // Encapsulated: the form parser and these routes do not leak into the rest of the app.
  await app.register(async (scope) => {
    registerFormBodyParser(scope);

    scope.get(AUTO_SUBMIT_PATH, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(AUTO_SUBMIT_SCRIPT),
    );

    scope.post(TEST_BANK_PATH, async (request, reply) => {
      const read = bank.readRequest(request.body, { checkClock: true });
      if (!read.ok) return refuse(request, reply, read.reason, read.detail);
      const { request: payment, fields } = read;
      return sendPage(reply, 200, payPage(payment, bank.payeeOf(payment), fields, TEST_BANK_PAYER), []);
    });

    const finish = (outcome: TestBankOutcome) => async (request: FastifyRequest, reply: FastifyReply) => {
      const read = bank.readRequest(request.body, { checkClock: false });
      if (!read.ok) return refuse(request, reply, read.reason, read.detail);
      const payment = read.request;
      const signed = bank.reply(payment, outcome);
      await bank.notify(payment.returnUrl, signed, request.log);
      const target = outcome === 'paid' ? payment.returnUrl : payment.cancelUrl;
      request.log.info({ stamp: payment.stamp, outcome }, 'test bank payment finished');
      return sendPage(reply, 200, replyPage(outcome, target, { ...signed, VK_AUTO: 'N' }), [target]);
    };
    scope.post(`${TEST_BANK_PATH}/confirm`, finish('paid'));
    scope.post(`${TEST_BANK_PATH}/cancel`, finish('cancelled'));
  });

  return { bank, bankLink: bank.bankLink };
}

function refuse(request: FastifyRequest, reply: FastifyReply, reason: IpizzaRejectReason, detail: string) {
  request.log.warn({ reason, detail }, 'test bank refused a payment request');
  return sendPage(reply, 400, refusalPage(reason), []);
}

/**
 * The bank's pages carry their own CSP: like a real bank's, their forms post to the shop's return
 * address, which the shop's own form-action 'self' would not allow if it is another origin.
 */
function sendPage(reply: FastifyReply, status: number, html: string, formTargets: string[]) {
  const origins = [...new Set(formTargets.map((target) => new URL(target).origin))];
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'unsafe-inline'",
        `form-action ${["'self'", ...origins].join(' ')}`,
        "frame-ancestors 'none'",
        "base-uri 'none'",
      ].join('; '),
    )
    .send(html);
}
