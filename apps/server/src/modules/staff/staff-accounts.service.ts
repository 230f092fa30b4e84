import {
  STAFF_EMAIL_TAKEN_MESSAGE,
  STAFF_NOT_FOUND_MESSAGE,
  STAFF_ROLE_LABELS,
  STAFF_SELF_MESSAGE,
  type Staff,
  type StaffAccount,
  type StaffListQuery,
  type StaffListReply,
  type StaffRole,
} from '@kodumasinad/contract/admin';
import type { Db } from '../../db/database.js';
import type { StaffRow } from '../../db/schema-admin.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { invalidInput, notFound } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { toCsv } from '../../platform/spreadsheet-export.js';
import { endStaffSessions } from '../../platform/sessions.js';
import { EXPORT_MAX_ROWS, listMeta, type AuditRecorder } from '../admin/core/index.js';
import { StaffRepository } from './staff.repository.js';

export function toStaffAccount(row: StaffRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active === 1,
    totp_enrolled: row.totp_secret !== null,
    created_at: row.created_at,
  };
}

/** What the audit log keeps of an account: never the password hash or the TOTP secret. */
export function audited(row: StaffRow): Record<string, unknown> {
  const { id: _id, created_at: _created, ...values } = toStaffAccount(row);
  return values;
}

/**
 * Staff accounts, for admins (issue 14). Each change and its audit record are one transaction;
 * deactivating a member or resetting their authenticator ends their sessions in it too.
 */
export class StaffAccountsService {
  private readonly db: Db;
  private readonly staff: StaffRepository;
  private readonly audit: AuditRecorder;

  constructor(deps: { db: Db; audit: AuditRecorder }) {
    this.db = deps.db;
    this.staff = new StaffRepository(deps.db);
    this.audit = deps.audit;
  }

  async list(query: StaffListQuery): Promise<StaffListReply> {
    const { rows, total } = await this.staff.list(query);
    return { data: rows.map(toStaffAccount), meta: listMeta(query, total) };
  }

  /** The accounts the filters show (every page, up to EXPORT_MAX_ROWS) as CSV (decision 040). */
  async exportCsv(query: StaffListQuery): Promise<string> {
    const { rows } = await this.staff.list({ ...query, page: 1, per_page: EXPORT_MAX_ROWS });
    return toCsv(
      ['Nimi', 'E-post', 'Roll', 'Olek', 'Autentimisrakendus', 'Lisatud'],
      rows
        .map(toStaffAccount)
        .map((account) => [
          { text: account.name },
          { text: account.email },
          { text: STAFF_ROLE_LABELS[account.role] },
          { text: account.active ? 'Aktiivne' : 'Mitteaktiivne' },
          { text: account.totp_enrolled ? 'Seotud' : 'Sidumata' },
          { text: account.created_at },
        ]),
    );
  }

  async create(
    actor: Staff,
    input: { email: string; name: string; role: StaffRole; password: string },
  ): Promise<StaffAccount> {
    const { password, ...values } = input;
    const passwordHash = await hashPassword(password);
    try {
      return await this.db.transaction().execute(async (trx) => {
        const row = await this.staff.create(trx, { ...values, password_hash: passwordHash });
        await this.audit(trx, actor, {
          action: 'staff.create',
          entity: 'staff',
          entity_id: row.id,
          before: null,
          after: audited(row),
        });
        return toStaffAccount(row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw invalidInput({ email: [STAFF_EMAIL_TAKEN_MESSAGE] });
      throw error;
    }
  }

  async update(
    actor: Staff,
    id: number,
    input: { name: string; role: StaffRole; active: boolean | undefined },
  ): Promise<StaffAccount> {
    return this.db.transaction().execute(async (trx) => {
      const before = await this.found(trx, id);
      const active = input.active === undefined ? before.active : input.active ? 1 : 0;
      // An admin cannot lock themself out (the last admin would leave the shop without one).
      if (id === actor.id && (input.role !== before.role || active !== before.active)) {
        throw invalidInput({ [input.role !== before.role ? 'role' : 'active']: [STAFF_SELF_MESSAGE] });
      }
      const after = await this.staff.update(trx, id, { name: input.name, role: input.role, active });
      if (active === 0 && before.active === 1) await endStaffSessions(trx, id);
      await this.audit(trx, actor, {
        action: 'staff.update',
        entity: 'staff',
        entity_id: id,
        before: audited(before),
        after: audited(after),
      });
      return toStaffAccount(after);
    });
  }

  /** Forgets the member's authenticator: their next sign-in enrols a new one. */
  async resetTotp(actor: Staff, id: number): Promise<StaffAccount> {
    return this.db.transaction().execute(async (trx) => {
      const before = await this.found(trx, id);
      const after = await this.staff.update(trx, id, { totp_secret: null, totp_last_step: null });
      await endStaffSessions(trx, id);
      await this.audit(trx, actor, {
        action: 'staff.reset_totp',
        entity: 'staff',
        entity_id: id,
        before: audited(before),
        after: audited(after),
      });
      return toStaffAccount(after);
    });
  }

  private async found(trx: Db, id: number): Promise<StaffRow> {
    const row = await this.staff.findById(id, trx);
    if (row === undefined) throw notFound(STAFF_NOT_FOUND_MESSAGE);
    return row;
  }
}
