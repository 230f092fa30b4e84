import type { MenuItem } from '@kodumasinad/contract';
import type {
  AdminFooterSchema,
  AdminHelpContacts,
  AdminMenu,
  AdminMenuItemInput,
} from '@kodumasinad/contract/admin';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { sanitizeHtml } from '../../platform/sanitize-html.js';
import type { AuditActor, AuditRecorder } from '../admin/core/index.js';
import { PagesRepository } from './pages.repository.js';
import { SiteContentRepository, type StoredMenuItem } from './site-content.repository.js';

type Footer = z.infer<typeof AdminFooterSchema>;

/** The settings the buyer's Help dropdown reads (modules/settings, page bootstrap). */
const PHONES_KEY = 'support_phones';
const EMAIL_KEY = 'wholesale_email';

/** A stored setting's value; unreadable JSON is logged and read as unset, as SettingsService does. */
function parsed(text: string | undefined, key: string, log: Pick<FastifyBaseLogger, 'error'>): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    log.error({ err: error, key }, 'corrupt setting');
    return undefined;
  }
}

const linkMap = (links: { label: string; url: string }[]) =>
  Object.fromEntries(links.map((link) => [link.label, link.url]));

function stored(items: AdminMenuItemInput[]): StoredMenuItem[] {
  return items.map((item) => ({
    title: item.title,
    url: item.url,
    two_columns: item.two_columns,
    links: linkMap(item.links),
    children: item.children.map((child) => ({
      title: child.title,
      url: child.url,
      links: linkMap(child.links),
    })),
  }));
}

/** Ids left out: they change on every save, the audit compares content. */
const auditedMenu = (items: MenuItem[]) =>
  items.map(({ title, url, two_columns, links, children }) => ({
    title,
    url,
    two_columns,
    links,
    children: children.map((child) => ({ title: child.title, url: child.url, links: child.links })),
  }));

/**
 * The shop-wide content of the back-office (decision 049): the secondary menu (stored whole, or
 * the category tree's), the footer HTML (the `footer-b2b` page) and the Help dropdown's contacts
 * (settings). Every page's bootstrap reads them fresh, so a change shows on the next page load.
 */
export class SiteContentService {
  constructor(
    private readonly deps: {
      db: Db;
      audit: AuditRecorder;
      /** The menu buyers see now: the edited one, else the categories' (content/site-menu.ts). */
      menu: () => Promise<AdminMenu>;
      log: Pick<FastifyBaseLogger, 'error'>;
      clock?: () => Date;
    },
  ) {}

  private now(): string {
    return (this.deps.clock?.() ?? new Date()).toISOString();
  }

  menu(): Promise<AdminMenu> {
    return this.deps.menu();
  }

  async saveMenu(staff: AuditActor, items: AdminMenuItemInput[]): Promise<AdminMenu> {
    const before = await this.deps.menu();
    const next = stored(items);
    await this.deps.db.transaction().execute(async (trx) => {
      await new SiteContentRepository(trx).replaceMenu(next);
      await this.deps.audit(trx, staff, {
        action: 'menu.update',
        entity: 'menu',
        entity_id: null,
        before: { custom: before.custom, items: auditedMenu(before.items) },
        after: { custom: true, items: next },
      });
    });
    return this.deps.menu();
  }

  /** Back to the menu made from the category tree. */
  async resetMenu(staff: AuditActor): Promise<AdminMenu> {
    const before = await this.deps.menu();
    await this.deps.db.transaction().execute(async (trx) => {
      await new SiteContentRepository(trx).clearMenu();
      await this.deps.audit(trx, staff, {
        action: 'menu.reset',
        entity: 'menu',
        entity_id: null,
        before: { custom: before.custom, items: auditedMenu(before.items) },
        after: { custom: false },
      });
    });
    return this.deps.menu();
  }

  async footer(): Promise<Footer> {
    const row = await new PagesRepository(this.deps.db).footer();
    return { content: row === undefined ? '' : sanitizeHtml(row.content) };
  }

  async saveFooter(staff: AuditActor, content: string): Promise<Footer> {
    const clean = sanitizeHtml(content).trim();
    await this.deps.db.transaction().execute(async (trx) => {
      const repo = new PagesRepository(trx);
      const before = await repo.footer();
      await repo.saveFooter(clean, this.now());
      await this.deps.audit(trx, staff, {
        action: 'footer.update',
        entity: 'footer',
        entity_id: before?.id ?? null,
        before: before === undefined ? null : { content: before.content },
        after: { content: clean },
      });
    });
    return { content: clean };
  }

  async helpContacts(db: Db = this.deps.db): Promise<AdminHelpContacts> {
    const values = await new SiteContentRepository(db).settings([PHONES_KEY, EMAIL_KEY]);
    const phones = parsed(values.get(PHONES_KEY), PHONES_KEY, this.deps.log);
    const email = parsed(values.get(EMAIL_KEY), EMAIL_KEY, this.deps.log);
    const list = Array.isArray(phones) ? phones.filter((p): p is string => typeof p === 'string') : [];
    return { phone_1: list[0] ?? '', phone_2: list[1] ?? '', email: typeof email === 'string' ? email : '' };
  }

  async saveHelpContacts(staff: AuditActor, input: AdminHelpContacts): Promise<AdminHelpContacts> {
    return this.deps.db.transaction().execute(async (trx) => {
      const before = await this.helpContacts(trx);
      const repo = new SiteContentRepository(trx);
      await repo.saveSetting(
        PHONES_KEY,
        [input.phone_1, input.phone_2].filter((phone) => phone !== ''),
      );
      await repo.saveSetting(EMAIL_KEY, input.email);
      const after = await this.helpContacts(trx);
      await this.deps.audit(trx, staff, {
        action: 'help_contacts.update',
        entity: 'help_contacts',
        entity_id: null,
        before,
        after,
      });
      return after;
    });
  }
}
