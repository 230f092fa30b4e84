import { INVITE_TTL_DAYS } from '@kodumasinad/contract';
import { randomBytes } from 'node:crypto';
import {
  CLIENT_BLOCKED_ACTION_MESSAGE,
  CLIENT_NOT_FOUND_MESSAGE,
  CLIENT_USER_STATUS_LABELS,
  INVITE_NOT_PENDING_MESSAGE,
  USER_EMAIL_TAKEN_MESSAGE,
  USER_INACTIVE_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  type ClientUser,
  type ClientUserInvite,
} from '@kodumasinad/contract/admin';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError, invalidInput, notFound } from '../../platform/errors.js';
import type { MailQueue } from '../../platform/mail-queue.js';
import { endUserSessions, hashToken } from '../../platform/sessions.js';
import { RESET_MAIL_KIND } from '../password/password.service.js';
import type { AuditRecorder } from '../admin/core/index.js';
import { ClientsRepository } from './clients.repository.js';
import { InvitesRepository } from './invites.repository.js';
import { UsersRepository, type ClientUserRecord } from './users.repository.js';
import { inviteMail } from './invite-mail.js';
import type { SellerDetails } from '../../platform/seller.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const newToken = () => randomBytes(32).toString('base64url');
const truthy = (value: unknown) => value === true || value === 1 || value === '1';

export function toClientUser(record: ClientUserRecord): ClientUser {
  const invited = truthy(record.invited);
  const status = record.active !== 1 ? 'inactive' : invited ? 'invited' : 'active';
  return {
    id: record.id,
    b2b_client_id: record.b2b_client_id,
    name: record.name,
    email: record.email,
    phone: record.phone,
    status,
    status_label: CLIENT_USER_STATUS_LABELS[status],
    invite_expires_at: invited ? (record.invite_expires_at ?? null) : null,
    created_at: record.created_at,
  };
}

const refused = (code: string, message: string) => new AppError(409, code, message);

/**
 * A client's users in the back-office (issue 14, decision 046): invitations by e-mail (a
 * single-use link, 7 days, to set the first password), resending them, deactivating (signed out
 * at once) and reactivating, and the password module's reset mail. Each action is one transaction
 * with its audit entry and its mail, so a failed action sends nothing.
 */
export class ClientUsersService<Actor> {
  private readonly clock: () => Date;

  constructor(
    private readonly deps: {
      db: Db;
      mail: MailQueue;
      audit: AuditRecorder<Actor>;
      appUrl: string;
      /** SELLER_*: the invitation's signature. */
      seller: SellerDetails;
      clock?: () => Date;
    },
  ) {
    this.clock = deps.clock ?? (() => new Date());
  }

  async list(clientId: number): Promise<ClientUser[]> {
    if ((await new ClientsRepository(this.deps.db).find(clientId)) === undefined)
      throw notFound(CLIENT_NOT_FOUND_MESSAGE);
    const records = await new UsersRepository(this.deps.db).listForClient(clientId);
    return records.map(toClientUser);
  }

  private async user(users: UsersRepository, id: number): Promise<ClientUser & { blocked: boolean }> {
    const record = await users.findClientUser(id);
    if (record === undefined) throw notFound(USER_NOT_FOUND_MESSAGE);
    return { ...toClientUser(record), blocked: record.client_blocked === 1 };
  }

