import type { Db } from '../../db/database.js';
import type { BankUnmatchedCreditsTable } from '../../db/schema-admin-invoices.js';
import { excessRef } from './statement-matching.js';

export type NewUnmatchedCredit = Omit<
  BankUnmatchedCreditsTable,
  'id' | 'state' | 'resolved_invoice_id' | 'resolved_by' | 'resolved_at'
>;

/** The credits of confirmed statements kept for staff (migration 0024, decision 051). */
export class UnmatchedCreditsRepository {
  constructor(private readonly db: Db) {}

  /** Keeps a credit once per bank entry: false when that entry is kept already. */
  async keep(credit: NewUnmatchedCredit): Promise<boolean> {
    const inserted = await this.db
      .insertInto('bank_unmatched_credits')
      .values({ ...credit, state: 'open', resolved_invoice_id: null, resolved_by: null, resolved_at: null })
      .onConflict((oc) => oc.column('bank_ref').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** Which of the bank entry keys are kept already (open or resolved). */
  async keptRefs(refs: readonly string[]): Promise<Set<string>> {
    if (refs.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('bank_unmatched_credits')
      .select('bank_ref')
      .where('bank_ref', 'in', refs)
      .execute();
    return new Set(rows.map((row) => row.bank_ref));
  }

  /** The open credits with the number of a partial one's invoice, oldest booking day first. */
  async open(limit: number) {
    return this.db
      .selectFrom('bank_unmatched_credits')
      .leftJoin('invoices', 'invoices.id', 'bank_unmatched_credits.invoice_id')
      .selectAll('bank_unmatched_credits')
      .select('invoices.number as invoice_number')
      .where('bank_unmatched_credits.state', '=', 'open')
      .orderBy('bank_unmatched_credits.booking_date')
      .orderBy('bank_unmatched_credits.id')
      .limit(limit)
      .execute();
  }

  async find(id: number) {
    return this.db.selectFrom('bank_unmatched_credits').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Marks an open credit assigned or dismissed; false when it is not open any more (another
   * staff member was first). The row's update is its lock until the transaction ends.
   */
  async resolve(
    id: number,
    resolution: { state: 'assigned' | 'dismissed'; invoiceId: number | null; staffId: number; at: string },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('bank_unmatched_credits')
      .set({
        state: resolution.state,
        resolved_invoice_id: resolution.invoiceId,
        resolved_by: resolution.staffId,
        resolved_at: resolution.at,
      })
      .where('id', '=', id)
      .where('state', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * A booked outside payment taken off its invoice: the open credits kept for the same bank entry
   * (its review row and its excess) go, and a credit that was assigned to that invoice is open
   * again, so the money is neither lost nor taken for already imported (the statement's line
   * stays kept).
   */
  async releaseBooked(externalRef: string, invoiceId: number): Promise<void> {
    await this.db
      .deleteFrom('bank_unmatched_credits')
      .where('bank_ref', 'in', [externalRef, excessRef(externalRef)])
      .where('state', '=', 'open')
      .execute();
    await this.db
      .updateTable('bank_unmatched_credits')
      .set({ state: 'open', resolved_invoice_id: null, resolved_by: null, resolved_at: null })
      .where('bank_ref', '=', externalRef)
      .where('state', '=', 'assigned')
      .where('resolved_invoice_id', '=', invoiceId)
      .execute();
  }
}
