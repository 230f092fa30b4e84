import type { Db } from '../../db/database.js';

/** A product's prices as stored: all net cents. */
export interface StoredPrices {
  id: number;
  code: string;
  price_cents: number;
  retail_cents: number;
  campaign_price_cents: number | null;
  discount_start: string | null;
  discount_end: string | null;
}

export type PriceChange = Omit<StoredPrices, 'code'>;

/** Codes looked up per statement: well inside both databases' bound-parameter limits. */
const CODES_PER_QUERY = 1000;

/** The ERP's daily price feed (decision 081): reads and writes products' prices by code. */
export class PriceFeedRepository {
  constructor(private readonly db: Db) {}

  async pricesByCode(codes: readonly string[]): Promise<Map<string, StoredPrices>> {
    const found = new Map<string, StoredPrices>();
    for (let start = 0; start < codes.length; start += CODES_PER_QUERY) {
      const rows = await this.db
        .selectFrom('products')
        .select([
          'id',
          'code',
          'price_cents',
          'retail_cents',
          'campaign_price_cents',
          'discount_start',
          'discount_end',
        ])
        .where('code', 'in', codes.slice(start, start + CODES_PER_QUERY))
        .execute();
      for (const row of rows) found.set(row.code, row);
    }
    return found;
  }

  async updatePrices(changes: readonly PriceChange[], at: string): Promise<void> {
    for (const change of changes) {
      await this.db
        .updateTable('products')
        .set({
          price_cents: change.price_cents,
          retail_cents: change.retail_cents,
          campaign_price_cents: change.campaign_price_cents,
          discount_start: change.discount_start,
          discount_end: change.discount_end,
          updated_at: at,
        })
        .where('id', '=', change.id)
        .execute();
    }
  }
}
