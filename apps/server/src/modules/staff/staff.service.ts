import type { Staff } from '@kodumasinad/contract/admin';
import type { Db } from '../../db/database.js';
import type { StaffRow } from '../../db/schema-admin.js';
import { StaffRepository } from './staff.repository.js';

/**
 * Staff members as the back-office's sign-in and guard (modules/admin/core) use them. This
 * module's repository is the only writer of `staff`, so they read and write through here.
 */
export class StaffService {
  private readonly staff: StaffRepository;

  constructor(db: Db) {
    this.staff = new StaffRepository(db);
  }

  findByEmail(email: string): Promise<StaffRow | undefined> {
    return this.staff.findByEmail(email);
  }

  findById(id: number): Promise<StaffRow | undefined> {
    return this.staff.findById(id);
  }

  /** Whether any active admin exists (the start warns when none can sign in; decision 087). */
  hasActiveAdmin(): Promise<boolean> {
    return this.staff.hasActiveAdmin();
  }

  /** The active staff member with this id, as the guard needs it (read on every admin call). */
  findActive(id: number): Promise<Staff | null> {
    return this.staff.findActive(id);
  }

  /** Takes a TOTP code's step as the last one used; false when it or a later one was taken. */
  claimStep(id: number, step: number, enrolSecret: string | null): Promise<boolean> {
    return this.staff.claimStep(id, step, enrolSecret);
  }

  setPasswordHash(id: number, hash: string): Promise<void> {
    return this.staff.setPasswordHash(id, hash);
  }
}
