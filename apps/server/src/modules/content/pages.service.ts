import type { FieldErrors, Meta } from '@kodumasinad/contract';
import {
  ADMIN_PAGE_NOT_FOUND_MESSAGE,
  PAGE_SLUG_CATEGORY_MESSAGE,
  PAGE_SLUG_TAKEN_MESSAGE,
  type AdminPageListQuery,
  type AdminPage,
} from '@kodumasinad/contract/admin';
import type { Db } from '../../db/database.js';
import type { PageRow } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError, invalidInput, notFound } from '../../platform/errors.js';
import { sanitizeHtml } from '../../platform/sanitize-html.js';
import { toCsv } from '../../platform/spreadsheet-export.js';
import { EXPORT_MAX_ROWS, listMeta, type AuditActor, type AuditRecorder } from '../admin/core/index.js';
import { PagesRepository } from './pages.repository.js';

/** The special-offers listing lives at this page's slug (SPEC §2); it can be edited, not moved. */
export const SPECIAL_OFFERS_SLUG = 'eripakkumised';
export const EMPTY_AFTER_CLEANING_MESSAGE = 'Sisu jääb pärast puhastamist tühjaks.';
const SPECIAL_OFFERS_MESSAGE = 'Eripakkumiste lehe aadressi ei saa muuta ega lehte kustutada.';

export interface PageInput {
  slug: string;
  title: string;
  content: string;
}

function toAdminPage(row: PageRow): AdminPage {
  return {
    id: row.id,
    slug: row.slug ?? '',
    title: row.title,
    content: sanitizeHtml(row.content),
    updated_at: row.updated_at,
  };
}

const audited = (row: PageRow) => ({ id: row.id, slug: row.slug, title: row.title, content: row.content });

/**
 * Static pages of the back-office (decision 049). HTML is sanitised when saved and again when
 * served (content.service); a slug is unique, not an app route (contract) and not a category's.
 * The buyer's router learns slugs from each page's bootstrap, so a new page works at once.
 */
export class AdminPagesService {
  constructor(private readonly deps: { db: Db; audit: AuditRecorder; clock?: () => Date }) {}

  private now(): string {
    return (this.deps.clock?.() ?? new Date()).toISOString();
  }

  async list(query: AdminPageListQuery): Promise<{ data: AdminPage[]; meta: Meta }> {
    const repo = new PagesRepository(this.deps.db);
    const { rows, total } = await repo.list(
      query.q ?? '',
      query,
      query.per_page,
      (query.page - 1) * query.per_page,
    );
    return { data: rows.map(toAdminPage), meta: listMeta(query, total) };
  }

  /** The list's rows as CSV (the same search, every page). */
  async exportCsv(query: AdminPageListQuery): Promise<string> {
    const { rows } = await new PagesRepository(this.deps.db).list(query.q ?? '', query, EXPORT_MAX_ROWS, 0);
    return toCsv(
      ['Aadress', 'Pealkiri', 'Muudetud'],
      rows.map((row) => [{ text: `/${row.slug ?? ''}` }, { text: row.title }, { text: row.updated_at }]),
    );
  }

  async get(id: number): Promise<AdminPage> {
    const row = await new PagesRepository(this.deps.db).byId(id);
    if (row === undefined) throw notFound(ADMIN_PAGE_NOT_FOUND_MESSAGE);
    return toAdminPage(row);
  }

  create(staff: AuditActor, input: PageInput): Promise<AdminPage> {
    return this.write(async (repo, trx) => {
      const page = await this.checked(repo, input, null);
      const id = await repo.insert(page, this.now());
      const after = await repo.byId(id);
      if (after === undefined) throw new Error(`page ${id} vanished`);
      await this.deps.audit(trx, staff, {
        action: 'page.create',
        entity: 'page',
        entity_id: id,
        before: null,
        after: audited(after),
      });
      return after;
    });
  }

  update(staff: AuditActor, id: number, input: PageInput): Promise<AdminPage> {
    return this.write(async (repo, trx) => {
      const before = await repo.byId(id);
      if (before === undefined) throw notFound(ADMIN_PAGE_NOT_FOUND_MESSAGE);
      if (before.slug === SPECIAL_OFFERS_SLUG && input.slug !== SPECIAL_OFFERS_SLUG)
        throw invalidInput({ slug: [SPECIAL_OFFERS_MESSAGE] });
      const page = await this.checked(repo, input, id);
      await repo.update(id, page, this.now());
      const after = await repo.byId(id);
      if (after === undefined) throw new Error(`page ${id} vanished`);
      await this.deps.audit(trx, staff, {
        action: 'page.update',
        entity: 'page',
        entity_id: id,
        before: audited(before),
        after: audited(after),
      });
      return after;
    });
  }

  async delete(staff: AuditActor, id: number): Promise<void> {
    await this.write(async (repo, trx) => {
      const before = await repo.byId(id);
      if (before === undefined) throw notFound(ADMIN_PAGE_NOT_FOUND_MESSAGE);
      if (before.slug === SPECIAL_OFFERS_SLUG)
        throw new AppError(409, 'protected_page', SPECIAL_OFFERS_MESSAGE);
      await repo.delete(id);
      await this.deps.audit(trx, staff, {
        action: 'page.delete',
        entity: 'page',
        entity_id: id,
        before: audited(before),
        after: null,
      });
      return before;
    });
  }

  /** One transaction; a unique violation (a parallel save took the slug) is the slug's 422. */
  private async write(work: (repo: PagesRepository, trx: Db) => Promise<PageRow>): Promise<AdminPage> {
    try {
      const row = await this.deps.db.transaction().execute((trx) => work(new PagesRepository(trx), trx));
      return toAdminPage(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw invalidInput({ slug: [PAGE_SLUG_TAKEN_MESSAGE] });
      throw error;
    }
  }

  /** The input as stored: HTML sanitised; the slug's uniqueness checked. */
  private async checked(repo: PagesRepository, input: PageInput, id: number | null): Promise<PageInput> {
    const errors: FieldErrors = {};
    if (await repo.slugTaken(input.slug, id)) errors.slug = [PAGE_SLUG_TAKEN_MESSAGE];
    else if (await repo.isCategorySlug(input.slug)) errors.slug = [PAGE_SLUG_CATEGORY_MESSAGE];
    const content = sanitizeHtml(input.content).trim();
    if (content === '') errors.content = [EMPTY_AFTER_CLEANING_MESSAGE];
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    return { slug: input.slug, title: input.title, content };
  }
}
