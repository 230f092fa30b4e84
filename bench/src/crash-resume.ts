import type { OrderDraft, OrderReply, ProductListReply } from '@kodumasinad/contract';
import { BENCH_DELIVERY, contactsOf, payAtTestBank, type Buyer } from './checkout-buyer.js';
import { BuyerError } from './checkout-client.js';

/** The confirm steps: a buyer whose request died here may have an order it was never told of. */
const CONFIRM_STEPS = new Set(['order: confirm', 'order: confirm again']);
const CONFIRM = { order: { step: 'checkout-confirm', accept_terms: true } };

/** A request that never got a reply: the server died under it or was not there. */
export const diedUnder = (buyer: Buyer) => buyer.outcome.error?.message.startsWith('request failed') ?? false;

/**
 * What a buyer whose request died does once the shop is back: a buyer who had pressed confirm
 * presses it again; one who had not yet got there goes through the checkout steps once more with
 * whatever the cart and the draft hold (adding the products if the cart is empty) and confirms.
 * Either way the confirm is pressed twice, and both must answer with one and the same order. A
 * buyer who already had an order reads it back. A test-bank order the shop has no payment for
 * yet (the buyer's request died before the bank's reply reached the shop) is paid as the buyer
 * would: the order page's 'Jätka maksmist' signs the open attempt again (continued, not replaced:
 * decision 065), then the bank and the browser return; the bank's server call must settle it.
 */
export async function resume(buyer: Buyer): Promise<void> {
  const { client, outcome } = buyer;
  const { plan } = outcome;
  const failedAt = outcome.error?.step ?? '';
  outcome.error = null;
  try {
    if (outcome.orderId === null) {
      if (!CONFIRM_STEPS.has(failedAt)) {
        const draft = await client.api<{ data: OrderDraft }>('retry: GET /api/order', '/api/order');
        if (draft.data.totals.products === 0) {
          const featured = await client.api<ProductListReply>('retry: featured', '/api/products/featured');
          for (let k = 0; k < plan.products; k++) {
            const id = featured.data[(plan.account.index + k) % featured.data.length]!.id;
            await client.api('retry: cart insert', '/api/cart/insert', { id, quantity: k + 1 });
          }
        }
        const save = (step: string, order: Record<string, unknown>) =>
          client.api<{ data: OrderDraft }>(`retry: ${step}`, '/api/order', { order: { step, ...order } });
        await save('checkout-contacts', { contacts: contactsOf(plan, draft.data) });
        await save('checkout-transport', {
          transport: { code: 'TTH3', county: plan.county },
          delivery: { ...BENCH_DELIVERY, county: plan.county },
        });
        await save('checkout-services', { services: plan.services });
        await save('checkout-payment', { payment_method: plan.method });
      }
      const placed = await client.api<OrderReply>('retry: confirm', '/api/order', CONFIRM);
      outcome.orderId = placed.data.id;
      outcome.orderNumber = placed.data.number;
      const again = await client.api<OrderReply>('retry: confirm again', '/api/order', CONFIRM);
      outcome.sameOrderOnRepeat = again.data.id === placed.data.id;
      if (!outcome.sameOrderOnRepeat) {
        throw new BuyerError('retry: confirm again', `order ${again.data.id}, the first ${placed.data.id}`);
      }
    }
    const orderId = outcome.orderId;
    const order = await client.api<OrderReply>('retry: GET /api/orders/{id}', `/api/orders/${orderId}`);
    if (plan.method === 'testbank' && order.data.payment_status !== 'closed') {
      const step = 'retry: continue payment';
      const continued = await client.api<OrderReply>(step, `/api/orders/continue/${orderId}`, {});
      if (continued.payment?.method !== 'POST') throw new BuyerError(step, 'no bank form to continue with');
      await payAtTestBank(client, continued.payment, orderId, outcome, { stepPrefix: 'retry: ' });
    }
  } catch (error) {
    outcome.error = error instanceof BuyerError ? error : new BuyerError('retry', String(error));
  }
}
