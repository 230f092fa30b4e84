import type { Db } from '../../db/database.js';

/** Bank statement previews awaiting staff's confirmation (decision 048): the only writer of their table. */
export class StatementPreviewsRepository {
  constructor(private readonly db: Db) {}

  /** Drops the previews made before `before` (ISO instant): nobody can confirm them any more. */
  async dropOlderThan(before: string): Promise<void> {
    await this.db.deleteFrom('bank_statement_previews').where('created_at', '<', before).execute();
  }

  async insert(preview: { token: string; filename: string; lines: string; staffId: number; at: string }) {
    await this.db
      .insertInto('bank_statement_previews')
      .values({
        token: preview.token,
        filename: preview.filename,
        lines: preview.lines,
        staff_id: preview.staffId,
        created_at: preview.at,
        confirmed_at: null,
        result: null,
      })
      .execute();
  }

  find(token: string) {
    return this.db
      .selectFrom('bank_statement_previews')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirst();
  }

  /**
   * Marks the preview confirmed; false when it was confirmed already. The row's update is the
   * lock: a second confirm waits for the first transaction and then finds it confirmed.
   */
  async claim(token: string, at: string): Promise<boolean> {
    const claimed = await this.db
      .updateTable('bank_statement_previews')
      .set({ confirmed_at: at })
      .where('token', '=', token)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) > 0;
  }

  async storedResult(token: string): Promise<string | null> {
    const done = await this.db
      .selectFrom('bank_statement_previews')
      .select('result')
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    return done.result;
  }

  async storeResult(token: string, result: string): Promise<void> {
    await this.db.updateTable('bank_statement_previews').set({ result }).where('token', '=', token).execute();
  }
}
