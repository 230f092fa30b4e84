import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { BankLinkConfig } from '../../platform/payments/bank-link-config.js';
import { FORM_CONTENT_TYPE } from '../../platform/payments/form-body.js';
import type { VkFields } from '../../platform/payments/ipizza.js';
import {
  buildFailedReply,
  buildPaidReply,
  readPaymentRequest,
  type IpizzaRejection,
  type Party,
  type PaymentRequest,
} from '../../platform/payments/ipizza-messages.js';
import type { TestBankKeys } from './test-bank-keys.js';

/** The test bank's own id (VK_SND_ID of its replies) and the shop's merchant id there. */
export const TEST_BANK_ID = 'TESTPANK';
export const TEST_BANK_MERCHANT_ID = 'KODUMASINAD';
export const TEST_BANK_PATH = '/test-bank/pay';

/** The shop's account in its "contract" with the test bank: the payee of 1012 requests. */
export const TEST_BANK_MERCHANT: Party = { account: 'EE382200221020145685', name: 'Kodumasinad AS' };
/** The always-solvent payer behind the test bank's pay button. */
export const TEST_BANK_PAYER: Party = { account: 'EE471000001020145685', name: 'Tõnu Testija' };

const CALLBACK_TIMEOUT_MS = 5000;

export type TestBankOutcome = 'paid' | 'cancelled';

export interface TestBankDeps {
  keys: TestBankKeys;
  /** The shop's public address: the test bank is served at APP_URL/test-bank/pay. */
  appUrl: string;
  now?: () => Date;
  /** The server-to-server call's transport (tests inject their own). */
  fetch?: typeof fetch;
  callbackTimeoutMs?: number;
}

/**
 * The bank's side of iPizza, built in so the whole purchase works on one machine: it checks the
 * shop's signed request, signs 1111/1911 replies with its own key and calls the shop back.
 */
export class TestBank {
  /** The link the shop's registry uses to pay here (code 'testbank', label 'Testpank'). */
  readonly bankLink: BankLinkConfig;
  private readonly now: () => Date;
  private readonly fetch: typeof fetch;

  constructor(private readonly deps: TestBankDeps) {
    this.now = deps.now ?? (() => new Date());
    this.fetch = deps.fetch ?? fetch;
    this.bankLink = {
      code: 'testbank',
      url: `${deps.appUrl.replace(/\/+$/, '')}${TEST_BANK_PATH}`,
      merchantId: TEST_BANK_MERCHANT_ID,
      bankId: TEST_BANK_ID,
      privateKey: deps.keys.merchantPrivateKey,
      bankPublicKey: deps.keys.bankPublicKey,
    };
  }

  /**
   * A request as a real bank checks it. The clock is checked when the shop's form arrives; the
   * payer's later confirm carries the same signed fields and is not held to the 5 minutes.
   */
  readRequest(
    body: unknown,
    options: { checkClock: boolean },
  ): { ok: true; request: PaymentRequest; fields: VkFields } | IpizzaRejection {
    return readPaymentRequest(body, {
      merchantId: TEST_BANK_MERCHANT_ID,
      merchantPublicKey: this.deps.keys.merchantPublicKey,
      now: this.now(),
      ...(options.checkClock ? {} : { maxClockSkewMs: Number.POSITIVE_INFINITY }),
    });
  }

  /** The payee the page shows: from the request for 1011, from the "contract" for 1012. */
  payeeOf(request: PaymentRequest): Party {
    return request.payee ?? TEST_BANK_MERCHANT;
  }

  /** The signed reply, without VK_AUTO (added per channel: Y for the call, N for the browser). */
  reply(request: PaymentRequest, outcome: TestBankOutcome): VkFields {
    const base = {
      bankId: TEST_BANK_ID,
      merchantId: request.merchantId,
      stamp: request.stamp,
      reference: request.reference,
      message: request.message,
      lang: request.lang,
    };
    if (outcome === 'cancelled') return buildFailedReply(base, this.deps.keys.bankPrivateKey);
    return buildPaidReply(
      {
        ...base,
        transactionId: String(randomInt(1_000_000_000, 10_000_000_000)),
        amountCents: request.amountCents,
        recipient: this.payeeOf(request),
        payer: TEST_BANK_PAYER,
        paidAt: this.now(),
      },
      this.deps.keys.bankPrivateKey,
    );
  }

  /**
   * The bank's server-to-server call (VK_AUTO=Y) to the shop's VK_RETURN, made before the payer's
   * browser is sent back, as real banks usually do. A failure is logged, never fatal: the browser
   * return still carries the same signed reply.
   */
  async notify(returnUrl: string, reply: VkFields, log: FastifyBaseLogger): Promise<boolean> {
    try {
      const response = await this.fetch(returnUrl, {
        method: 'POST',
        headers: { 'content-type': FORM_CONTENT_TYPE },
        body: new URLSearchParams({ ...reply, VK_AUTO: 'Y' }).toString(),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.deps.callbackTimeoutMs ?? CALLBACK_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) return true;
      log.warn({ status: response.status, stamp: reply.VK_STAMP }, 'test bank callback was not accepted');
    } catch (error) {
      log.warn({ err: error, stamp: reply.VK_STAMP }, 'test bank callback failed');
    }
    return false;
  }
}
