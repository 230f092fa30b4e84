import type { Staff, StaffListQuery, StaffRole } from '@kodumasinad/contract/admin';
import type { Db } from '../../db/database.js';
import type { StaffRow } from '../../db/schema-admin.js';
import { anyContainsFolded } from '../../db/text-search.js';

type Executor = Db;

const SORT_COLUMNS = { name: 'name', email: 'email', role: 'role', created_at: 'created_at' } as const;

/** Staff accounts (issue 14). */
export class StaffRepository {
  constructor(private readonly db: Db) {}

  findByEmail(email: string): Promise<StaffRow | undefined> {
    return this.db
      .selectFrom('staff')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
  }

  findById(id: number, trx: Executor = this.db): Promise<StaffRow | undefined> {
    return trx.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Whether any active admin exists (a production start without demo data has none). */
  async hasActiveAdmin(): Promise<boolean> {
    const row = await this.db
      .selectFrom('staff')
      .select('id')
      .where('role', '=', 'admin')
      .where('active', '=', 1)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The active staff member with this id, as the guard needs it (read on every admin call). */
  async findActive(id: number): Promise<Staff | null> {
    const row = await this.db
      .selectFrom('staff')
      .select(['id', 'email', 'name', 'role'])
      .where('id', '=', id)
      .where('active', '=', 1)
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * Takes the code's step as the last one used (and, at enrolment, the secret as the staff
   * member's) unless a code of this step or a later one was taken meanwhile; false then.
   */
  async claimStep(id: number, step: number, enrolSecret: string | null): Promise<boolean> {
    const result = await this.db
      .updateTable('staff')
      .set({
        totp_last_step: step,
        ...(enrolSecret === null ? {} : { totp_secret: enrolSecret }),
      })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async setPasswordHash(id: number, hash: string): Promise<void> {
    await this.db.updateTable('staff').set({ password_hash: hash }).where('id', '=', id).execute();
  }

  async list(query: StaffListQuery): Promise<{ rows: StaffRow[]; total: number }> {
    let base = this.db.selectFrom('staff');
    if (query.role !== undefined) base = base.where('role', '=', query.role);
    if (query.active !== undefined) base = base.where('active', '=', query.active ? 1 : 0);
    if (query.q !== undefined) {
      base = base.where(anyContainsFolded(['name', 'email'], query.q));
    }
    const count = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy(SORT_COLUMNS[query.sort], query.dir)
      .orderBy('id', query.dir)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute();
    return { rows, total: Number(count.total) };
  }

  async create(
    trx: Executor,
    values: {
      email: string;
      name: string;
      role: StaffRole;
      password_hash: string;
      /** The sealed secret of an authenticator enrolled already (create-admin); else the first sign-in's. */
      totp_secret?: string | null;
    },
  ): Promise<StaffRow> {
    const now = new Date().toISOString();
    return trx
      .insertInto('staff')
      .values({
        ...values,
        email: values.email.toLowerCase(),
        totp_secret: values.totp_secret ?? null,
        totp_last_step: null,
        active: 1,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(
    trx: Executor,
    id: number,
    values: Partial<Pick<StaffRow, 'name' | 'role' | 'active' | 'totp_secret' | 'totp_last_step'>>,
  ): Promise<StaffRow> {
    return trx
      .updateTable('staff')
      .set({ ...values, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
