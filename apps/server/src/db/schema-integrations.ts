import type { Generated, Selectable } from 'kysely';

/** Row types of the ERP's integration tokens (migration 0034, decision 081); conventions as in schema.ts. */

export interface IntegrationTokensTable {
  id: Generated<number>;
  /** What the token is for, as the admin named it ("ERP Directo"). */
  name: string;
  /** JSON array of the contract's scope names, e.g. '["orders:read","products:write"]'. */
  scopes: string;
  /** SHA-256 (hex) of the secret; the secret itself is shown once and never stored. */
  token_hash: string;
  /** The secret's first characters, so staff can tell tokens apart ("kmi_3fA9"). */
  prefix: string;
  /** The admin who created it (no foreign key: the token outlives the account's removal). */
  created_by: number;
  created_at: string;
  /** Updated at most once a minute per token, to spare writes. */
  last_used_at: string | null;
  /** Set when revoked; a revoked token never works again. */
  revoked_at: string | null;
}

export interface IntegrationTables {
  integration_tokens: IntegrationTokensTable;
}

export type IntegrationTokenRecord = Selectable<IntegrationTokensTable>;
