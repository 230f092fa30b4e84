import type { Generated } from 'kysely';

/** Row types of the back-office's client administration (migration 0020, decision 046). */

export interface UserInvitesTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 (hex) of the token in the e-mailed link; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface ClientAdminTables {
  user_invites: UserInvitesTable;
}