  /** Creates the user without a password and mails the invitation link. */
  async invite(actor: Actor, clientId: number, input: ClientUserInvite): Promise<ClientUser> {
    try {
      return await this.deps.db.transaction().execute(async (trx) => {
        const client = await new ClientsRepository(trx).find(clientId);
        if (client === undefined) throw notFound(CLIENT_NOT_FOUND_MESSAGE);
        if (client.blocked === 1) throw refused('client_blocked', CLIENT_BLOCKED_ACTION_MESSAGE);
        const users = new UsersRepository(trx);
        if (await users.emailTaken(input.email)) throw invalidInput({ email: [USER_EMAIL_TAKEN_MESSAGE] });
        const id = await users.insertInvited(
          { b2b_client_id: clientId, ...input },
          this.clock().toISOString(),
        );
        await this.sendInvite(trx, users, id, client.name);
        const after = toClientUser((await users.findClientUser(id))!);
        await this.deps.audit(trx, actor, {
          action: 'user.invite',
          entity: 'user',
          entity_id: id,
          before: null,
          after,
        });
        return after;
      });
    } catch (error) {
      // Two invitations of one address at once: the second meets the unique index.
      if (isUniqueViolation(error)) throw invalidInput({ email: [USER_EMAIL_TAKEN_MESSAGE] });
      throw error;
    }
  }

  /** A new link (the old one stops working) while the user has not set a password yet. */
  async resendInvite(actor: Actor, userId: number): Promise<ClientUser> {
    return this.deps.db.transaction().execute(async (trx) => {
      const users = new UsersRepository(trx);
      const { blocked, ...before } = await this.user(users, userId);
      if (blocked) throw refused('client_blocked', CLIENT_BLOCKED_ACTION_MESSAGE);
      if (before.status === 'inactive') throw refused('user_inactive', USER_INACTIVE_MESSAGE);
      if (before.status !== 'invited') throw refused('invite_not_pending', INVITE_NOT_PENDING_MESSAGE);
      const client = await new ClientsRepository(trx).find(before.b2b_client_id);
      await this.sendInvite(trx, users, userId, client?.name ?? '');
      const after = toClientUser((await users.findClientUser(userId))!);
      await this.deps.audit(trx, actor, {
        action: 'user.invite_resend',
        entity: 'user',
        entity_id: userId,
        before,
        after,
      });
      return after;
    });
  }

  /** Deactivates the user and ends their sessions in the same transaction. */
  async setActive(actor: Actor, userId: number, active: boolean): Promise<ClientUser> {
    return this.deps.db.transaction().execute(async (trx) => {
      const users = new UsersRepository(trx);
      const { blocked: _blocked, ...before } = await this.user(users, userId);
      await users.setActive(userId, active, this.clock().toISOString());
      if (!active) await endUserSessions(trx, userId);
      const after = toClientUser((await users.findClientUser(userId))!);
      const action = active ? 'user.reactivate' : 'user.deactivate';
      await this.deps.audit(trx, actor, { action, entity: 'user', entity_id: userId, before, after });
      return after;
    });
  }

  /**
   * Queues the password module's reset mail (the same job its own form queues, so the same link
   * and text), recorded in the audit log.
   */
  async sendPasswordReset(actor: Actor, userId: number): Promise<ClientUser> {
    return this.deps.db.transaction().execute(async (trx) => {
      const users = new UsersRepository(trx);
      const { blocked, ...user } = await this.user(users, userId);
      if (blocked) throw refused('client_blocked', CLIENT_BLOCKED_ACTION_MESSAGE);
      if (user.status === 'inactive') throw refused('user_inactive', USER_INACTIVE_MESSAGE);
      await this.deps.mail.defer(RESET_MAIL_KIND, { email: user.email }, trx);
      await this.deps.audit(trx, actor, {
        action: 'user.password_reset',
        entity: 'user',
        entity_id: userId,
        before: null,
        after: { email: user.email },
      });
      return user;
    });
  }

  private async sendInvite(trx: Db, users: UsersRepository, userId: number, company: string) {
    const token = newToken();
    const now = this.clock();
    const expiresAt = new Date(now.getTime() + INVITE_TTL_DAYS * DAY_MS).toISOString();
    await new InvitesRepository(trx).replaceInvite(userId, hashToken(token), now.toISOString(), expiresAt);
    const user = (await users.findClientUser(userId))!;
    const link = `${this.deps.appUrl}/kutse/${token}`;
    await this.deps.mail.send(
      inviteMail({ name: user.name, email: user.email, company, link }, this.deps.seller),
      trx,
    );
  }
}
