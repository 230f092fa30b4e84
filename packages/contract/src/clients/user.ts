import { z } from 'zod';
import { PRICELISTS } from '../constants.js';
import { loginForm, passwordEmailForm, passwordResetForm } from '../forms/auth-forms.js';
import { settingsForm } from '../forms/settings-form.js';
import { formSchema } from '../validation/request.js';
import { parseDecimal } from '../validation/numbers.js';
import { dataReply } from '../common.js';

export const PricelistSchema = z.enum(PRICELISTS);

export const B2bClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  registry_code: z.string().nullable(),
  vat_number: z.string().nullable(),
  can_offers: z.boolean(),
  offers_en: z.boolean(),
  /** Days as a string of digits, or 'E' for prepayment (SPEC §5); null when none agreed. */
  payment_term: z.string().nullable(),
});

/** The user of SPEC §3, kept by the browser in localStorage 'user'. */
export const UserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  b2b_client: B2bClientSchema,
  offers_en: z.boolean(),
  offer_payment_term: z.string().nullable(),
  offer_valid_days: z.number().int().nullable(),
  offer_price_increase: z.number().nullable(),
  signature: z.string().nullable(),
  /** URL of the user's logo for offers, or null. */
  logo: z.string().nullable(),
  active_pricelist: PricelistSchema,
});
export type User = z.infer<typeof UserSchema>;

export const UserReplySchema = dataReply(UserSchema);

/** POST /api/login and /api/password/reset reply: the user and the session's new CSRF token. */
export const LoginReplySchema = dataReply(UserSchema).extend({ csrf_token: z.string() });
export type LoginReply = z.infer<typeof LoginReplySchema>;

/** POST /api/logout reply: the fresh anonymous session's CSRF token. */
export const LogoutReplySchema = z.object({ csrf_token: z.string(), message: z.string().optional() });

/** POST /api/login {email, password}. */
export const LoginRequestSchema = formSchema(loginForm);
/** POST /api/password/email {email}. */
export const PasswordEmailRequestSchema = formSchema(passwordEmailForm);
/** POST /api/password/reset {token, email, password, password_confirmation}. */
export const PasswordResetRequestSchema = formSchema(passwordResetForm);

export const PRICELIST_NOT_FOUND_MESSAGE = 'Sellist hinnavaadet ei ole.';
/** POST /api/user/pricelist/{name}: Ostuvaade (default) or Müügivaade (sales). */
export const PricelistParamsSchema = z.object({
  name: z.enum(PRICELISTS, { error: PRICELIST_NOT_FOUND_MESSAGE }),
});

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Praegune salasõna on nõutud väli.';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Praegune salasõna ei ole õige.';
export const SETTINGS_SAVED_MESSAGE = 'Seaded on salvestatud.';
export const PASSWORD_CHANGED_MESSAGE = 'Salasõna on muudetud.';
export const LOGO_REMOVED_MESSAGE = 'Logo on eemaldatud.';

/**
 * POST /api/user: the text fields of the multipart form (the logo file is read apart, by the
 * server's upload handling). A new password needs the current one.
 */
export const UserSettingsRequestSchema = formSchema(settingsForm)
  .superRefine((values, ctx) => {
    if (values.password !== '' && values.current_password === '')
      ctx.addIssue({
        code: 'custom',
        message: CURRENT_PASSWORD_REQUIRED_MESSAGE,
        path: ['current_password'],
      });
  })
  .transform((values) => ({
    offers: {
      offers_en: values.offers_en === '1' || values.offers_en === 'true',
      offer_payment_term: values.offer_payment_term === '' ? null : values.offer_payment_term,
      offer_valid_days: values.offer_valid_days === '' ? null : Number(values.offer_valid_days),
      offer_price_increase: parseDecimal(values.offer_price_increase),
      signature: values.signature === '' ? null : values.signature,
    },
    password: values.password === '' ? null : { current: values.current_password, next: values.password },
  }));
export type UserSettings = z.output<typeof UserSettingsRequestSchema>;
