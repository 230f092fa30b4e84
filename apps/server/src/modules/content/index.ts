import type { MenuItem } from '@kodumasinad/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { UserGuard } from '../../platform/auth-guard.js';
import { recordAudit, type RequireStaff } from '../admin/core/index.js';
import { registerContentAdminRoutes } from './content.admin-routes.js';
import { registerContentRoutes } from './content.routes.js';
import type { ContentService } from './content.service.js';
import { AdminNewsService } from './news.service.js';
import { AdminPagesService } from './pages.service.js';
import { SiteContentService } from './site-content.service.js';

/**
 * Content: the buyer's pages and news (content.routes.ts) and the back-office's pages, news,
 * menu, footer and help contacts (issue 14, decision 049, content.admin-routes.ts). Owns the
 * `pages`, `news`, `menu_items` and `settings` tables. `content` and `menu` are built by app.ts,
 * as every page's bootstrap reads them too; `menu` is what buyers see now (site-menu.ts).
 */
export function register(
  app: FastifyInstance,
  deps: {
    db: Db;
    content: ContentService;
    menu: { current(): Promise<{ custom: boolean; items: MenuItem[] }> };
    requireUser: UserGuard;
    requireStaff: RequireStaff;
    /** The app's clock (AppOptions.clock): what "today" is for news dates. */
    clock?: (() => Date) | undefined;
  },
): void {
  const { db, requireStaff } = deps;
  registerContentRoutes(app, { content: deps.content, requireUser: deps.requireUser });
  registerContentAdminRoutes(app, {
    requireStaff,
    pages: new AdminPagesService({ db, audit: recordAudit }),
    news: new AdminNewsService({ db, audit: recordAudit, ...(deps.clock ? { clock: deps.clock } : {}) }),
    site: new SiteContentService({ db, audit: recordAudit, menu: () => deps.menu.current(), log: app.log }),
  });
}
