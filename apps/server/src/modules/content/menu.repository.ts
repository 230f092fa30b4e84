import type { MenuItem } from '@kodumasinad/contract';
import type { Db } from '../../db/database.js';
import { parseStoredJson, StoredDataError } from '../../platform/stored-json.js';

function linksOf(text: string): Record<string, string> {
  try {
    const value = parseStoredJson(text, 'menu item links');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch (error) {
    if (error instanceof StoredDataError) return {};
    throw error;
  }
}

/**
 * The edited secondary menu (table menu_items, decision 049): top items and their sub-links.
 * Read on every menu request, so an edit shows on every server process at once. The back-office
 * (content/site-content.repository.ts) writes it.
 */
export class MenuRepository {
  constructor(private readonly db: Db) {}

  /**
   * The slugs of the categories buyers do not see: hidden ones and the children of a hidden top
   * category (decision 078). Read from the catalogue's table; the catalogue module writes it.
   */
  async hiddenCategorySlugs(): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('categories as c')
      .leftJoin('categories as parent', 'parent.id', 'c.parent_id')
      .select('c.slug')
      .where((eb) => eb.or([eb('c.hidden', '=', 1), eb('parent.hidden', '=', 1)]))
      .execute();
    return new Set(rows.map((row) => row.slug));
  }

  /** The stored menu in order; null when none is stored (the menu follows the categories). */
  async menu(): Promise<MenuItem[] | null> {
    const rows = await this.db
      .selectFrom('menu_items')
      .selectAll()
      .orderBy('position')
      .orderBy('id')
      .execute();
    if (rows.length === 0) return null;
    const tops = rows.filter((row) => row.parent_id === null);
    return tops.map((top) => ({
      id: top.id,
      title: top.title,
      url: top.url,
      two_columns: top.two_columns === 1,
      links: linksOf(top.links),
      children: rows
        .filter((row) => row.parent_id === top.id)
        .map((child) => ({
          id: child.id,
          title: child.title,
          url: child.url ?? '',
          links: linksOf(child.links),
        })),
    }));
  }
}
