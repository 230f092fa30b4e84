import { createHash, randomBytes } from 'node:crypto';
import {
  INTEGRATION_ALREADY_REVOKED_MESSAGE,
  INTEGRATION_NOT_FOUND_MESSAGE,
  INTEGRATION_SCOPES,
  INTEGRATION_TOKEN_PREFIX,
  type Integration,
  type IntegrationCreateRequest,
  type IntegrationScope,
  type Staff,
} from '@kodumasinad/contract/admin';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { IntegrationTokenRecord } from '../../db/schema-integrations.js';
import { AppError, notFound } from '../../platform/errors.js';
import { parseStoredJson } from '../../platform/stored-json.js';
import type { AuditRecorder } from '../admin/core/index.js';
import { IntegrationsRepository, type IntegrationTokenRow } from './integrations.repository.js';

/** The caller of an integration call: the token, and the admin who created it (the audit's actor). */
export interface IntegrationCaller {
  id: number;
  name: string;
  scopes: IntegrationScope[];
  createdBy: number;
}

/** A use is written at most this often per token. */
const TOUCH_INTERVAL_MS = 60_000;
/** Characters of the secret kept for display: the prefix and 6 of the random part. */
const SHOWN_CHARACTERS = INTEGRATION_TOKEN_PREFIX.length + 6;

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const StoredScopesSchema = z.array(z.string());

/** The stored scopes the contract knows, in its order (a scope retired later simply grants nothing). */
function scopesOf(text: string, id: number): IntegrationScope[] {
  const stored = parseStoredJson(text, `integration ${id} scopes`, StoredScopesSchema);
  return INTEGRATION_SCOPES.filter((scope) => stored.includes(scope));
}

function toIntegration(row: IntegrationTokenRow): Integration {
  return {
    id: row.id,
    name: row.name,
    scopes: scopesOf(row.scopes, row.id),
    prefix: row.prefix,
    created_at: row.created_at,
    created_by: row.created_by_name,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
  };
}

/** What the audit log keeps of a token: never the secret or its hash. */
function audited(integration: Integration): Record<string, unknown> {
  return {
    name: integration.name,
    scopes: integration.scopes,
    prefix: integration.prefix,
    revoked_at: integration.revoked_at,
  };
}

/**
 * Integration tokens (issue 24, decision 081): admins create, list and revoke them; the ERP's
 * calls are authenticated by them. The secret is 32 random bytes, shown once, stored as SHA-256:
 * a stolen database does not give working tokens, and a hash lookup is all a call costs.
 */
export class IntegrationsService {
  private readonly repository: IntegrationsRepository;

  constructor(private readonly deps: { db: Db; audit: AuditRecorder; clock?: () => Date }) {
    this.repository = new IntegrationsRepository(deps.db);
  }

  private now(): Date {
    return this.deps.clock?.() ?? new Date();
  }

  async list(): Promise<Integration[]> {
    return (await this.repository.list()).map(toIntegration);
  }

  async create(
    actor: Staff,
    input: IntegrationCreateRequest,
  ): Promise<{ integration: Integration; token: string }> {
    const token = `${INTEGRATION_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const integration = await this.deps.db.transaction().execute(async (trx) => {
      const repository = new IntegrationsRepository(trx);
      const id = await repository.insert({
        name: input.name,
        scopes: JSON.stringify(input.scopes),
        token_hash: hashSecret(token),
        prefix: token.slice(0, SHOWN_CHARACTERS),
        created_by: actor.id,
        created_at: this.now().toISOString(),
        last_used_at: null,
        revoked_at: null,
      });
      const created = toIntegration((await repository.find(id)) as IntegrationTokenRow);
      await this.deps.audit(trx, actor, {
        action: 'integration.create',
        entity: 'integration',
        entity_id: id,
        before: null,
        after: audited(created),
      });
      return created;
    });
    return { integration, token };
  }

  async revoke(actor: Staff, id: number): Promise<Integration> {
    return this.deps.db.transaction().execute(async (trx) => {
      const repository = new IntegrationsRepository(trx);
      const before = await repository.find(id);
      if (before === undefined) throw notFound(INTEGRATION_NOT_FOUND_MESSAGE);
      if (!(await repository.revoke(id, this.now().toISOString())))
        throw new AppError(409, 'revoked', INTEGRATION_ALREADY_REVOKED_MESSAGE);
      const after = toIntegration((await repository.find(id)) as IntegrationTokenRow);
      await this.deps.audit(trx, actor, {
        action: 'integration.revoke',
        entity: 'integration',
        entity_id: id,
        before: audited(toIntegration(before)),
        after: audited(after),
      });
      return after;
    });
  }

  /** The live token of this secret, its use recorded (at most once a minute); null when none. */
  async authenticate(secret: string): Promise<IntegrationCaller | null> {
    const record: IntegrationTokenRecord | undefined = await this.repository.findLive(hashSecret(secret));
    if (record === undefined) return null;
    const now = this.now();
    if (
      record.last_used_at === null ||
      now.getTime() - Date.parse(record.last_used_at) >= TOUCH_INTERVAL_MS
    ) {
      await this.repository.touch(
        record.id,
        now.toISOString(),
        new Date(now.getTime() - TOUCH_INTERVAL_MS).toISOString(),
      );
    }
    return {
      id: record.id,
      name: record.name,
      scopes: scopesOf(record.scopes, record.id),
      createdBy: record.created_by,
    };
  }
}
