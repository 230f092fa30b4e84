import { z } from 'zod';
import { ReplyExtrasSchema } from '../common.js';
import { numericParam, resourcePath } from '../validation/request.js';

/**
 * Issue 24, the ERP's integration tokens (decision 081): an admin creates a token with a name and
 * scopes at /haldus/integratsioonid; the secret is shown once and stored as its SHA-256; the ERP
 * sends it as `Authorization: Bearer <token>`.
 */

/** What a token may do; each integration call needs one of them (INTEGRATION_ROUTES). */
export const INTEGRATION_SCOPES = ['products:read', 'products:write', 'orders:read', 'orders:write'] as const;
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];
export const IntegrationScopeSchema = z.enum(INTEGRATION_SCOPES);

export const INTEGRATION_SCOPE_LABELS: Record<IntegrationScope, string> = {
  'products:read': 'Toodete lugemine',
  'products:write': 'Toodete ja hindade muutmine',
  'orders:read': 'Tellimuste lugemine',
  'orders:write': 'Tellimuste oleku muutmine',
};

/** Every secret starts with this, so a leaked one is recognisable in logs and code scanners. */
export const INTEGRATION_TOKEN_PREFIX = 'kmi_';

export const INTEGRATION_NAME_MESSAGE = 'Nimi on nõutud väli (kuni 100 märki).';
export const INTEGRATION_SCOPES_MESSAGE = 'Vali vähemalt üks õigus.';
export const INTEGRATION_NOT_FOUND_MESSAGE = 'Integratsiooni võtit ei leitud.';
export const INTEGRATION_CREATED_MESSAGE = 'Võti on loodud. Kopeeri see kohe: seda ei näidata enam kunagi.';
export const INTEGRATION_REVOKED_MESSAGE = 'Võti on tühistatud.';
export const INTEGRATION_ALREADY_REVOKED_MESSAGE = 'Võti on juba tühistatud.';

/** The ERP's calls: no token, a wrong or revoked one (401), a token without the scope (403). */
export const INTEGRATION_TOKEN_MISSING_MESSAGE =
  'Päringul puudub integratsiooni võti (päis Authorization: Bearer <võti>).';
export const INTEGRATION_TOKEN_INVALID_MESSAGE = 'Integratsiooni võti on vale või tühistatud.';
export function integrationScopeMessage(scope: IntegrationScope): string {
  return `Integratsiooni võtmel puudub õigus „${scope}“ (${INTEGRATION_SCOPE_LABELS[scope]}).`;
}

/** POST /api/admin/integrations {name, scopes}. */
export const IntegrationCreateRequestSchema = z.object({
  name: z
    .string({ error: INTEGRATION_NAME_MESSAGE })
    .trim()
    .min(1, INTEGRATION_NAME_MESSAGE)
    .max(100, INTEGRATION_NAME_MESSAGE),
  scopes: z
    .array(IntegrationScopeSchema, { error: INTEGRATION_SCOPES_MESSAGE })
    .min(1, INTEGRATION_SCOPES_MESSAGE)
    .max(INTEGRATION_SCOPES.length * 2, INTEGRATION_SCOPES_MESSAGE)
    // Stored in the contract's order, each once.
    .transform((scopes) => INTEGRATION_SCOPES.filter((scope) => scopes.includes(scope))),
});
export type IntegrationCreateRequest = z.output<typeof IntegrationCreateRequestSchema>;
export type IntegrationCreateValues = z.input<typeof IntegrationCreateRequestSchema>;

/** A token as staff see it: never the secret, only its first characters. */
export const IntegrationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(IntegrationScopeSchema),
  /** The secret's first characters, e.g. 'kmi_3fA9x2'. */
  prefix: z.string(),
  created_at: z.string(),
  /** The admin who created it (null once the account is gone). */
  created_by: z.string().nullable(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type Integration = z.infer<typeof IntegrationSchema>;

/** The reply of POST /api/admin/integrations: the token and, this once, its secret. */
export const IntegrationCreateReplySchema = ReplyExtrasSchema.extend({
  integration: IntegrationSchema,
  token: z.string(),
});
export type IntegrationCreateReply = z.infer<typeof IntegrationCreateReplySchema>;

/** GET /api/admin/integrations: every token, newest first, revoked ones included. */
export const IntegrationsListReplySchema = ReplyExtrasSchema.extend({ data: z.array(IntegrationSchema) });
export type IntegrationsListReply = z.infer<typeof IntegrationsListReplySchema>;

/** DELETE /api/admin/integrations/{id}: the token as it is now, revoked. */
export const IntegrationReplySchema = ReplyExtrasSchema.extend({ integration: IntegrationSchema });

export const IntegrationParamsSchema = resourcePath({ id: numericParam(INTEGRATION_NOT_FOUND_MESSAGE) });
