import type { Db } from '../../db/database.js';
import { anyContainsFolded } from '../../db/text-search.js';

export interface NewsValues {
  title: string;
  excerpt: string;
  content: string;
  published_at: string;
  published: 0 | 1;
}

/** Every news item, drafts too (the buyer's content module shows only published ones). */
export class AdminNewsRepository {
  constructor(private readonly db: Db) {}

  async list(
    q: string,
    order: { sort: 'date' | 'title'; dir: 'asc' | 'desc' },
    limit: number,
    offset: number,
  ) {
    let query = this.db.selectFrom('news');
    if (q !== '') {
      query = query.where(anyContainsFolded(['title', 'excerpt', 'url'], q));
    }
    const count = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy(order.sort === 'date' ? 'published_at' : 'title', order.dir)
      .orderBy('id', order.dir)
      .offset(offset)
      .limit(limit)
      .execute();
    return { rows, total: Number(count.total) };
  }

  byId(id: number) {
    return this.db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Urls already taken that start with `base` (to pick a free one). */
  async urlsLike(base: string): Promise<Set<string>> {
    const rows = await this.db.selectFrom('news').select('url').where('url', 'like', `${base}%`).execute();
    return new Set(rows.map((row) => row.url));
  }

  async insert(url: string, values: NewsValues, at: string): Promise<number> {
    const row = await this.db
      .insertInto('news')
      .values({ ...values, url, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: NewsValues, at: string): Promise<void> {
    await this.db
      .updateTable('news')
      .set({ ...values, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('news').where('id', '=', id).execute();
  }
}
