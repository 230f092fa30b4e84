import type { Generated } from 'kysely';
import type { Flag } from './schema-flag.js';

/**
 * The secondary menu as edited in the back-office (migration 0023, decision 049): top items (parent_id null) and their sub-links. While the table is empty the
 * menu is made from the category tree.
 */
export interface MenuItemsTable {
  id: Generated<number>;
  parent_id: number | null;
  position: Generated<number>;
  title: string;
  url: string | null;
  two_columns: Generated<Flag>;
  /** JSON object label → path. */
  links: Generated<string>;
}

export interface ContentTables {
  menu_items: MenuItemsTable;
}
