import type { MenuItem } from '@kodumasinad/contract';
import type { MenuRepository } from './menu.repository.js';

/** The category slug a menu path leads to: its first segment (`/pesumasinad/tootja:aeg` → `pesumasinad`). */
function firstSegment(url: string): string | null {
  let path = url.trim();
  try {
    // An absolute address of the shop itself still leads to the category.
    if (/^[a-z]+:\/\//i.test(path)) path = new URL(path).pathname;
  } catch {
    return null;
  }
  const segment = path.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
  return segment === '' ? null : decodeURIComponent(segment);
}

/**
 * The edited menu as buyers may see it: items, sub-links and label → path links that lead to a
 * hidden category (or a child of a hidden top one) are left out, so hiding a category takes it off
 * the menu and its popups even when the menu was edited by hand (decision 090). A top item that
 * leads to a hidden category goes with its sub-links.
 */
export function withoutHidden(items: readonly MenuItem[], hidden: ReadonlySet<string>): MenuItem[] {
  if (hidden.size === 0) return [...items];
  const shown = (url: string | null) => {
    if (url === null) return true;
    const slug = firstSegment(url);
    return slug === null || !hidden.has(slug);
  };
  const links = (record: Record<string, string>) =>
    Object.fromEntries(Object.entries(record).filter(([, url]) => shown(url)));
  return items
    .filter((item) => shown(item.url))
    .map((item) => ({
      ...item,
      links: links(item.links),
      children: item.children
        .filter((child) => shown(child.url))
        .map((child) => ({ ...child, links: links(child.links) })),
    }));
}

/**
 * The secondary menu buyers see (GET /api/categories/menu and the page bootstrap): the menu edited
 * in the back-office when one is stored, else the one made from the category tree (decision 049).
 * The edited one is what staff stored (`current`, the editor's starting point); buyers get it
 * without hidden categories (`menu`).
 */
export class SiteMenu {
  constructor(
    private readonly stored: Pick<MenuRepository, 'menu' | 'hiddenCategorySlugs'>,
    private readonly fromCategories: () => Promise<MenuItem[]>,
  ) {}

  async current(): Promise<{ custom: boolean; items: MenuItem[] }> {
    const stored = await this.stored.menu();
    return stored === null
      ? { custom: false, items: await this.fromCategories() }
      : { custom: true, items: stored };
  }

  async menu(): Promise<MenuItem[]> {
    const { custom, items } = await this.current();
    return custom ? withoutHidden(items, await this.stored.hiddenCategorySlugs()) : items;
  }
}
