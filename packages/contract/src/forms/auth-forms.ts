import { PASSWORD_MIN_LENGTH } from '../constants.js';
import type { FormDef } from '../validation/index.js';
import { emailField } from './fields.js';

/** POST /api/login. */
export const loginForm = {
  email: emailField(),
  password: { label: 'Salasõna', rules: { required: true }, trim: false },
} satisfies FormDef;

/** POST /api/password/email: ask for a reset link. */
export const passwordEmailForm = {
  email: emailField(),
} satisfies FormDef;

/** POST /api/password/reset: the code from the e-mail plus the new password twice. */
export const passwordResetForm = {
  token: { label: 'Taastamise kood', rules: { required: true } },
  email: emailField(),
  password: { label: 'Salasõna', rules: { required: true, min: PASSWORD_MIN_LENGTH }, trim: false },
  password_confirmation: { label: 'Salasõna uuesti', rules: { confirmed: 'password' }, trim: false },
} satisfies FormDef;

/** POST /api/invite/{token}: the first password, twice (the rules of the password reset). */
export const inviteAcceptForm = {
  password: { label: 'Salasõna', rules: { required: true, min: PASSWORD_MIN_LENGTH }, trim: false },
  password_confirmation: { label: 'Salasõna uuesti', rules: { confirmed: 'password' }, trim: false },
} satisfies FormDef;
