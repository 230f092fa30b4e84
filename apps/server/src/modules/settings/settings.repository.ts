import type { Db } from '../../db/database.js';
import { parseStoredJson, StoredDataError } from '../../platform/stored-json.js';

/** Key/value settings; values are JSON. */
export class SettingsRepository {
  constructor(private readonly db: Db) {}

  /** The parsed values; a value that is not JSON is left out and passed to `onCorrupt`. */
  async values(
    keys: readonly string[],
    onCorrupt: (error: StoredDataError) => void,
  ): Promise<Map<string, unknown>> {
    const rows = await this.db.selectFrom('settings').selectAll().where('key', 'in', keys).execute();
    const values = new Map<string, unknown>();
    for (const row of rows) {
      try {
        values.set(row.key, parseStoredJson(row.value, `setting ${row.key}`));
      } catch (error) {
        if (!(error instanceof StoredDataError)) throw error;
        onCorrupt(error);
      }
    }
    return values;
  }
}
