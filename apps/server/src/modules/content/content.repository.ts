import type { Db } from '../../db/database.js';

/** Read access to the content tables: menu, pages and news. */
export class ContentRepository {
  constructor(private readonly db: Db) {}

  async pageSlugs(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('pages')
      .select('slug')
      .where('slug', 'is not', null)
      .orderBy('id')
      .execute();
    return rows.flatMap((row) => (row.slug === null ? [] : [row.slug]));
  }

  pageBy(column: 'slug' | 'hook', value: string) {
    return this.db.selectFrom('pages').selectAll().where(column, '=', value).executeTakeFirst();
  }

  async countPublishedNews(now: string): Promise<number> {
    const row = await this.db
      .selectFrom('news')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('published_at', '<=', now)
      .where('published', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  publishedNews(now: string, limit: number, offset: number) {
    return this.db
      .selectFrom('news')
      .selectAll()
      .where('published_at', '<=', now)
      .where('published', '=', 1)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  publishedNewsBy(column: 'id' | 'url', value: number | string, now: string) {
    return this.db
      .selectFrom('news')
      .selectAll()
      .where(column, '=', value)
      .where('published_at', '<=', now)
      .where('published', '=', 1)
      .executeTakeFirst();
  }
}
