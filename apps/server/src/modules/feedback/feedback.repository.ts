import type { Db } from '../../db/database.js';
import type { NewFeedback } from '../../db/schema.js';

export class FeedbackRepository {
  constructor(private readonly db: Db) {}

  async insert(feedback: NewFeedback): Promise<number> {
    const row = await this.db
      .insertInto('feedback')
      .values(feedback)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
