import type { MenuItem, Meta, NewsItem, Page } from '@kodumasinad/contract';
import type { MenuItemRow, NewsRow, PageRow } from '../../db/schema.js';
import { notFound } from '../../platform/errors.js';
import { sanitizeHtml } from '../../platform/sanitize-html.js';
import type { ContentRepository } from './content.repository.js';

export const PAGE_NOT_FOUND_MESSAGE = 'Lehte ei leitud.';
export const NEWS_NOT_FOUND_MESSAGE = 'Uudist ei leitud.';

function parseLinks(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

function toPage(row: PageRow): Page {
  return { id: row.id, slug: row.slug, hook: row.hook, title: row.title, content: sanitizeHtml(row.content) };
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

function toMenu(rows: MenuItemRow[]): MenuItem[] {
  const top = rows.filter((row) => row.parent_id === null);
  return top.map((item) => ({
    id: item.id,
    title: item.title,
    url: item.url,
    two_columns: item.two_columns === 1,
    links: parseLinks(item.links),
    children: rows
      .filter((child) => child.parent_id === item.id && child.url !== null)
      .map((child) => ({
        id: child.id,
        title: child.title,
        url: child.url ?? '',
        links: parseLinks(child.links),
      })),
  }));
}

export class ContentService {
  constructor(private readonly content: ContentRepository) {}

  async menu(): Promise<MenuItem[]> {
    return toMenu(await this.content.menuItems());
  }

  /** Category slugs the SPA router must recognise (no leading slash). */
  async categorySlugs(): Promise<string[]> {
    return (await this.content.categorySlugs()).map((url) => url.replace(/^\/+/, ''));
  }

  pageSlugs(): Promise<string[]> {
    return this.content.pageSlugs();
  }

  async page(by: 'slug' | 'hook', value: string): Promise<Page> {
    const row = await this.content.pageBy(by, value);
    if (row === undefined) throw notFound(PAGE_NOT_FOUND_MESSAGE);
    return toPage(row);
  }

  async newsPage(page: number, perPage: number): Promise<{ data: NewsItem[]; meta: Meta }> {
    const now = new Date().toISOString();
    const total = await this.content.countPublishedNews(now);
    const rows = await this.content.publishedNews(now, perPage, (page - 1) * perPage);
    return {
      data: rows.map(toNewsItem),
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        per_page: perPage,
        total,
      },
    };
  }

  /** A published news item by numeric id or by its url slug. */
  async newsItem(idOrUrl: string): Promise<NewsItem> {
    const now = new Date().toISOString();
    const row = /^\d{1,9}$/.test(idOrUrl)
      ? await this.content.publishedNewsBy('id', Number(idOrUrl), now)
      : await this.content.publishedNewsBy('url', idOrUrl, now);
    if (row === undefined) throw notFound(NEWS_NOT_FOUND_MESSAGE);
    return toNewsItem(row);
  }
}
