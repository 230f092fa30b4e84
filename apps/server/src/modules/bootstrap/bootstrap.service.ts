import {
  DEFAULT_VAT_MULTIPLIER,
  FOOTER_HOOK,
  type Bootstrap,
  type MenuItem,
  type Page,
  type ProductDetail,
  type User,
} from '@kodumasinad/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { splitRequestUrl } from '../../platform/request-path.js';
import type { CatalogService, ProductPageService } from '../catalog/index.js';
import type { ContentService } from '../content/content.service.js';
import type { SettingsService } from '../settings/settings.service.js';

/** The decoded slug of a `/{slug}` path that may name a product (not a numeric id); else null. */
function productSlugOf(path: string): string | null {
  const match = /^\/([^/?#]+)\/?(?:[?#]|$)/.exec(path);
  if (!match?.[1]) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return /^\d+$/.test(slug) ? null : slug;
}

/** The page bootstrap except the per-visit error, which the session supplies. */
export type PageBootstrap = Omit<Bootstrap, 'error'>;

export class BootstrapService {
  constructor(
    private readonly deps: {
      content: ContentService;
      catalog: CatalogService;
      productPages: ProductPageService;
      settings: SettingsService;
      /** The secondary menu: the back-office's edited one, else the categories' (decision 049). */
      menu: { menu(): Promise<MenuItem[]> };
      retailUrl: string;
      log: Pick<FastifyBaseLogger, 'error'>;
      /** Where the browser reports errors; undefined: it does not. */
      sentryBrowserDsn?: string | undefined;
    },
  ) {}

  /**
   * The page's bootstrap for the session's user (null when nobody is logged in): besides the
   * slugs and contacts, what the shell shows at once — the user, the menu (logged in only, as
   * GET /api/categories/menu) and the footer — so the first screen waits for no call (decision 036).
   */
  async pageBootstrap(user: User | null, path = '/'): Promise<PageBootstrap> {
    const [categories, pages, contacts, menu, footer] = await Promise.all([
      this.deps.catalog.categorySlugs(),
      this.deps.content.pageSlugs(),
      this.deps.settings.contacts(),
      user === null ? null : this.deps.menu.menu(),
      this.footer(),
    ]);
    const product = user === null ? null : await this.product(user, path, categories, pages);
    return {
      product,
      vat: DEFAULT_VAT_MULTIPLIER,
      categories,
      pages,
      retail_url: this.deps.retailUrl,
      sentry_dsn: this.deps.sentryBrowserDsn ?? null,
      contacts,
      user,
      menu,
      footer,
    };
  }

  /**
   * The product a page shows, as GET /api/product/{url} would answer (and, like it, remembered
   * as viewed): only for /{url} paths that are neither a category nor a static page (SPEC §2's
   * order) and name a product; anything else is no product.
   */
  private async product(
    user: User,
    path: string,
    categories: string[],
    pages: string[],
  ): Promise<ProductDetail | null> {
    const slug = productSlugOf(path);
    if (slug === null || categories.includes(slug) || pages.includes(slug)) return null;
    return this.deps.productPages.product(user, slug).catch(this.orNull('product'));
  }

  /**
   * Where a page at a product's old address moved (a changed slug keeps redirecting, issue 24):
   * `/{current-url}` with the same query, or null for any other page. A category or static page
   * of the same slug comes first, as in SPEC §2's order.
   */
  async pageRedirect(url: string): Promise<string | null> {
    const { path, query } = splitRequestUrl(url);
    const slug = productSlugOf(path);
    if (slug === null) return null;
    const moved = await this.deps.productPages.movedTo(slug);
    if (moved === null) return null;
    const [categories, pages] = await Promise.all([
      this.deps.catalog.categorySlugs(),
      this.deps.content.pageSlugs(),
    ]);
    if (categories.includes(slug) || pages.includes(slug)) return null;
    return `/${encodeURIComponent(moved)}${query === '' ? '' : `?${query}`}`;
  }

  /** The footer page, as GET /api/pages/hook/footer-b2b answers it; null when there is none. */
  private async footer(): Promise<Page | null> {
    return this.deps.content.page('hook', FOOTER_HOOK).catch(this.orNull('footer'));
  }

  /**
   * Null for what the page cannot show: a 404 (no such product, no footer page) is an answer;
   * any other failure is logged, and the page still loads without it.
   */
  private orNull(what: string) {
    return (error: unknown): null => {
      // A 301 (a product's old address) is an answer too: the page itself redirects first.
      if (!(error instanceof AppError && (error.status === 404 || error.status === 301))) {
        this.deps.log.error({ err: error }, `page bootstrap: the ${what} could not be read`);
      }
      return null;
    };
  }
}
