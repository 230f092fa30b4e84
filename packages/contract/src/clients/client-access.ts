import { z } from 'zod';
import { formSchema, resourcePath } from '../validation/request.js';
import { inviteAcceptForm } from '../forms/auth-forms.js';
import { ReplyExtrasSchema } from '../common.js';

/**
 * What the buyer's side sees of the back-office's client administration (decision 046): the
 * invitation page /kutse/{token} and the refusal of a blocked client's orders.
 */

export const INVITE_TTL_DAYS = 7;
export const INVITE_INVALID_MESSAGE = 'Kutse link on vigane või juba kasutatud.';
export const INVITE_EXPIRED_MESSAGE = 'Kutse link on aegunud. Palun küsi müügiosakonnalt uus kutse.';
export const INVITE_ACCEPTED_MESSAGE = 'Salasõna on määratud ja oled sisse logitud.';
/** A blocked client's buyer tries to order or pay (checkout confirm, order continue). */
export const CLIENT_BLOCKED_ORDER_MESSAGE =
  'Sinu ettevõtte konto on suletud: uusi tellimusi ei saa esitada. Palun võta ühendust müügiosakonnaga.';

/**
 * A blocked client's user signs in with the right password (a wrong one hears the usual "wrong
 * e-mail or password", so nothing is revealed): whom to contact is the seller's configured contact.
 */
export function clientBlockedSignInMessage(contact: { name: string; email: string }): string {
  return `Sinu ettevõtte ligipääs e-poele on suletud. Palun võta ühendust: ${contact.name}, ${contact.email}.`;
}

/** ≥ 256 random bits, base64url. */
export const InviteTokenParamsSchema = resourcePath({
  token: z.string({ error: INVITE_INVALID_MESSAGE }).regex(/^[A-Za-z0-9_-]{32,64}$/, INVITE_INVALID_MESSAGE),
});

/** GET /api/invite/{token}: who is invited, for the page's greeting. */
export const InviteReplySchema = ReplyExtrasSchema.extend({
  data: z.object({ name: z.string(), email: z.string(), company: z.string() }),
});
export type InviteReply = z.infer<typeof InviteReplySchema>;

export const InviteAcceptRequestSchema = formSchema(inviteAcceptForm);
