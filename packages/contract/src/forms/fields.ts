import type { FieldDef } from '../validation/index.js';

/** The e-mail field every form of the shop shares. */
export function emailField(): FieldDef {
  return { label: 'E-post', rules: { required: true, email: true } };
}
