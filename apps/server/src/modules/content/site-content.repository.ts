import type { Db } from '../../db/database.js';

/** A menu item or sub-link to store, in order; links as label → path. */
export interface StoredMenuItem {
  title: string;
  url: string | null;
  two_columns: boolean;
  links: Record<string, string>;
  children: { title: string; url: string; links: Record<string, string> }[];
}

/**
 * The help contacts (`settings`, read by modules/settings for every page's bootstrap) and the
 * edited menu (`menu_items`, read by menu.repository.ts): the only writer of both tables.
 */
export class SiteContentRepository {
  constructor(private readonly db: Db) {}

  /** Raw JSON texts of the settings asked for. */
  async settings(keys: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.db.selectFrom('settings').selectAll().where('key', 'in', keys).execute();
    return new Map(rows.map((row) => [row.key, row.value]));
  }

  async saveSetting(key: string, value: unknown): Promise<void> {
    const text = JSON.stringify(value);
    await this.db
      .insertInto('settings')
      .values({ key, value: text })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: text }))
      .execute();
  }

  /** Replaces the whole edited menu (call inside the caller's transaction). */
  async replaceMenu(items: StoredMenuItem[]): Promise<void> {
    await this.clearMenu();
    for (const [position, item] of items.entries()) {
      const top = await this.db
        .insertInto('menu_items')
        .values({
          parent_id: null,
          position,
          title: item.title,
          url: item.url,
          two_columns: item.two_columns ? 1 : 0,
          links: JSON.stringify(item.links),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (item.children.length === 0) continue;
      await this.db
        .insertInto('menu_items')
        .values(
          item.children.map((child, index) => ({
            parent_id: top.id,
            position: index,
            title: child.title,
            url: child.url,
            links: JSON.stringify(child.links),
          })),
        )
        .execute();
    }
  }

  /** Drops the edited menu: buyers see the one made from the category tree again. */
  async clearMenu(): Promise<void> {
    await this.db.deleteFrom('menu_items').where('parent_id', 'is not', null).execute();
    await this.db.deleteFrom('menu_items').execute();
  }
}
