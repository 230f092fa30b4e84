import {
  NEWS_NOT_FOUND_MESSAGE,
  PAGE_NOT_FOUND_MESSAGE,
  type Meta,
  type NewsItem,
  type Page,
} from '@kodumasinad/contract';
import type { NewsRow, PageRow } from '../../db/schema.js';
import { notFound } from '../../platform/errors.js';
import { sanitizeHtml } from '../../platform/sanitize-html.js';
import { listMeta } from '../../platform/list-meta.js';
import { fillSellerDetails, type SellerDetails } from '../../platform/seller.js';
import type { ContentRepository } from './content.repository.js';

/** A page as buyers read it: its `{{seller.*}}` placeholders carry the SELLER_* values (decision 063). */
function toPage(row: PageRow, seller: SellerDetails): Page {
  return {
    id: row.id,
    slug: row.slug,
    hook: row.hook,
    title: row.title,
    content: fillSellerDetails(sanitizeHtml(row.content), seller),
  };
}

function toNewsItem(row: NewsRow): NewsItem {
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    excerpt: row.excerpt,
    content: sanitizeHtml(row.content),
    published_at: row.published_at,
  };
}

/**
 * Pages and the buyer's news. A news item shows once it is published and its instant has come;
 * an item dated by day is stamped with that Estonian day's start (decision 053), so it appears
 * at Tallinn's midnight.
 */
export class ContentService {
  constructor(
    private readonly content: ContentRepository,
    private readonly seller: SellerDetails,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  pageSlugs(): Promise<string[]> {
    return this.content.pageSlugs();
  }

  async page(by: 'slug' | 'hook', value: string): Promise<Page> {
    const row = await this.content.pageBy(by, value);
    if (row === undefined) throw notFound(PAGE_NOT_FOUND_MESSAGE);
    return toPage(row, this.seller);
  }

  async newsPage(page: number, perPage: number): Promise<{ data: NewsItem[]; meta: Meta }> {
    const now = this.clock().toISOString();
    const total = await this.content.countPublishedNews(now);
    const rows = await this.content.publishedNews(now, perPage, (page - 1) * perPage);
    return {
      data: rows.map(toNewsItem),
      meta: listMeta({ page, per_page: perPage }, total),
    };
  }

  /** A published news item by numeric id or by its url slug. */
  async newsItem(idOrUrl: string): Promise<NewsItem> {
    const now = this.clock().toISOString();
    const row = /^\d{1,9}$/.test(idOrUrl)
      ? await this.content.publishedNewsBy('id', Number(idOrUrl), now)
      : await this.content.publishedNewsBy('url', idOrUrl, now);
    if (row === undefined) throw notFound(NEWS_NOT_FOUND_MESSAGE);
    return toNewsItem(row);
  }
}
