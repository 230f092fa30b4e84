import { sql } from 'kysely';
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
/** Products written per statement (6 parameters each). */
const CHANGES_PER_QUERY = 500;

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

  /**
   * Writes the changes a few hundred at a time, each batch one `update … from (values …)` (both
   * databases name a VALUES list's columns column1…; the casts type PostgreSQL's parameters): a
   * 10,000-row feed is 20 statements, not 10,000 round trips.
   */
  async updatePrices(changes: readonly PriceChange[], at: string): Promise<void> {
    for (let start = 0; start < changes.length; start += CHANGES_PER_QUERY) {
      const rows = changes
        .slice(start, start + CHANGES_PER_QUERY)
        .map(
          (change) =>
            sql`(${change.id}, ${change.price_cents}, ${change.retail_cents}, ${change.campaign_price_cents}, ${change.discount_start}, ${change.discount_end})`,
        );
      await sql`update products set
          price_cents = cast(v.column2 as bigint),
          retail_cents = cast(v.column3 as bigint),
          campaign_price_cents = cast(v.column4 as bigint),
          discount_start = cast(v.column5 as text),
          discount_end = cast(v.column6 as text),
          updated_at = ${at}
        from (values ${sql.join(rows)}) as v
        where products.id = cast(v.column1 as integer)`.execute(this.db);
    }
  }
}
