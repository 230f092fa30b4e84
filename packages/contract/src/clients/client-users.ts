import { z } from 'zod';
import { listReply, ReplyExtrasSchema } from '../common.js';
import { numericParam, resourcePath } from '../validation/request.js';
import { UserSchema } from './user.js';

/** Back-office: a client's users, their invitations, and the invitee's page (issue 14, decision 046). */

export const USER_NOT_FOUND_MESSAGE = 'Kasutajat ei leitud.';
export const USER_NAME_MESSAGE = 'Nimi on nõutud väli.';
export const USER_EMAIL_MESSAGE = 'E-post peab olema e-maili aadress.';
export const USER_EMAIL_TAKEN_MESSAGE = 'Selle e-posti aadressiga kasutaja on juba olemas.';
export const USER_INVITED_MESSAGE = 'Kutse on saadetud.';
export const INVITE_RESENT_MESSAGE = 'Kutse on uuesti saadetud.';
export const INVITE_NOT_PENDING_MESSAGE =
  'Kasutaja on salasõna juba määranud: saada talle salasõna taastamise link.';
export const USER_DEACTIVATED_MESSAGE = 'Kasutaja on deaktiveeritud ja välja logitud.';
export const USER_REACTIVATED_MESSAGE = 'Kasutaja on uuesti aktiivne.';
export const USER_INACTIVE_MESSAGE = 'Kasutaja ei ole aktiivne.';
export const CLIENT_BLOCKED_ACTION_MESSAGE = 'Klient on blokeeritud: enne tuleb blokeering eemaldada.';
export const PASSWORD_RESET_SENT_MESSAGE = 'Salasõna taastamise link on saadetud.';

export const CLIENT_USER_STATUSES = ['invited', 'active', 'inactive'] as const;
export type ClientUserStatus = (typeof CLIENT_USER_STATUSES)[number];
export const CLIENT_USER_STATUS_LABELS: Record<ClientUserStatus, string> = {
  invited: 'Kutsutud',
  active: 'Aktiivne',
  inactive: 'Deaktiveeritud',
};

export const ClientUserSchema = UserSchema.pick({ id: true, name: true, email: true }).extend({
  b2b_client_id: z.number().int(),
  phone: z.string().nullable(),
  status: z.enum(CLIENT_USER_STATUSES),
  status_label: z.string(),
  /** The latest invitation's expiry while the user has not set a password. */
  invite_expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type ClientUser = z.infer<typeof ClientUserSchema>;
export const ClientUsersReplySchema = listReply(ClientUserSchema);
export const ClientUserReplySchema = ReplyExtrasSchema.extend({ data: ClientUserSchema });

export const AdminUserParamsSchema = resourcePath({ id: numericParam(USER_NOT_FOUND_MESSAGE) });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/u;

/** POST /api/admin/clients/{id}/users: invite a person by e-mail. */
export const ClientUserInviteSchema = z.object({
  name: z.string({ error: USER_NAME_MESSAGE }).trim().min(1, USER_NAME_MESSAGE).max(200),
  email: z
    .string({ error: USER_EMAIL_MESSAGE })
    .trim()
    .toLowerCase()
    .max(254, USER_EMAIL_MESSAGE)
    .regex(EMAIL, USER_EMAIL_MESSAGE),
  phone: z
    .string()
    .max(50)
    .nullish()
    .transform((value) => {
      const text = (value ?? '').trim();
      return text === '' ? null : text;
    }),
});
export type ClientUserInvite = z.output<typeof ClientUserInviteSchema>;
export type ClientUserInviteValues = z.input<typeof ClientUserInviteSchema>;
