import type { MenuItem } from '@kodumasinad/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.js';
import { recordAudit, type RequireStaff } from '../core/index.js';
import { registerContentAdminRoutes } from './content-admin.routes.js';
import { AdminNewsService } from './news.service.js';
import { AdminPagesService } from './pages.service.js';
import { SiteContentService } from './site-content.service.js';

/**
 * The back-office's content (issue 14, decision 049): pages, news, menu, footer, help contacts.
 * `menu` is what buyers see now (content/site-menu.ts).
 */
export function registerAdminContent(
  app: FastifyInstance,
  deps: {
    db: Db;
    requireStaff: RequireStaff;
    menu: { current(): Promise<{ custom: boolean; items: MenuItem[] }> };
    /** The app's clock (AppOptions.clock): what "today" is for news dates. */
    clock?: (() => Date) | undefined;
  },
): void {
  const { db, requireStaff } = deps;
  registerContentAdminRoutes(app, {
    requireStaff,
    pages: new AdminPagesService({ db, audit: recordAudit }),
    news: new AdminNewsService({ db, audit: recordAudit, ...(deps.clock ? { clock: deps.clock } : {}) }),
    site: new SiteContentService({ db, audit: recordAudit, menu: () => deps.menu.current(), log: app.log }),
  });
}
