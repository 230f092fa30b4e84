import { DEFAULT_VAT_MULTIPLIER, type Bootstrap } from '@kodumasinad/contract';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { ContentService } from '../content/content.service.js';
import type { SettingsService } from '../settings/settings.service.js';

/** The page bootstrap except the per-visit error, which the session supplies. */
export type PageBootstrap = Omit<Bootstrap, 'error'>;

export class BootstrapService {
  constructor(
    private readonly deps: {
      content: ContentService;
      catalog: CatalogService;
      settings: SettingsService;
      retailUrl: string;
    },
  ) {}

  async pageBootstrap(): Promise<PageBootstrap> {
    const [categories, pages, contacts] = await Promise.all([
      this.deps.catalog.categorySlugs(),
      this.deps.content.pageSlugs(),
      this.deps.settings.contacts(),
    ]);
    return { vat: DEFAULT_VAT_MULTIPLIER, categories, pages, retail_url: this.deps.retailUrl, contacts };
  }
}
