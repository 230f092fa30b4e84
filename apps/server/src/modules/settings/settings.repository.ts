import type { Db } from '../../db/database.js';

/** Key/value settings; values are JSON. */
export class SettingsRepository {
  constructor(private readonly db: Db) {}

  async values(keys: readonly string[]): Promise<Map<string, unknown>> {
    const rows = await this.db.selectFrom('settings').selectAll().where('key', 'in', keys).execute();
    const values = new Map<string, unknown>();
    for (const row of rows) {
      try {
        values.set(row.key, JSON.parse(row.value));
      } catch {
        values.set(row.key, row.value);
      }
    }
    return values;
  }
}
