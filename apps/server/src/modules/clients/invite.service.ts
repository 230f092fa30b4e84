import { INVITE_EXPIRED_MESSAGE, INVITE_INVALID_MESSAGE, type InviteReply } from '@kodumasinad/contract';
import type { User } from '@kodumasinad/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { hashToken } from '../../platform/sessions.js';
import type { UserService } from './user.service.js';
import { InvitesRepository, type InviteRecord } from './invites.repository.js';
import { UsersRepository } from './users.repository.js';

const INVITE_FAILED_MESSAGE = 'Salasõna määramine ebaõnnestus.';

const invalid = () => new AppError(404, 'invite_invalid', INVITE_INVALID_MESSAGE);
const expired = () => new AppError(410, 'invite_expired', INVITE_EXPIRED_MESSAGE);

/**
 * The invitee's side (public, /kutse/{token}): who is invited, and setting the first password.
 * A link works once, for 7 days, while the user is active, has no password yet and their
 * company is not blocked.
 */
export class InviteService {
  private readonly clock: () => Date;

  constructor(private readonly deps: { db: Db; users: UserService; clock?: () => Date }) {
    this.clock = deps.clock ?? (() => new Date());
  }

  private check(invite: InviteRecord | undefined): InviteRecord {
    if (invite === undefined || invite.used_at !== null || invite.active !== 1) throw invalid();
    if (invite.password_hash !== '' || invite.client_blocked === 1) throw invalid();
    if (Date.parse(invite.expires_at) <= this.clock().getTime()) throw expired();
    return invite;
  }

  async show(token: string): Promise<InviteReply['data']> {
    const invite = this.check(await new InvitesRepository(this.deps.db).findInvite(hashToken(token)));
    return { name: invite.name, email: invite.email, company: invite.company };
  }

  /** Sets the first password and uses the link up; returns the user to sign in. */
  async accept(token: string, password: string): Promise<User> {
    const tokenHash = hashToken(token);
    this.check(await new InvitesRepository(this.deps.db).findInvite(tokenHash));
    const passwordHash = await hashPassword(password);
    const userId = await this.deps.db.transaction().execute(async (trx) => {
      const invites = new InvitesRepository(trx);
      // Checked again inside: another request may have used the link while the hash was made.
      const invite = this.check(await invites.findInvite(tokenHash));
      const at = this.clock().toISOString();
      if (
        !(await invites.markInviteUsed(invite.id, at)) ||
        !(await new UsersRepository(trx).setFirstPassword(invite.user_id, passwordHash, at))
      )
        throw invalid();
      return invite.user_id;
    });
    const user = await this.deps.users.findUser(userId);
    if (user === null) throw new AppError(422, 'invite_failed', INVITE_FAILED_MESSAGE);
    return user;
  }
}
