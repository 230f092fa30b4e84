import { PRICE_FEED_MAX_ITEMS, type PriceFeedReply } from '@kodumasinad/contract/admin';
import type { PriceChange } from './import-files.js';

/**
 * The ERP's side of the integration API (issue 24, decision 081): a token an admin creates at
 * /haldus/integratsioonid, and the daily price feed sent with it.
 */

/** Creates an integration token with the given scopes as an admin does; returns its secret. */
export async function createIntegrationToken(
  base: string,
  adminHeaders: Record<string, string>,
  scopes: string[],
): Promise<string> {
  const reply = await fetch(`${base}/api/admin/integrations`, {
    method: 'POST',
    headers: { ...adminHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'ERP (bench)', scopes }),
  });
  if (!reply.ok) throw new Error(`integration token: ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as { token: string }).token;
}

export interface FeedRun {
  /** From the first call until the last reply, s: every price is applied (and served) by then. */
  seconds: number;
  /** The moment of the last reply, ms since the epoch. */
  lastReplyAt: number;
  calls: number;
  updated: number;
}

/**
 * `PATCH /api/integration/prices` with the changes, in calls of as many rows as the route takes
 * (PRICE_FEED_MAX_ITEMS), one after another as an ERP sends its daily feed. Every row must answer
 * `updated`: the bench sends only real changes of existing products.
 */
export async function sendPriceFeed(
  base: string,
  token: string,
  changes: readonly PriceChange[],
): Promise<FeedRun> {
  const start = performance.now();
  let updated = 0;
  let calls = 0;
  for (let from = 0; from < changes.length; from += PRICE_FEED_MAX_ITEMS) {
    const rows = changes
      .slice(from, from + PRICE_FEED_MAX_ITEMS)
      .map((c) => ({ code: c.code, price: c.cents }));
    const reply = await fetch(`${base}/api/integration/prices`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(rows),
    });
    if (!reply.ok) throw new Error(`price feed: ${reply.status} ${(await reply.text()).slice(0, 600)}`);
    const { meta } = (await reply.json()) as PriceFeedReply;
    updated += meta.updated;
    calls++;
  }
  const seconds = (performance.now() - start) / 1000;
  if (updated !== changes.length) throw new Error(`price feed updated ${updated} of ${changes.length} rows`);
  return { seconds, lastReplyAt: Date.now(), calls, updated };
}
