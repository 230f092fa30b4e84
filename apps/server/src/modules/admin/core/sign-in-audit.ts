import { SIGN_IN_ENTITY, type SignInAction } from '@kodumasinad/contract/admin';
import type { Db } from '../../../db/database.js';
import { AuditRepository } from './audit.repository.js';

export interface SignInEvent {
  action: SignInAction;
  /** The staff member the e-mail belongs to; null for an e-mail no staff member has. */
  staffId: number | null;
  /** The e-mail typed (lowercased) or the signed-in member's. */
  email: string;
  ip: string;
  /** Which step refused a locked sign-in. */
  step?: 'password' | 'code';
}

/**
 * Records staff sign-in events in the audit log (decision 052): successes after the code, wrong
 * passwords and codes, refusals while locked, sign-outs. Never the password or the code.
 */
export class SignInAudit {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async record(event: SignInEvent): Promise<void> {
    await new AuditRepository(this.db).insert({
      staff_id: event.staffId,
      action: event.action,
      entity: SIGN_IN_ENTITY,
      entity_id: event.staffId === null ? null : String(event.staffId),
      before_json: null,
      after_json: event.step === undefined ? null : JSON.stringify({ step: event.step }),
      created_at: this.clock().toISOString(),
      email: event.email,
      ip: event.ip,
    });
  }
}
