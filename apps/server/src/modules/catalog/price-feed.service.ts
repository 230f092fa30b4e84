import { withoutVat, type FieldErrors } from '@kodumasinad/contract';
import {
  campaignIssues,
  PRICE_FEED_REPEATED_CODE_MESSAGE,
  PRICE_FEED_UNKNOWN_CODE_MESSAGE,
  type PriceFeedItem,
  type PriceFeedReply,
  type PriceFeedResult,
} from '@kodumasinad/contract/admin';
import { bumpCatalogVersion } from '../../db/catalog-version.js';
import type { Db } from '../../db/database.js';
import type { AuditChange } from '../admin/core/index.js';
import { PriceFeedRepository, type PriceChange, type StoredPrices } from './price-feed.repository.js';

/** Who sends the feed: the integration token, audited by its name (staff_id null). */
export interface PriceFeedActor {
  integrationId: number;
  integrationName: string;
}

const PRICE_FIELDS = [
  'price_cents',
  'retail_cents',
  'campaign_price_cents',
  'discount_start',
  'discount_end',
] as const;

/** The stored prices after the row's changes; a field the row leaves out stays. */
function merged(stored: StoredPrices, item: PriceFeedItem): PriceChange {
  return {
    id: stored.id,
    price_cents: item.price ?? stored.price_cents,
    // The feed sends the recommended retail price with VAT; it is stored net.
    retail_cents: item.retail_price === undefined ? stored.retail_cents : withoutVat(item.retail_price),
    campaign_price_cents:
      item.campaign_price === undefined ? stored.campaign_price_cents : item.campaign_price,
    discount_start: item.discount_start === undefined ? stored.discount_start : item.discount_start,
    discount_end: item.discount_end === undefined ? stored.discount_end : item.discount_end,
  };
}

/** The changed fields only, before and after, for the audit entry. */
function changedValues(stored: StoredPrices, next: PriceChange) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const field of PRICE_FIELDS) {
    if (stored[field] !== next[field]) {
      before[field] = stored[field];
      after[field] = next[field];
    }
  }
  return { before, after };
}

/**
 * The ERP's daily price feed (issue 24, decision 081): up to 10,000 rows by product code in one
 * transaction. Each row is checked against the product as stored (the campaign rules of the
 * product schema); unknown codes and rows breaking a rule are reported and skipped, the rest are
 * written, the catalogue version is raised (every process rebuilds its index) and one audit entry
 * records every change with its values before and after.
 */
export class PriceFeedService {
  constructor(
    private readonly deps: {
      db: Db;
      /** recordIntegrationAudit of the back-office core: the entry names the token. */
      audit: (trx: Db, name: string, change: AuditChange) => Promise<void>;
      /** After a feed that changed prices: this process's catalogue index catches up before the reply. */
      changed?: () => Promise<void>;
      clock?: () => Date;
    },
  ) {}

  async apply(actor: PriceFeedActor, items: readonly PriceFeedItem[]): Promise<PriceFeedReply> {
    const at = (this.deps.clock?.() ?? new Date()).toISOString();
    const reply = await this.deps.db.transaction().execute(async (trx): Promise<PriceFeedReply> => {
      const repository = new PriceFeedRepository(trx);
      const stored = await repository.pricesByCode([...new Set(items.map((item) => item.code))]);
      const seen = new Set<string>();
      const changes: PriceChange[] = [];
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      const data: PriceFeedResult[] = items.map((item) => {
        if (seen.has(item.code))
          return { code: item.code, status: 'invalid', errors: { code: [PRICE_FEED_REPEATED_CODE_MESSAGE] } };
        seen.add(item.code);
        const product = stored.get(item.code);
        if (product === undefined)
          return {
            code: item.code,
            status: 'not_found',
            errors: { code: [PRICE_FEED_UNKNOWN_CODE_MESSAGE] },
          };
        const next = merged(product, item);
        const issues = campaignIssues({
          price: next.price_cents,
          campaign_price: next.campaign_price_cents,
          discount_start: next.discount_start,
          discount_end: next.discount_end,
        });
        if (issues.length > 0) {
          const errors: FieldErrors = {};
          for (const issue of issues) (errors[issue.field] ??= []).push(issue.message);
          return { code: item.code, status: 'invalid', errors };
        }
        const values = changedValues(product, next);
        if (Object.keys(values.after).length === 0) return { code: item.code, status: 'unchanged' };
        changes.push(next);
        before[item.code] = values.before;
        after[item.code] = values.after;
        return { code: item.code, status: 'updated' };
      });
      const meta = { updated: 0, unchanged: 0, not_found: 0, invalid: 0 };
      for (const result of data) meta[result.status] += 1;
      if (changes.length > 0) {
        await repository.updatePrices(changes, at);
        await bumpCatalogVersion(trx, { kind: 'prices', productIds: changes.map((change) => change.id) });
        await this.deps.audit(trx, actor.integrationName, {
          action: 'product.price_feed',
          entity: 'product',
          entity_id: null,
          before: { products: before },
          after: {
            products: after,
            counts: meta,
            integration: { id: actor.integrationId, name: actor.integrationName },
          },
        });
      }
      return { data, meta, message: `Hinnad muudetud ${meta.updated} tootel.` };
    });
    if (reply.meta.updated > 0) await this.deps.changed?.();
    return reply;
  }
}
