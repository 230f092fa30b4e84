import type { MenuItem } from '@kodumasinad/contract';
import type { MenuRepository } from './menu.repository.js';

/**
 * The secondary menu buyers see (GET /api/categories/menu and the page bootstrap): the menu edited
 * in the back-office when one is stored, else the one made from the category tree (decision 049).
 */
export class SiteMenu {
  constructor(
    private readonly stored: Pick<MenuRepository, 'menu'>,
    private readonly fromCategories: () => Promise<MenuItem[]>,
  ) {}

  async current(): Promise<{ custom: boolean; items: MenuItem[] }> {
    const stored = await this.stored.menu();
    return stored === null
      ? { custom: false, items: await this.fromCategories() }
      : { custom: true, items: stored };
  }

  async menu(): Promise<MenuItem[]> {
    return (await this.current()).items;
  }
}
