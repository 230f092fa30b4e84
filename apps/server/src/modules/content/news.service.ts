import { isDay, type Meta } from '@kodumasinad/contract';
import {
  ADMIN_NEWS_NOT_FOUND_MESSAGE,
  type AdminNewsListQuery,
  type AdminNewsItem,
} from '@kodumasinad/contract/admin';
import type { Db } from '../../db/database.js';
import type { NewsRow } from '../../db/schema.js';
import { invalidInput, notFound } from '../../platform/errors.js';
import { dayStartUtc, estonianDay } from '../../platform/estonian-calendar.js';
import { htmlText, sanitizeHtml } from '../../platform/sanitize-html.js';
import { toCsv } from '../../platform/spreadsheet-export.js';
import { EXPORT_MAX_ROWS, listMeta, type AuditActor, type AuditRecorder } from '../admin/core/index.js';
import { AdminNewsRepository, type NewsValues } from './news.repository.js';
import { freeUrl, newsUrlBase } from './news-url.js';
import { EMPTY_AFTER_CLEANING_MESSAGE } from './pages.service.js';

export interface NewsInput {
  title: string;
  date: string;
  excerpt: string;
  content: string;
  published: string;
}

const EXCERPT_LENGTH = 200;

/** The body's text, cut at a word near EXCERPT_LENGTH characters. */
export function excerptOf(html: string): string {
  const text = htmlText(html)
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The Estonian day an item is dated (its instant is that day's start or a time in it). */
const newsDay = (publishedAt: string) => estonianDay(new Date(publishedAt));

function toAdminNews(row: NewsRow): AdminNewsItem {
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    excerpt: row.excerpt,
    content: sanitizeHtml(row.content),
    date: newsDay(row.published_at),
    published: row.published === 1,
  };
}

const audited = (row: NewsRow) => ({
  id: row.id,
  url: row.url,
  title: row.title,
  excerpt: row.excerpt,
  content: row.content,
  published_at: row.published_at,
  published: row.published === 1,
});

/**
 * News items of the back-office (decision 049): drafts (published unticked) never reach buyers;
 * the date is the day an item is dated and, when later than today, the day it appears.
 */
export class AdminNewsService {
  constructor(private readonly deps: { db: Db; audit: AuditRecorder; clock?: () => Date }) {}

  private clock(): Date {
    return this.deps.clock?.() ?? new Date();
  }

  async list(query: AdminNewsListQuery): Promise<{ data: AdminNewsItem[]; meta: Meta }> {
    const repo = new AdminNewsRepository(this.deps.db);
    const { rows, total } = await repo.list(
      query.q ?? '',
      query,
      query.per_page,
      (query.page - 1) * query.per_page,
    );
    return { data: rows.map(toAdminNews), meta: listMeta(query, total) };
  }

  /** The list's rows as CSV (the same search, every page). */
  async exportCsv(query: AdminNewsListQuery): Promise<string> {
    const { rows } = await new AdminNewsRepository(this.deps.db).list(
      query.q ?? '',
      query,
      EXPORT_MAX_ROWS,
      0,
    );
    return toCsv(
      ['Kuupäev', 'Pealkiri', 'Aadress', 'Avaldatud'],
      rows.map((row) => [
        { text: newsDay(row.published_at) },
        { text: row.title },
        { text: `/uudised/${row.url}` },
        { text: row.published === 1 ? 'jah' : 'ei' },
      ]),
    );
  }

  async get(id: number): Promise<AdminNewsItem> {
    const row = await new AdminNewsRepository(this.deps.db).byId(id);
    if (row === undefined) throw notFound(ADMIN_NEWS_NOT_FOUND_MESSAGE);
    return toAdminNews(row);
  }

  async create(staff: AuditActor, input: NewsInput): Promise<AdminNewsItem> {
    const values = this.values(input, null);
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const repo = new AdminNewsRepository(trx);
      const base = newsUrlBase(input.title);
      const id = await repo.insert(freeUrl(base, await repo.urlsLike(base)), values, values.published_at);
      const after = await this.must(repo, id);
      await this.deps.audit(trx, staff, {
        action: 'news.create',
        entity: 'news',
        entity_id: id,
        before: null,
        after: audited(after),
      });
      return after;
    });
    return toAdminNews(row);
  }

  async update(staff: AuditActor, id: number, input: NewsInput): Promise<AdminNewsItem> {
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const repo = new AdminNewsRepository(trx);
      const before = await this.must(repo, id);
      await repo.update(id, this.values(input, before.published_at), this.clock().toISOString());
      const after = await this.must(repo, id);
      await this.deps.audit(trx, staff, {
        action: 'news.update',
        entity: 'news',
        entity_id: id,
        before: audited(before),
        after: audited(after),
      });
      return after;
    });
    return toAdminNews(row);
  }

  async delete(staff: AuditActor, id: number): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      const repo = new AdminNewsRepository(trx);
      const before = await this.must(repo, id);
      await repo.delete(id);
      await this.deps.audit(trx, staff, {
        action: 'news.delete',
        entity: 'news',
        entity_id: id,
        before: audited(before),
        after: null,
      });
    });
  }

  private async must(repo: AdminNewsRepository, id: number): Promise<NewsRow> {
    const row = await repo.byId(id);
    if (row === undefined) throw notFound(ADMIN_NEWS_NOT_FOUND_MESSAGE);
    return row;
  }

  /**
   * What to store. The time of day: kept when the date is unchanged; now for an item dated today
   * (so it shows at once and leads the list); else the start of that Estonian day, so a
   * future-dated item appears at Tallinn's midnight (decision 053).
   */
  private values(input: NewsInput, publishedAt: string | null): NewsValues {
    if (!isDay(input.date)) throw invalidInput({ date: ['Kuupäev ei ole korrektne.'] });
    const content = sanitizeHtml(input.content).trim();
    if (content === '') throw invalidInput({ content: [EMPTY_AFTER_CLEANING_MESSAGE] });
    const now = this.clock();
    let published_at = dayStartUtc(input.date);
    if (publishedAt !== null && newsDay(publishedAt) === input.date) published_at = publishedAt;
    else if (input.date === estonianDay(now)) published_at = now.toISOString();
    return {
      title: input.title,
      excerpt: input.excerpt === '' ? excerptOf(content) : input.excerpt,
      content,
      published_at,
      published: input.published === '1' || input.published === 'true' ? 1 : 0,
    };
  }
}
