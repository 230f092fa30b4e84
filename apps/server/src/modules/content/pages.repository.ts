import { FOOTER_HOOK } from '@kodumasinad/contract';
import type { Db } from '../../db/database.js';
import { anyContainsFolded } from '../../db/text-search.js';

/**
 * The `pages` table, its only writer: static pages (rows with a slug, listed in the back-office)
 * and hooked pages such as the footer (not listed). The buyer's ContentRepository reads them.
 */
export class PagesRepository {
  constructor(private readonly db: Db) {}

  async list(
    q: string,
    order: { sort: 'slug' | 'title' | 'updated_at'; dir: 'asc' | 'desc' },
    limit: number,
    offset: number,
  ) {
    let query = this.db.selectFrom('pages').where('slug', 'is not', null);
    if (q !== '') {
      query = query.where(anyContainsFolded(['slug', 'title'], q));
    }
    const count = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy(order.sort, order.dir)
      .orderBy('id', order.dir)
      .offset(offset)
      .limit(limit)
      .execute();
    return { rows, total: Number(count.total) };
  }

  byId(id: number) {
    return this.db
      .selectFrom('pages')
      .selectAll()
      .where('id', '=', id)
      .where('slug', 'is not', null)
      .executeTakeFirst();
  }

  async slugTaken(slug: string, exceptId: number | null): Promise<boolean> {
    let query = this.db.selectFrom('pages').select('id').where('slug', '=', slug);
    if (exceptId !== null) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async isCategorySlug(slug: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('categories')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(page: { slug: string; title: string; content: string }, at: string): Promise<number> {
    const row = await this.db
      .insertInto('pages')
      .values({ ...page, hook: null, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, page: { slug: string; title: string; content: string }, at: string) {
    await this.db
      .updateTable('pages')
      .set({ ...page, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('pages').where('id', '=', id).execute();
  }

  footer() {
    return this.db.selectFrom('pages').selectAll().where('hook', '=', FOOTER_HOOK).executeTakeFirst();
  }

  async saveFooter(content: string, at: string): Promise<void> {
    const updated = await this.db
      .updateTable('pages')
      .set({ content, updated_at: at })
      .where('hook', '=', FOOTER_HOOK)
      .executeTakeFirst();
    if (updated.numUpdatedRows > 0n) return;
    await this.db
      .insertInto('pages')
      .values({ slug: null, hook: FOOTER_HOOK, title: 'Jalus', content, created_at: at, updated_at: at })
      .execute();
  }
}
