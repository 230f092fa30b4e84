import type { Staff } from '@kodumasinad/contract/admin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { UserGuard } from '../../platform/auth-guard.js';
import type { EventBus } from '../../platform/events.js';
import type { MailQueue } from '../../platform/mail-queue.js';
import type { SellerDetails } from '../../platform/seller.js';
import type { SessionStore } from '../../platform/sessions.js';
import { recordAudit, type RequireStaff } from '../admin/core/index.js';
import type { AuthService } from '../auth/auth.service.js';
import { registerAdminClientUserRoutes } from './client-users.admin-routes.js';
import { ClientUsersService } from './client-users.service.js';
import { registerAdminClientRoutes } from './clients.admin-routes.js';
import { AdminClientsService } from './clients.service.js';
import { registerInviteRoutes } from './invite.routes.js';
import { InviteService } from './invite.service.js';
import { registerUserRoutes } from './user.routes.js';
import type { UserService } from './user.service.js';

export { UserService } from './user.service.js';

/**
 * Client companies and their users. The buyer's side: their own account (user.routes.ts) and
 * accepting an invitation (invite.routes.ts); the staff's: companies with their discounts and
 * blocking, and their users' invitations and deactivation (issue 14, decision 046,
 * *.admin-routes.ts). Owns `b2b_clients`, `client_discounts`, `users` and `user_invites`; other
 * modules read and change users through UserService, built by app.ts as sign-in needs it too.
 */
export function register(
  app: FastifyInstance,
  deps: {
    db: Db;
    users: UserService;
    auth: AuthService;
    sessions: SessionStore;
    secret: string;
    mail: MailQueue;
    appUrl: string;
    /** SELLER_*: the invitation's signature. */
    seller: SellerDetails;
    requireUser: UserGuard;
    requireStaff: RequireStaff;
    /** `catalog.changed` when a client's discounts change (decision 092). */
    events: EventBus;
  },
): void {
  const { db, users, requireStaff } = deps;
  registerUserRoutes(app, { users, requireUser: deps.requireUser });
  registerInviteRoutes(app, {
    invites: new InviteService({ db, users }),
    auth: deps.auth,
    sessions: deps.sessions,
    secret: deps.secret,
  });
  registerAdminClientRoutes(app, {
    clients: new AdminClientsService<Staff>({ db, audit: recordAudit, events: deps.events }),
    requireStaff,
  });
  registerAdminClientUserRoutes(app, {
    users: new ClientUsersService<Staff>({
      db,
      mail: deps.mail,
      audit: recordAudit,
      appUrl: deps.appUrl,
      seller: deps.seller,
    }),
    requireStaff,
  });
}
