import type { Generated, Selectable } from 'kysely';
import type { Flag } from './schema-flag.js';

/**
 * Back-office tables (issue 14, migration 0019). Staff are the seller's employees: never buyers,
 * their own sign-in with a password and a TOTP code (decision 043), every change they make
 * recorded in `audit_log` (decision 044).
 */
export interface StaffTable {
  id: Generated<number>;
  /** Always stored lowercased. */
  email: string;
  name: string;
  role: 'admin' | 'sales' | 'content' | 'catalog';
  password_hash: string;
  /**
   * The base32 TOTP secret sealed with STAFF_TOTP_KEY (platform/secret-box.ts, decision 052);
   * null until the first sign-in's enrolment is confirmed with a code.
   */
  totp_secret: string | null;
  /** The time step of the last code accepted, so no code works twice (RFC 6238 §5.2). */
  totp_last_step: number | null;
  active: Flag;
  created_at: string;
  updated_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** Who; null only for a sign-in attempt with an e-mail no staff member has (migration 0025). */
  staff_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  /** JSON text of the values before and after the change; null for none (create, delete). */
  before_json: string | null;
  after_json: string | null;
  created_at: string;
  /** Sign-in entries: the e-mail typed (migration 0025); null for changes. */
  email: string | null;
  /** Sign-in entries: the request's address (migration 0025); null for changes. */
  ip: string | null;
}

/** The columns migration 0019 adds to `sessions`: a session is a buyer's or a staff member's. */
export interface StaffSessionColumns {
  staff_id: number | null;
  /** 'password' after the password step, 'totp' once the code is accepted; null for buyers. */
  staff_stage: 'password' | 'totp' | null;
  /** The secret being enrolled at the first sign-in (sealed), until its first code is accepted. */
  staff_enroll_secret: string | null;
}

export interface AdminTables {
  staff: StaffTable;
  audit_log: AuditLogTable;
}

export type StaffRow = Selectable<StaffTable>;
