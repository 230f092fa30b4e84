import type { FeedbackState } from '@kodumasinad/contract/admin';
import type { Db } from '../../db/database.js';
import type { NewFeedback } from '../../db/schema.js';
import { anyContainsFolded } from '../../db/text-search.js';

/**
 * Feedback messages, the only writer of `feedback`: the buyer's /kontakt form stores them, the
 * back-office inbox lists them with the sender's company and marks their state.
 */
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

  private base() {
    return this.db
      .selectFrom('feedback')
      .leftJoin('users', 'users.id', 'feedback.user_id')
      .leftJoin('b2b_clients', 'b2b_clients.id', 'users.b2b_client_id');
  }

  private selected() {
    return this.base().select([
      'feedback.id',
      'feedback.name',
      'feedback.email',
      'feedback.phone',
      'feedback.message',
      'feedback.state',
      'feedback.created_at',
      'feedback.read_at',
      'feedback.answered_at',
      'b2b_clients.name as company',
    ]);
  }

  async list(
    filter: { state: FeedbackState | undefined; q: string },
    order: { sort: 'created_at' | 'name' | 'state'; dir: 'asc' | 'desc' },
    limit: number,
    offset: number,
  ) {
    let query = this.selected();
    let count = this.base().select((eb) => eb.fn.countAll<number>().as('total'));
    if (filter.state !== undefined) {
      query = query.where('feedback.state', '=', filter.state);
      count = count.where('feedback.state', '=', filter.state);
    }
    if (filter.q !== '') {
      const columns = ['feedback.name', 'feedback.email', 'feedback.message', 'b2b_clients.name'];
      const matches = anyContainsFolded(columns, filter.q);
      query = query.where(matches);
      count = count.where(matches);
    }
    const total = Number((await count.executeTakeFirstOrThrow()).total);
    const rows = await query
      .orderBy(`feedback.${order.sort}`, order.dir)
      .orderBy('feedback.id', order.dir)
      .offset(offset)
      .limit(limit)
      .execute();
    return { rows, total };
  }

  byId(id: number) {
    return this.selected().where('feedback.id', '=', id).executeTakeFirst();
  }

  async setState(
    id: number,
    values: { state: FeedbackState; read_at: string | null; answered_at: string | null },
  ): Promise<void> {
    await this.db.updateTable('feedback').set(values).where('id', '=', id).execute();
  }
}
